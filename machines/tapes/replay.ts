import type { AnyEventObject, StateValue } from 'xstate';
import type { Tape, TapeStep } from './tape';
import { stateLabel } from './tapedMachines';

/*
 * Replaying a tape on one side (the machine alone, or the rendered UI): each step's event is made to happen, then
 * the side must have received that event and be in the tape's state, and (on the UI) show it. The first step that
 * fails any of these ends the replay; the report lists every step done with what was expected and what was reached.
 */

export type ReplaySide = 'machine' | 'UI';

/** How one side makes a tape's events happen and tells what its machine did. */
export type TapeDriver = {
  perform: (step: TapeStep) => Promise<void>;
  /** The events the side's machine received since the last call (a UI may send more than the tape's, e.g. CLOSE as it closes). */
  takeReceived: () => AnyEventObject[];
  /** The side's machine's state now. */
  reached: () => StateValue;
  /** Throws when what the side shows does not match its state (the UI's screen); the machine alone has nothing to show. */
  confirm?: (step: TapeStep) => Promise<void>;
  stop: () => void;
};

export type StepReport = { index: number; eventType: string; expected: string; reached: string | null; ok: boolean };

export type ReplayReport = {
  side: ReplaySide;
  steps: StepReport[];
  /** The first divergence, naming its step; absent when the whole tape replayed. */
  divergence?: string;
};

/** An assertion's message without terminal colours, and short enough to read in a report. */
export function problemText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // jest colours its messages with terminal escape codes.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((line) => line.trim());
  return lines.slice(0, 12).join('\n');
}

export async function replayTape(tape: Tape, side: ReplaySide, driver: TapeDriver): Promise<ReplayReport> {
  const steps: StepReport[] = [];
  const diverge = (report: StepReport, why: string): ReplayReport => {
    steps.push(report);
    return { side, steps, divergence: `Step ${report.index} (${report.eventType}) on the ${side}: ${why}` };
  };
  try {
    for (const [position, step] of tape.steps.entries()) {
      const report: StepReport = { index: position + 1, eventType: step.event.type, expected: stateLabel(step.state), reached: null, ok: false };
      try {
        await driver.perform(step);
      } catch (error) {
        return diverge(report, `the event could not be made to happen: ${problemText(error)}`);
      }
      const received = driver.takeReceived();
      report.reached = stateLabel(driver.reached());
      if (!received.some((event) => event.type === step.event.type)) {
        const what = received.length ? received.map((event) => event.type).join(', ') : 'nothing';
        return diverge(report, `the machine never received ${step.event.type} (it received ${what})`);
      }
      if (report.reached !== report.expected) return diverge(report, `expected ${report.expected}, reached ${report.reached}`);
      try {
        await driver.confirm?.(step);
      } catch (error) {
        return diverge(report, `the screen does not show ${report.reached}: ${problemText(error)}`);
      }
      report.ok = true;
      steps.push(report);
    }
    return { side, steps };
  } finally {
    driver.stop();
  }
}

/** The report as the replay command prints it: one line per step, then the verdict. */
export function formatReport(report: ReplayReport): string {
  const width = (pick: (step: StepReport) => string) => Math.max(...report.steps.map((step) => pick(step).length), 0);
  const eventWidth = width((step) => step.eventType);
  const expectedWidth = width((step) => step.expected);
  const reachedWidth = width((step) => step.reached ?? '(not reached)');
  const lines = report.steps.map((step) =>
    [
      `${report.side.padEnd(7)} ${String(step.index).padStart(3)}`,
      step.eventType.padEnd(eventWidth),
      `expected ${step.expected.padEnd(expectedWidth)}`,
      `reached ${(step.reached ?? '(not reached)').padEnd(reachedWidth)}`,
      step.ok ? 'ok' : 'DIVERGES',
    ].join('  '),
  );
  lines.push(report.divergence ?? `${report.side}: all ${report.steps.length} steps replayed as taped`);
  return lines.join('\n');
}
