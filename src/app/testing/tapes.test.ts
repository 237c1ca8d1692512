import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { problemText } from '../../../machines/tapes/replay';
import { tapesDir } from '../../../machines/testing/modelTapes';
import { formatReports, readTape, replayOnBothSides, tapeFiles } from './replayTape';

/*
 * Every tape in test/tapes/ replays on the machine and on the rendered UI. With TAPE=<file> only that tape does, and
 * with TAPE_REPORT=<file> the step-by-step report is written there: that is how `npm run replay -- <tape.json>`
 * (test/tapes/replay.ts) runs, so a tester's tape and the repository's take the same road.
 */

const only = process.env.TAPE;
const reportFile = process.env.TAPE_REPORT;
const files = only ? [path.resolve(only)] : tapeFiles().map((file) => path.join(tapesDir, file));

beforeEach(() => jest.useFakeTimers());

describe('tapes', () => {
  if (!only) {
    it('include the model’s paths for both machines and the example a tester can copy', () => {
      const names = tapeFiles();
      expect(names.filter((name) => name.startsWith('accountPanel/')).length).toBeGreaterThan(10);
      expect(names.filter((name) => name.startsWith('paymentResult/')).length).toBeGreaterThan(2);
      expect(names).toContain('example-sign-up-wrong-code.json');
    });
  }

  it.each(files.map((file) => [path.relative(tapesDir, file), file]))('%s replays on the machine and the UI', async (_name, file) => {
    let report: string;
    let divergences: string[];
    try {
      const tape = readTape(file);
      const reports = await replayOnBothSides(tape);
      report = formatReports(file, tape, reports);
      divergences = reports.flatMap(({ divergence }) => divergence ?? []);
    } catch (error) {
      report = problemText(error);
      divergences = [report];
    }
    if (reportFile) appendFileSync(reportFile, `${report}\n`);
    expect(divergences).toEqual([]);
  });
});
