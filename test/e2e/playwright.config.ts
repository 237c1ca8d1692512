import path from 'node:path';
import { defineConfig, devices, type Project } from '@playwright/test';
import { port, projectGrep, serverPorts, serverURL, workers, type ProjectName } from './projects';

/**
 * The browser suite: Debian's Chromium (Playwright's own browser download is not reachable here) against the
 * shop started exactly as `npm start` starts it, on a scratch data folder, at phone and desktop widths in
 * both languages. Screenshots of every step go to test/e2e/screenshots/.
 */
const root = path.resolve(__dirname, '../..');
// Per port, so two runs of the suite (two checkouts' worth of work on one machine) keep apart.
const dataDir = (serverPort: number) => path.join(root, '.tmp', `e2e-data-${serverPort}`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 900 } };

/** A project of journeys: only those tagged for it (projects.ts), after the staff sign-in is saved. */
function journeys(name: ProjectName, use: Project['use']): Project {
  return { name, use, grep: projectGrep(name), dependencies: ['staff-session'] };
}

export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(root, '.tmp', `e2e-results-${port}`),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Files are shared out between the workers, each driving a shop of its own (projects.ts); a file's journeys run in order.
  fullyParallel: false,
  workers,
  // One retry: now and then a fresh page stalls for minutes (three times in about 150 test runs, in CI and
  // here; cause not yet found). The failed try still prints its timeline, stall report and page snapshot
  // (failureReporter.ts, fixtures.ts), and the summary names the test flaky.
  retries: 1,
  // The failure reporter prints the step timeline and the page snapshot: CI keeps only what is printed.
  reporter: [['list'], [path.join(__dirname, 'failureReporter.ts')]],
  use: {
    // Each worker's own shop's address is set by the fixtures (fixtures.ts).
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs the demo staff member in once and saves the sign-in for the staff journeys (staff.setup.ts).
    { name: 'staff-session', testMatch: /staff\.setup\.ts$/, use: { ...devices['Desktop Chrome'], ...desktop, locale: 'uz-UZ' } },
    journeys('desktop-uz', { ...devices['Desktop Chrome'], ...desktop, locale: 'uz-UZ' }),
    journeys('desktop-ru', { ...devices['Desktop Chrome'], ...desktop, locale: 'ru-RU' }),
    journeys('phone-uz', { ...phone, locale: 'uz-UZ' }),
    journeys('phone-ru', { ...phone, locale: 'ru-RU' }),
  ],
  // One shop per worker, started one after another: the first builds the SPA if its sources changed, the next find it built.
  webServer: serverPorts.map((serverPort) => ({
    command: `rm -rf "${dataDir(serverPort)}" && npm start`,
    cwd: root,
    url: `${serverURL(serverPort)}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    // No PUBLIC_URL: the payment pages send each shopper back to the address they opened the shop at, cookies and all.
    // One address registers every new shopper of the four projects (and their retries), so the per-address SMS cap,
    // which stops one client pumping codes to many numbers, is off here; the per-phone and daily caps stay on.
    env: {
      PORT: String(serverPort),
      DATA_DIR: dataDir(serverPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '1',
      RATE_LIMIT_SMS_ADDRESS: '0',
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
