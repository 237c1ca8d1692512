import { readFileSync } from 'node:fs';
import path from 'node:path';
import { relative, root, sourceFiles } from './sources';

/*
 * The server's and the SPA's test files run in suites (test/suites.ts, docs/architecture.md): jest runs only the
 * `<folder>.suite.ts` files of those projects, and those that run alone. So a test file with no suite above it
 * would never run, and a helper that registers a hook when imported would hook only the describe of the first test
 * file that imports it, leaving the files after it in its suite unhooked.
 */

// What the suites and the sequencer go by (plain JavaScript, for the sequencer).
const { testFilesOfSuite, TEST_FILE, ALONE_FILE, SUITE_FILE } = require('../suite-files') as {
  testFilesOfSuite: (folder: string) => string[];
  TEST_FILE: RegExp;
  ALONE_FILE: RegExp;
  SUITE_FILE: RegExp;
};

// The roots of jest's server and web projects (jest.config.ts).
const projectRoots = ['server', 'test/server', 'src', 'machines'];
const isTestFile = (file: string) => TEST_FILE.test(file);
const isAlone = (file: string) => ALONE_FILE.test(file);
const isSuite = (file: string) => SUITE_FILE.test(file);

const files = projectRoots.flatMap((dir) => sourceFiles(path.join(root, dir)));

describe('test suites', () => {
  it('run every test file of the server and the SPA once, or it runs alone', () => {
    const suites = files.filter(isSuite);
    const runs = new Map<string, string[]>();
    for (const suite of suites) {
      for (const file of testFilesOfSuite(path.dirname(suite))) runs.set(relative(file), [...(runs.get(relative(file)) ?? []), relative(suite)]);
    }
    const unrun = files.filter((file) => isTestFile(file) && !isAlone(file) && !runs.has(relative(file))).map(relative);
    const twice = [...runs].filter(([, by]) => by.length > 1);
    expect(unrun).toEqual([]);
    expect(twice).toEqual([]);
    // A suite is where its folder's files meet: one per folder, and not an empty one.
    expect(suites.filter((suite) => testFilesOfSuite(path.dirname(suite)).length === 0).map(relative)).toEqual([]);
  });

  it('leave hooks to the setup files: no test helper registers one when imported', () => {
    const setupFiles = ['test/web/setup.ts', 'test/server/setup.ts'];
    // test/server is among the project roots already; the web project's helpers live outside its roots.
    const helpers = [...files, ...sourceFiles(path.join(root, 'test/web'))].filter(
      (file) => !isTestFile(file) && !setupFiles.includes(relative(file)),
    );
    const hooking = helpers
      .filter((file) => /^(beforeEach|afterEach|beforeAll|afterAll)\(/m.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(hooking).toEqual([]);
  });
});
