import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// ESM-only packages that jest's CommonJS runtime must have transpiled.
const esmPackages = ['jose', 'content-disposition', 'cookie'];
const swcOptions = { jsc: { transform: { react: { runtime: 'automatic' } } } };
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] };
// @swc/jest with MUI imported by path: the index would load every MUI component into each test file.
const webTransform = { '^.+\\.(t|j)sx?$': ['<rootDir>/test/web/muiImportsByPath.js', swcOptions] };
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/** How tests resolve the SPA's imports that are not scripts. */
const spaModules = {
  // A CSS module's class names are its keys (styles.card === 'card'), so tests can find elements by them.
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/web/fileStub.ts',
  // As in the build (webpack.config.ts): toasts keep notistack's API while the library loads on demand.
  '^notistack$': '<rootDir>/src/app/toasts.ts',
};

const config: Config = {
  // A test file's database and app take seconds to start, and tens of seconds when the two cores are shared with
  // other work (a hook of 30 s ran out so); a test that hangs still fails.
  testTimeout: 60_000,
  // Three workers per two cores. Jest's default leaves one core to itself, which on a two-core machine is a single
  // worker (the second core mostly idles); a worker per core still left the cores idle while the cluster tests wait on
  // their servers and the others on PGlite's files: 323 s for `npm test` against 275 s with three, here. (A number:
  // jest reads a percentage above 100 as that many workers.)
  maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  // The server's and the SPA's test files run in suites, a module registry per folder (test/suites.ts); the big
  // suites start first even without the last run's times.
  testSequencer: '<rootDir>/test/sequencer.js',
  projects: [
    {
      displayName: 'server',
      // node's, plus one PGlite per worker that the worker's test files take in turn (test/server/worker-database.ts).
      testEnvironment: '<rootDir>/test/server/environment.ts',
      roots: ['<rootDir>/server', '<rootDir>/test/server'],
      testMatch: ['**/*.suite.ts', '**/*.alone.test.ts?(x)'],
      // Migrates one database per run that every test file copies (test/server/database-template.ts).
      globalSetup: '<rootDir>/test/server/global-setup.ts',
      globalTeardown: '<rootDir>/test/server/global-teardown.ts',
      setupFiles: ['<rootDir>/test/server/setup.ts'],
      // The tests of server-drawn pages draw them with the SPA's own source (server/web/web-test-app.ts): its
      // stylesheets and pictures as in the web project.
      moduleNameMapper: spaModules,
      transform,
      transformIgnorePatterns,
    },
    {
      // Real server processes on the machine's PostgreSQL and Redis (as in CI): what holds only across servers, and
      // servers killed outright (crash tests). Run once, in `npm test`: the PostgreSQL stage of .ci/run selects the
      // server project alone. The servers copy one seeded database per run (test/cluster/run-setup.ts).
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/cluster'],
      globalSetup: '<rootDir>/test/cluster/global-setup.ts',
      globalTeardown: '<rootDir>/test/cluster/global-teardown.ts',
      transform,
      transformIgnorePatterns,
    },
    {
      // The repository's own rules (the import graph), read from the sources.
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/repo'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/web/environment.ts',
      roots: ['<rootDir>/src', '<rootDir>/machines'],
      testMatch: ['**/*.suite.ts', '**/*.alone.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      moduleNameMapper: spaModules,
      transform: webTransform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
