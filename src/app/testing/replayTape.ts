import { readdirSync, readFileSync } from 'node:fs';
import { machineDriver } from '../../../machines/tapes/machineReplay';
import { parseTape } from '../../../machines/tapes/parseTape';
import { formatReport, replayTape, type ReplayReport } from '../../../machines/tapes/replay';
import type { Tape } from '../../../machines/tapes/tape';
import { tapesDir } from '../../../machines/testing/modelTapes';
import { accountPanelTapeDriver } from '../../features/account/testing/accountPanelTapeDriver';
import { paymentResultTapeDriver } from '../../features/payment/testing/paymentResultTapeDriver';

/*
 * A tape replayed on both sides, the machine alone and the rendered UI, each to its own first divergence: where the
 * two disagree, the reports show which side left the tape. Used by tapes.test.ts, in `npm test` for every tape in
 * test/tapes/ and by `npm run replay -- <tape.json>` (test/tapes/replay.ts) for one.
 */

/** Every tape under test/tapes/, as paths relative to it. */
export function tapeFiles(dir = tapesDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
}

export function readTape(file: string): Tape {
  return parseTape(readFileSync(file, 'utf8'), file);
}

export async function replayOnBothSides(tape: Tape): Promise<ReplayReport[]> {
  const onMachine = await replayTape(tape, 'machine', machineDriver(tape.machine));
  const uiDriver = tape.machine === 'accountPanel' ? await accountPanelTapeDriver(tape) : paymentResultTapeDriver(tape);
  const onUi = await replayTape(tape, 'UI', uiDriver);
  return [onMachine, onUi];
}

/** What the replay command prints for a tape. */
export function formatReports(file: string, tape: Tape, reports: ReplayReport[]): string {
  const heading = `${file}: ${tape.machine}, ${tape.steps.length} steps, ${tape.language}, ${tape.width} px${tape.title ? `\n${tape.title}` : ''}`;
  return [heading, ...reports.map(formatReport)].join('\n\n');
}
