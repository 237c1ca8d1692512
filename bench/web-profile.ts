import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, startShop } from './web-lighthouse';

/**
 * `npx tsx bench/web-profile.ts [path ...]`: where a landing's main-thread time goes, by script. Serves the last
 * production build (dist/, or WEB_DIR) on the seeded demo shop, opens each path once in Debian's Chromium on a
 * phone-sized screen with the CPU slowed 4× (as Lighthouse's simulated phone is), samples the JavaScript
 * profiler until the network is idle and 2 s after, and prints the sampled time per script and the busiest functions.
 * Lighthouse gives the score; this tells which chunk to make lighter. Build first (`npm run build`).
 */
const CPU_SLOWDOWN = 4;
const TOP_FUNCTIONS = 25;
const SETTLE_MS = 2000;

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function fileOf(url: string): string {
  return url === '' ? '(browser)' : (url.split('/').pop() ?? url);
}

function summarise(profile: Profile): { byScript: Map<string, number>; byFunction: Map<string, number>; totalMs: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)') return;
    totalMs += ms;
    const script = fileOf(frame.url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byScript, byFunction, totalMs };
}

const descending = (entries: Map<string, number>) => [...entries].sort((a, b) => b[1] - a[1]);

async function main() {
  const paths = process.argv.slice(2);
  const distDir = path.resolve(__dirname, '..', process.env.WEB_DIR ?? 'dist');
  const shop = await startShop(distDir, Number(process.env.BENCH_PORT ?? 3918));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const pagePath of paths.length > 0 ? paths : ['/', '/categoryDetail/1', '/productDetail/1']) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Profiler.start');
      await page.goto(`${shop.origin}${pagePath}`, { waitUntil: 'networkidle' });
      // Work held back until after the first picture (buying controls, cards below the fold) runs after the network settles.
      await page.waitForTimeout(SETTLE_MS);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      await context.close();

      const { byScript, byFunction, totalMs } = summarise(profile);
      console.log(`\n${pagePath}: ${Math.round(totalMs)} ms sampled at ${CPU_SLOWDOWN}× slowdown ("(program)" is the browser's own work)`);
      for (const [script, ms] of descending(byScript).slice(0, 12)) console.log(`  ${script.padEnd(40)} ${String(Math.round(ms)).padStart(6)} ms`);
      console.log('  busiest functions:');
      for (const [name, ms] of descending(byFunction).slice(0, TOP_FUNCTIONS)) console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${name}`);
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
