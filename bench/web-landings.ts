import { SERVER_PAGE_STATE_ID } from '../contract/pageDrawing';
import { machineProbe } from './machine-probe';
import { LCP_PHASES, lighthouseRunner, startShop, type PageScore, type RunningShop } from './web-lighthouse';

/**
 * Lighthouse mobile on the landing pages with server rendering on and off (issue 29): two seeded demo shops serve
 * the same build on two ports, one with SERVER_RENDERING=1 and one with SERVER_RENDERING=0 (today's shell), and one
 * Chromium measures both, run by run in turn (on, off, on, off, ...) so that whatever else the shared machine does
 * falls on both settings alike. Each figure is the median of its runs, metric by metric; the largest paint is also
 * given by Lighthouse's phases (first byte, load delay, load time, render delay) with its element.
 */
export interface LandingScore {
  label: string;
  path: string;
  rendering: 'on' | 'off';
  runs: number[];
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** The HTML document's size as decoded, to show what the server put in it. */
  htmlBytes: number;
  /** Whether the server drew the page (it carries the drawn state, src/app/serverPage.ts), not the shell. */
  drawn: boolean;
  /** LCP_PHASES' medians, and the element of the run whose largest paint was the median. */
  lcpPhases: number[];
  lcpElement: string;
}

export interface LandingOptions {
  distDir: string;
  runs: number;
  /** The shop with rendering on listens here, the one with it off on the next port. */
  port: number;
  warmUp: boolean;
}

/** The pages issue 29 names: home, a category, a product and a look (the seeded shop's first). */
async function landingPages(origin: string): Promise<Array<[label: string, path: string]>> {
  const response = await fetch(`${origin}/api/lookCollection/getLookCollection`);
  const looks = (await response.json()) as Array<{ id: number }>;
  if (!response.ok || looks.length === 0) throw new Error(`the seeded shop lists no look (${response.status})`);
  return [
    ['home', '/'],
    ['category', '/categoryDetail/1'],
    ['product', '/productDetail/1'],
    ['look', `/looksDetail/${looks[0]!.id}`],
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function htmlDocument(url: string): Promise<{ bytes: number; drawn: boolean }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { bytes: Buffer.byteLength(html), drawn: html.includes(`id="${SERVER_PAGE_STATE_ID}"`) };
}

function summary(label: string, path: string, rendering: 'on' | 'off', results: PageScore[], html: { bytes: number; drawn: boolean }): LandingScore {
  const metric = (id: string) => (results.length === 0 ? Number.NaN : median(results.map((result) => result.metrics[id]!)));
  return {
    label,
    path,
    rendering,
    runs: results.map((result) => result.score),
    score: results.length === 0 ? Number.NaN : median(results.map((result) => result.score)),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    htmlBytes: html.bytes,
    drawn: html.drawn,
    lcpPhases: LCP_PHASES.map((phase) => (results.length === 0 ? Number.NaN : median(results.map((result) => result.lcpPhases[phase] ?? Number.NaN)))),
    lcpElement: [...results].sort((a, b) => a.metrics['largest-contentful-paint']! - b.metrics['largest-contentful-paint']!)[Math.floor(results.length / 2)]?.lcpElement ?? '?',
  };
}

const ROW = (cells: string[]) => `  ${cells[0]!.padEnd(10)}${cells[1]!.padEnd(18)}${cells[2]!.padEnd(5)}${cells.slice(3).map((cell, index) => cell.padStart(index === 1 ? 12 : 8)).join('')}`;

function printRow(row: LandingScore): void {
  const ms = (value: number) => String(Math.round(value));
  console.log(
    ROW([row.label, row.path, row.rendering, String(row.score), row.runs.join(','), ms(row.fcp), ms(row.lcp), ms(row.tbt), row.cls.toFixed(3), ms(row.speedIndex), (row.htmlBytes / 1024).toFixed(1), row.drawn ? 'yes' : 'no']),
  );
}

async function startBoth(distDir: string, port: number): Promise<Record<'on' | 'off', RunningShop>> {
  const on = await startShop(distDir, port, { SERVER_RENDERING: '1' });
  try {
    return { on, off: await startShop(distDir, port + 1, { SERVER_RENDERING: '0' }) };
  } catch (error) {
    await on.stop();
    throw error;
  }
}

export async function measureLandings(options: LandingOptions): Promise<LandingScore[]> {
  const shops = await startBoth(options.distDir, options.port);
  const stopShops = () => Promise.all([shops.on.stop(), shops.off.stop()]);
  const runner = await lighthouseRunner().catch(async (error: unknown) => {
    await stopShops();
    throw error;
  });
  const rows: LandingScore[] = [];
  try {
    const pages = await landingPages(shops.on.origin);
    const settings = ['on', 'off'] as const;
    const plural = options.runs > 1 ? 's' : '';
    console.log(`\nLighthouse mobile (${options.runs} run${plural} per page and setting, median of each figure), server rendering on at ${shops.on.origin}, off at ${shops.off.origin}:`);
    console.log(`  before: ${machineProbe()}`);
    // Each page's address once on each shop (its server-side reads, the render and its cache, the JIT), and one
    // unscored Lighthouse run per shop (Chromium's and the shop's first answers are not what shoppers get).
    for (const setting of settings) for (const [, pagePath] of pages) await htmlDocument(`${shops[setting].origin}${pagePath}`);
    if (options.warmUp) for (const setting of settings) await runner.measure(`${shops[setting].origin}${pages[0]![1]}`);
    console.log(ROW(['page', 'path', 'SSR', 'score', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'HTML KB', 'drawn']));
    for (const [label, pagePath] of pages) {
      const results: Record<'on' | 'off', PageScore[]> = { on: [], off: [] };
      for (let run = 0; run < options.runs; run += 1) {
        for (const setting of settings) {
          const url = `${shops[setting].origin}${pagePath}`;
          const gone = shops[setting].ended();
          if (gone) throw new Error(`the shop with server rendering ${setting} ${gone} (out of memory, or ended from outside?)`);
          // One run that gives no score (after the runner's retries) leaves the others' median standing.
          const result = await runner.measure(url).catch((error: unknown) => {
            const shop = shops[setting].ended();
            console.log(`  (a run of ${url} failed: ${String(error)}${shop ? `; the shop ${shop}` : ''})`);
          });
          if (result) results[setting].push(result);
        }
      }
      for (const setting of settings) {
        const row = summary(label, pagePath, setting, results[setting], await htmlDocument(`${shops[setting].origin}${pagePath}`));
        printRow(row);
        rows.push(row);
      }
    }
    // Where each largest paint's time goes, to tell a late server or picture from a busy main thread.
    console.log('  LCP by phase, ms (median of runs): time to first byte + load delay + load time + render delay, and its element:');
    for (const row of rows) {
      const phases = row.lcpPhases.map((ms) => String(Math.round(ms)).padStart(5)).join(' +');
      console.log(`  ${row.label.padEnd(10)}${row.rendering.padEnd(5)}${phases}   ${row.lcpElement}`);
    }
    console.log(`  after:  ${machineProbe()}`);
    // A drawing that fails or runs late falls back to the shell (server/web/pages.ts): then "on" measured the shell.
    const shells = rows.filter((row) => row.rendering === 'on' && !row.drawn);
    if (shells.length > 0) console.log(`  note: ${shells.map((row) => row.label).join(', ')}: the shell with server rendering on (no drawn page: is ssr/render.js in the build?)`);
  } finally {
    await runner.close();
    await stopShops();
  }
  return rows;
}
