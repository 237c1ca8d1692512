import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * `npm run replay -- <tape.json>`: replays one tape against the machine alone and against the rendered UI, and prints
 * each side's steps (index, event, expected state, reached state) up to its first divergence. The UI needs jsdom and
 * the web project's transforms, so the replay runs as jest's web project running src/app/testing/tapes.test.ts on
 * this one tape (TAPE), which writes its report to TAPE_REPORT. Exit code 0 when both sides replay the whole tape.
 */

const root = path.resolve(__dirname, '../..');
const [argument] = process.argv.slice(2);
if (!argument || argument.startsWith('-')) {
  console.error('Usage: npm run replay -- <tape.json>   (a tape saved in a development build, or one of test/tapes/)');
  process.exit(2);
}
// npm runs scripts from the package's folder; a relative path is the tester's, from where they typed it.
const tape = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
if (!existsSync(tape)) {
  console.error(`No tape at ${tape}`);
  process.exit(2);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'libos-replay-'));
const reportFile = path.join(reportDir, 'report.txt');
const jest = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--selectProjects',
    'web',
    '--testMatch',
    '**/src/app/testing/tapes.test.ts',
    '--silent',
  ],
  { cwd: root, env: { ...process.env, TAPE: tape, TAPE_REPORT: reportFile }, encoding: 'utf8' },
);
const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
rmSync(reportDir, { recursive: true, force: true });

if (report) {
  process.stdout.write(report);
} else {
  // The replay never ran (a compile error, jest itself): jest's own words say why.
  process.stderr.write(`${jest.stdout}${jest.stderr}`);
}
const passed = jest.status === 0 && report !== '';
console.log(passed ? '\nThe tape replays on the machine and the UI.' : '\nThe tape does not replay: where and why are above.');
process.exit(passed ? 0 : 1);
