import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './head';

/** route-chunks.json of the build: each lazy page's chunk group -> the .js files it loads (webpack.config.ts). */
export type RouteChunks = Record<string, string[]>;

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** The pages shoppers land on from outside (search, shares, ads), by address; the SPA's router has the full list. */
const LANDING_ROUTES: Array<[pattern: RegExp, chunkGroup: string]> = [
  [/^\/$/, 'page-home'],
  [/^\/categoryDetail\/[^/]+$/, 'page-category'],
  [/^\/productDetail\/[^/]+$/, 'page-product'],
  [/^\/catalog\/[^/]+$/, 'page-catalog'],
  [/^\/catalogs$/, 'page-catalogs'],
  [/^\/looks$/, 'page-looks'],
  [/^\/looksDetail\/[^/]+$/, 'page-look'],
];

export function landingChunkGroup(pathname: string): string | undefined {
  return LANDING_ROUTES.find(([pattern]) => pattern.test(pathname))?.[1];
}

/** An older build without the list only loses the preloads. */
export async function readRouteChunks(webDir: string): Promise<RouteChunks> {
  try {
    return JSON.parse(await readFile(path.join(webDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  } catch {
    return {};
  }
}

/**
 * The template with `<link rel="preload">` for the page's own chunks, so they download beside the entry scripts
 * instead of after those have run and asked for them. Files the template already loads are skipped.
 */
export function withPreloads(template: string, files: string[]): string {
  const links = files
    .filter((file) => /^[\w.-]+\.js$/.test(file) && !template.includes(`/${file}`))
    .map((file) => `<link rel="preload" as="script" href="/${escapeHtml(file)}">`)
    .join('');
  return links ? template.replace(/<\/head>/i, () => `${links}</head>`) : template;
}
