import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const rootDir = path.resolve(__dirname, '..');

/** Debian's Chromium, with the flags this machine's closed network needs (no background calls home). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface RunningShop {
  origin: string;
  /** How the shop's process ended, while it runs undefined (a failed run then tells a dead shop from a slow one). */
  ended(): string | undefined;
  stop(): Promise<void>;
}

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the shop ended (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      const response = await fetch(`${origin}/api/homePage/getHomePage`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not answer at ${origin} within ${timeoutMs / 1000} s`);
}

/**
 * `PORT=... DATA_DIR=<scratch> WEB_DIR=<dist> tsx server/main.ts`: the seeded demo shop serving this build; `env`
 * adds settings (SERVER_RENDERING=0 for today's shell pages).
 */
export async function startShop(distDir: string, port: number, env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'libos-bench-web-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/main.ts'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: distDir, PUBLIC_URL: origin, LOG_LEVEL: 'error', SEED_DEMO: '1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ended = () =>
    child.exitCode !== null ? `exited with code ${child.exitCode}` : child.signalCode !== null ? `ended by ${child.signalCode}` : undefined;
  const stop = async () => {
    if (ended() === undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(origin, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, ended, stop };
}

export interface PageScore {
  score: number;
  /** Lighthouse's accessibility score, when it was asked for. */
  accessibility?: number;
  metrics: Record<string, number>;
  /** The largest paint's element (a picture's address, else its label) and its time by phase (lcpPhases). */
  lcpElement: string;
  lcpPhases: Record<string, number>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Lighthouse's phases of the largest paint, in order: they add up to it. */
export const LCP_PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];

type LcpTable = { type?: string; items?: Array<{ node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }> };

/** The largest-contentful-paint-element audit's two tables: the element, and its phases. */
function largestPaint(details: unknown): Pick<PageScore, 'lcpElement' | 'lcpPhases'> {
  const tables = ((details as { items?: LcpTable[] } | undefined)?.items ?? []).flatMap((table) => table.items ?? []);
  const node = tables.find((row) => row.node)?.node;
  const source = node?.snippet ? /\bsrc="([^"]+)"/.exec(node.snippet)?.[1] : undefined;
  const lcpPhases = Object.fromEntries(tables.filter((row) => row.phase).map((row) => [row.phase!, row.timing ?? Number.NaN]));
  return { lcpElement: source ?? node?.nodeLabel ?? '?', lcpPhases };
}

export interface LighthouseRunner {
  /** The browser's DevTools port (to set cookies between runs: bench/web-staff.ts). */
  port: number;
  /** `accessibility` adds that category's score to the run's. */
  measure(url: string, options?: { accessibility?: boolean }): Promise<PageScore>;
  close(): Promise<void>;
}

/** Lighthouse's default (mobile: Moto G class device, slow 4G, simulated throttling), performance (and accessibility). */
export async function lighthouseRunner(): Promise<LighthouseRunner> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  return {
    port: chrome.port,
    async measure(url, options = {}) {
      const onlyCategories = options.accessibility ? ['performance', 'accessibility'] : ['performance'];
      // Now and then Chromium's trace misses the navigation start (NO_NAVSTART); a new run records it.
      let failure = 'no report';
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories });
        const report = result?.lhr;
        const score = report?.categories.performance?.score;
        if (report && typeof score === 'number') {
          const metrics = Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.numericValue ?? Number.NaN]));
          const accessibility = report.categories.accessibility?.score;
          return {
            score: Math.round(score * 100),
            ...(typeof accessibility === 'number' ? { accessibility: Math.round(accessibility * 100) } : {}),
            metrics,
            ...largestPaint(report.audits['largest-contentful-paint-element']?.details),
          };
        }
        failure = report?.runtimeError?.message ?? failure;
        // A load Chromium gave up on (its interstitial) is most often a host too busy for a moment: breathe first.
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      throw new Error(`Lighthouse gave no performance score for ${url}: ${failure}`);
    },
    async close() {
      chrome.kill();
    },
  };
}
