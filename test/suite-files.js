// Plain JavaScript: jest loads its test sequencer (test/sequencer.js) with Node's require, after the TypeScript
// loader that read jest.config.ts is switched off, and the sequencer weighs suites by these files.
const fs = require('node:fs');
const path = require('node:path');

const TEST_FILE = /\.test\.tsx?$/;
// A test file that needs a module registry of its own (module state it must find fresh) runs alone, not in a suite.
const ALONE_FILE = /\.alone\.test\.tsx?$/;
const SUITE_FILE = /\.suite\.ts$/;

const hasSuite = (folder) => fs.readdirSync(folder).some((name) => SUITE_FILE.test(name));

/**
 * The test files a suite in `folder` runs (test/suites.ts), in path order: every `*.test.ts(x)` under the folder,
 * except under a folder with a suite of its own, and those that run alone (`*.alone.test.ts(x)`).
 * @param {string} folder
 * @returns {string[]}
 */
function testFilesOfSuite(folder) {
  const found = [];
  const entries = fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!hasSuite(full)) found.push(...testFilesOfSuite(full));
    } else if (TEST_FILE.test(entry.name) && !ALONE_FILE.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

module.exports = { testFilesOfSuite, TEST_FILE, ALONE_FILE, SUITE_FILE };
