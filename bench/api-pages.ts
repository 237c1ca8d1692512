import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * bench:api's landing pages (issue 29): the home page and product pages as a browser asks for them, measured beside
 * the JSON routes. Target: each page's throughput at least a third of getProductById's (a rendered page is cached
 * per language and route, so a hit costs little more than the product's JSON).
 */
export const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br' };

export const PAGE_TARGET_RATIO = 1 / 3;

/** The route the pages are compared with. */
export const PAGE_BASELINE = 'getProductById';

/** Label, sample name in the server's pageBytes, and the addresses to rotate through. */
export function pageCases(productIds: number[]): Array<[label: string, sample: string, paths: string[]]> {
  return [
    ['page /', 'home', ['/']],
    ['page /productDetail/:id', 'product', productIds.map((id) => `/productDetail/${id}`)],
  ];
}

/**
 * The pages are only server rendered from a built SPA (WEB_DIR, default dist/): without one the server has no
 * page to answer, so build it the way bench:web does (a production webpack build, a minute or two).
 */
export async function ensureWebBuild(): Promise<void> {
  const webDir = path.resolve(__dirname, '..', process.env.WEB_DIR ?? 'dist');
  if (existsSync(path.join(webDir, 'index.html'))) return;
  console.log(`No built SPA in ${webDir} (the pages need one): building it for production ...`);
  const { buildForProduction } = await import('./web-sizes');
  await buildForProduction(webDir);
}
