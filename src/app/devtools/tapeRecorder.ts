import { tapeMachines, type Tape, type TapeMachine } from '../../../machines/tapes/tape';
import { tapeJson } from '../../../machines/tapes/tapeJson';
import { addMachineObserver } from '../../components/devtools/machineInspection';
import { createTapeRecording } from './tapeRecording';

/*
 * The tape recorder of the development build (loaded by startDevtools.ts, never in production). It always records,
 * without a flag: keeping a machine's events costs nothing a tester would notice, and a bug is seen before anyone
 * thinks of turning recording on. A tape is saved as a JSON download:
 *   - from the console: `libosTapes.save('accountPanel')` or `libosTapes.save('paymentResult')` (no name: the machine
 *     used last); `libosTapes.tape(name)` shows it without saving, `libosTapes.all(name)` lists every one kept;
 *   - with Alt+Shift+T: the machine used last.
 * Replay it with `npm run replay -- <file>`.
 */

const SAVE_SHORTCUT = { code: 'KeyT', altKey: true, shiftKey: true } as const;

type TapesConsole = {
  save: (machine?: TapeMachine) => string | undefined;
  tape: (machine: TapeMachine) => Tape | undefined;
  all: (machine: TapeMachine) => Tape[];
};

declare global {
  interface Window {
    libosTapes?: TapesConsole;
  }
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function pageLanguage(): Tape['language'] {
  return document.documentElement.lang === 'ru' ? 'ru' : 'uz';
}

export function startTapeRecorder(): void {
  const recording = createTapeRecording({ language: pageLanguage, width: () => window.innerWidth });
  addMachineObserver(recording.observe);

  const save = (machine = recording.lastActive()): string | undefined => {
    if (machine && !tapeMachines.includes(machine)) {
      console.warn(`[libos] tapes: no machine ${String(machine)}; use one of ${tapeMachines.join(', ')}`);
      return undefined;
    }
    const tape = machine && recording.tapeOf(machine);
    if (!machine || !tape || tape.steps.length === 0) {
      console.warn(`[libos] tapes: nothing recorded yet${machine ? ` for ${machine}` : ''}; use the account panel or the payment pop-up first`);
      return undefined;
    }
    const name = `libos-tape-${machine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    download(name, tapeJson(tape));
    console.info(`[libos] tapes: saved ${name} (${tape.steps.length} steps); replay it with npm run replay -- ${name}`);
    return name;
  };

  window.libosTapes = { save, tape: recording.tapeOf, all: recording.allTapes };
  window.addEventListener('keydown', (event) => {
    if (event.code === SAVE_SHORTCUT.code && event.altKey === SAVE_SHORTCUT.altKey && event.shiftKey === SAVE_SHORTCUT.shiftKey) {
      event.preventDefault();
      save();
    }
  });
}
