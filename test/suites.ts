import path from 'node:path';
import { WORKER_DATABASE, type WorkerDatabase } from './server/worker-database-key';

// The server's and the SPA's test files run in suites: a file named `<folder>.suite.ts` runs every `*.test.ts(x)`
// under its folder (except under a folder with a suite of its own), each inside a describe named by its path, in
// one module registry. Jest gives every file it runs a registry of its own, and loading the server (some 1 400
// modules) or React, MUI and the app into it again cost a server file about 1.3 s and a web file about 2 s before
// its first test: over 300 files, a third of `npm test`'s CPU. A test file stays what it was (its hooks, its
// describes, its fixtures); what it shares with the files beside it are the loaded modules and the test
// environment, which the suite hands on clean (below).
//
// One file alone, in a registry of its own as before: `npm test -- --selectProjects server --testMatch '**/checkout.test.ts'`;
// or within its suite: `npm test -- server/orders -t checkout.test.ts` (the describe named by its path). A file that
// needs fresh modules (state it must be the first to set) is named `*.alone.test.ts(x)` and runs as jest runs a file.

// Plain JavaScript, shared with the test sequencer that weighs the suites (test/sequencer.js).
const { testFilesOfSuite } = require('./suite-files') as { testFilesOfSuite: (folder: string) => string[] };

/** What a test file could leave behind for the next in its suite, that jest would have thrown away with its registry. */
function handOnClean(): void {
  jest.useRealTimers();
  jest.restoreAllMocks();
  // The server project's worker database, as its test environment gives it back after a file (test/server/environment.ts).
  (globalThis as { [WORKER_DATABASE]?: WorkerDatabase })[WORKER_DATABASE]?.give();
  if (typeof window !== 'undefined') {
    window.history.replaceState(null, '', '/');
    document.title = '';
    document.body.innerHTML = '';
  }
}

/** Declares the suite of `folder`: every test file under it, each in a describe named by its path. */
export function runSuite(folder: string): void {
  const files = testFilesOfSuite(folder);
  if (files.length === 0) throw new Error(`The suite of ${folder} has no test files.`);
  for (const file of files) {
    describe(path.relative(folder, file), () => {
      require(file);
      afterAll(handOnClean);
    });
  }
}
