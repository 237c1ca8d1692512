import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyEventObject, StateValue } from 'xstate';
import { TAPE_VERSION, type Tape, type TapeMachine } from '../tapes/tape';
import { stateLabel } from '../tapes/tapedMachines';
import { tapeJson } from '../tapes/tapeJson';

/*
 * The model tests' shortest paths written as tapes into test/tapes/<machine>/ (only when WRITE_TAPES=1, so a test run
 * never rewrites the repository): a tester's starting points, and every one of them replayed in `npm test`.
 */

type ModelPath = { steps: Array<{ event: AnyEventObject; state: { value: StateValue } }> };

export const tapesDir = path.resolve(__dirname, '../../test/tapes');

/** What the model taped drew on: the model tests render in Uzbek on a phone. */
const MODEL_LANGUAGE = 'uz';
const MODEL_WIDTH = 390;

export function tapeOfPath(machine: TapeMachine, modelPath: ModelPath): Tape {
  // The first step is the machine's start, not an event it received.
  const steps = modelPath.steps.slice(1).map(({ event, state }) => ({ event, state: state.value }));
  const last = steps.at(-1);
  if (!last) throw new Error('A path of no events makes no tape');
  return {
    version: TAPE_VERSION,
    machine,
    language: MODEL_LANGUAGE,
    width: MODEL_WIDTH,
    title: `The ${machine} model's shortest path to ${stateLabel(last.state)}: ${steps.map(({ event }) => event.type).join(' → ')}`,
    steps,
  };
}

/** `xstate.done.actor.isRegistered` → `isRegistered-done`, `SUBMIT_CODE` → `submit-code`. */
function shortEventName(type: string): string {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (outcome) return `${outcome[2]}-${outcome[1]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type);
  if (delay) return `${delay[1]}-over`;
  return type.toLowerCase().replace(/_/g, '-');
}

/** File names a reader can tell apart: the state reached, then as many of the last events as make the name unique. */
export function modelTapeNames(tapes: Tape[]): string[] {
  const nameWith = (tape: Tape, count: number) => {
    const events = tape.steps.slice(-count).map(({ event }) => shortEventName(event.type));
    return `${stateLabel(tape.steps.at(-1)!.state)}--${events.join('.')}`;
  };
  const names = tapes.map((tape) => {
    for (let count = 2; count < tape.steps.length; count += 1) {
      if (tapes.filter((other) => other !== tape && nameWith(other, count) === nameWith(tape, count)).length === 0) return nameWith(tape, count);
    }
    return nameWith(tape, tape.steps.length);
  });
  // Paths of the same events to the same state differ only in what was typed: numbered.
  return names.map((name, index) => (names.indexOf(name) === index && names.lastIndexOf(name) === index ? `${name}.json` : `${name}.${index + 1}.json`));
}

/** Replaces the machine's model tapes in test/tapes/<machine>/ with these paths'. */
export function writeModelTapes(machine: TapeMachine, paths: ModelPath[]): void {
  const dir = path.join(tapesDir, machine);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.json')) rmSync(path.join(dir, file));
  const tapes = paths.map((modelPath) => tapeOfPath(machine, modelPath));
  const names = modelTapeNames(tapes);
  tapes.forEach((tape, index) => writeFileSync(path.join(dir, names[index]!), tapeJson(tape)));
}
