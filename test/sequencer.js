// Plain JavaScript: jest loads its test sequencer with Node's require, after the TypeScript loader that read
// jest.config.ts is switched off.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { testFilesOfSuite, SUITE_FILE } = require('./suite-files');

/**
 * Jest's order (failed first, then the longest by the last run's times) with one change for the files it has no times
 * for, as on a fresh clone, which it runs biggest first: a suite (test/suites.ts) weighs what its test files weigh,
 * not its own three lines, so the big suites start first instead of anywhere, and no worker is left running one
 * while the others sit idle at the end.
 */
class SuiteSequencer extends Sequencer {
  async sort(tests) {
    const weights = new Map();
    const bytes = (file) => fs.statSync(file).size;
    const weight = (test) => {
      if (!weights.has(test.path)) {
        const files = SUITE_FILE.test(test.path) ? testFilesOfSuite(path.dirname(test.path)) : [test.path];
        weights.set(test.path, files.reduce((sum, file) => sum + bytes(file), 0));
      }
      return weights.get(test.path);
    };
    const sorted = await super.sort(tests);
    const untimed = sorted.filter((test) => test.duration === undefined).sort((a, b) => weight(b) - weight(a));
    return [...untimed, ...sorted.filter((test) => test.duration !== undefined)];
  }
}

module.exports = SuiteSequencer;
