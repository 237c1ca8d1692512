import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The dev-tools journeys: the shop's development build (build-dev.ts) served by the ordinary server, at 1280 px in
 * Uzbek, in one worker. The production journeys are test/e2e/; what is checked here exists only in development.
 */
const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_DEV_PORT ?? 3290);
const webDir = path.join(root, '.tmp', `e2e-dev-web-${port}`);
const dataDir = path.join(root, '.tmp', `e2e-dev-data-${port}`);

export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(root, '.tmp', `e2e-dev-results-${port}`),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] },
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'uz-UZ',
  },
  webServer: {
    // The pages come as the shell (no server drawing: that bundle is the production one's job).
    command: `rm -rf "${dataDir}" && npx tsx test/e2e-dev/build-dev.ts "${webDir}" && npm start`,
    cwd: root,
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      SERVER_RENDERING: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '1',
      RATE_LIMIT_SMS_ADDRESS: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
