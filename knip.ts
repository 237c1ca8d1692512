import type { KnipConfig } from 'knip';

// Entry points knip finds by itself: package.json's scripts (server/start.ts, server/main.ts,
// server/staff/create-staff.ts, bench/*.ts, the playwright config), webpack.config.ts (src/main.tsx),
// jest.config.ts (every *.test.ts(x), its setup and global setup files, the sequencer) and drizzle.config.ts.
const config: KnipConfig = {
  entry: [
    // Run by hand or by .ci/run with `npx tsx`, not through a package.json script.
    'bench/*.ts',
    'test/smoke/start-twice.ts',
    'server/db/seed/time-seed.ts',
    // The browser suite's setup project (its own testMatch in test/e2e/playwright.config.ts).
    'test/e2e/staff.setup.ts',
    // What jest runs of the server's and the SPA's tests: a suite per folder (test/suites.ts), which requires the
    // folder's *.test.ts(x) files by path (knip finds those by jest's default pattern).
    '{server,src,machines,test}/**/*.suite.ts',
    // Taken by webpack.config.ts's builds in place of use-sync-external-store/shim: an alias, which knip does not follow.
    'src/app/syncExternalStore.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'server/**/*.ts',
    'machines/**/*.ts',
    'contract/**/*.ts',
    'test/**/*.{ts,tsx}',
    'bench/**/*.ts',
    'webpack/**/*.ts',
    '*.ts',
  ],
  // An export its own file also uses is not dead code, only wider than it needs to be; knip would otherwise
  // list each of them (some 130 constants, RTK Query api objects and types), burying what nothing uses at all.
  ignoreExportsUsedInFile: true,
  // webpack.config.ts points react-router's imports at its production build. It must be the copy
  // react-router-dom pins (same version, installed with it), so it is reached through that package and is
  // not listed on its own, where its version could drift from the one react-router-dom uses.
  ignoreDependencies: ['react-router'],
  // `npm run cluster` installs Debian's nginx with apt-get when it is missing and runs as root (server/cluster/cluster.ts).
  ignoreBinaries: ['apt-get'],
};

export default config;
