import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { DRAWING_BUNDLE } from '../server/web/ssr/drawer';

/**
 * bench:api's landing pages (issue 29): the home page and product pages as a browser asks for them, measured beside
 * the JSON routes. Target: each page's throughput at least a third of getProductById's (a rendered page is cached
 * per language and route, so a hit costs little more than the product's JSON).
 */
export const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br' };

export const PAGE_TARGET_RATIO = 1 / 3;

/** The route the pages are compared with. */
export const PAGE_BASELINE = 'getProductById';

/**
 * How many product pages the throughput run rotates through: the shop's popular products, fewer than the pages'
 * cache keeps (server/web/pages.ts: 2 000 pages for a minute) and few enough to draw them all within that minute
 * before the run. BENCH_PAGE_PRODUCTS changes it.
 */
const PAGE_PRODUCTS = Number(process.env.BENCH_PAGE_PRODUCTS ?? 500);

/** How many other product pages are drawn one at a time, none cached, for the latency of a render. */
const UNCACHED_PAGES = 100;

/** Label, sample name in the server's pageBytes, and the addresses to rotate through. */
export function pageCases(productIds: number[]): Array<[label: string, sample: string, paths: string[]]> {
  const ids = productIds.slice(0, PAGE_PRODUCTS);
  return [
    ['page /', 'home', ['/']],
    [`page /productDetail/:id (${ids.length} ids)`, 'product', ids.map((id) => `/productDetail/${id}`)],
  ];
}

/** Product pages the throughput run never asked for (so none is cached), to draw one at a time. */
export function uncachedPagePaths(productIds: number[]): string[] {
  return productIds.slice(PAGE_PRODUCTS).slice(-UNCACHED_PAGES).map((id) => `/productDetail/${id}`);
}

/**
 * The pages are only server rendered from a built SPA (WEB_DIR, default dist/) with its drawing bundle: without them
 * the server has no page, or only the shell, to answer, so build it the way bench:web does (a production webpack
 * build, a minute or two). A build that is there is used as it is: rebuild after changing the SPA.
 */
export async function ensureWebBuild(): Promise<void> {
  const { webDir, serverRendering } = loadConfig({ WEB_DIR: process.env.WEB_DIR, SERVER_RENDERING: process.env.SERVER_RENDERING });
  const needed = ['index.html', ...(serverRendering ? [DRAWING_BUNDLE] : [])];
  const missing = needed.filter((file) => !existsSync(path.join(webDir, file)));
  if (missing.length === 0) return;
  console.log(`No ${missing.join(' or ')} in ${webDir} (the pages need them): building the SPA for production ...`);
  const { buildForProduction } = await import('./web-sizes');
  await buildForProduction(webDir);
}
