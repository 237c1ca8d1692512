import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './head';

/** route-chunks.json of the build: each lazy page's chunk group -> the .js and .css files it loads (webpack.config.ts). */
export type RouteChunks = Record<string, string[]>;

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The pages shoppers land on from outside (search, shares, ads), by address; the SPA's router has the full list. The
 * home, category and product pages draw their first screen with CSS modules (the category page fetches its MUI
 * filters once it shows); the others are drawn with MUI, whose theme is its own chunk group
 * (src/components/theme/ThemeScope.tsx).
 */
const THEME_GROUP = 'shop-theme';
const LANDING_ROUTES: Array<[pattern: RegExp, chunkGroups: string[]]> = [
  [/^\/$/, ['page-home']],
  [/^\/categoryDetail\/[^/]+$/, ['page-category']],
  [/^\/productDetail\/[^/]+$/, ['page-product']],
  [/^\/catalog\/[^/]+$/, ['page-catalog', THEME_GROUP]],
  [/^\/catalogs$/, ['page-catalogs', THEME_GROUP]],
  [/^\/looks$/, ['page-looks', THEME_GROUP]],
  [/^\/looksDetail\/[^/]+$/, ['page-look', THEME_GROUP]],
  [/^\/searchResult$/i, ['page-search', THEME_GROUP]],
  [/^\/(about|terms|branches|contact|privacy)$/i, ['page-info', THEME_GROUP]],
];

/** The chunk groups a landing page needs before it can draw, or an empty list for other addresses. */
export function landingChunkGroups(pathname: string): string[] {
  return LANDING_ROUTES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
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
  const links = [...new Set(files)]
    .filter((file) => /^[\w.-]+\.(js|css)$/.test(file) && !template.includes(`/${file}`))
    .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${escapeHtml(file)}">`)
    .join('');
  return links ? template.replace(/<\/head>/i, () => `${links}</head>`) : template;
}
