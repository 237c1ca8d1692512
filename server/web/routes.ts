import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { answerReads, landingReads, withInlineData } from './inline-data';
import { textsChunkGroups, withDocumentLanguage } from './language';
import { registerOgImageRoutes } from './og-image';
import { shopPages, type PageTemplate } from './pages';
import { loadPageDrawer } from './ssr/drawer';
import { landingChunkGroups, readRouteChunks, withPreloads } from './preload';
import { registerSitemapRoutes } from './sitemap';
import { isStaffPath } from './spa-pages';
import { staffChunkGroups, staffTextsGroups } from './staff-preloads';

/** Paths that are never the SPA: an unknown one there is a JSON 404, not the shop's page. */
const API_PREFIXES = ['/api/', '/api', '/sandbox/', '/media/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * A path whose last segment has a file extension asks for a file (/nope.js, /logo.png), not a page: when no such
 * file exists it is a 404, so a missing script or picture fails as one instead of arriving as the shop's HTML.
 * index.html is the page itself.
 */
export function isFileRequest(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,12}$/.test(last) && pathname !== '/index.html';
}

/** webpack names bundles with a content hash (main.0f3a9c1d2b.js), so a name never points at other bytes. */
export function isHashedAsset(filePath: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i.test(path.basename(filePath));
}

/**
 * Serves the built SPA and answers every other GET that asks for HTML with the shop's page (history fallback), so a
 * reload on /productDetail/5 still opens the shop. Landing addresses carry their own head tags in their language and
 * come drawn by the server (pages.ts); robots.txt and the sitemaps are built from the catalogue (sitemap.ts).
 */
export const webPlugin: DomainPlugin = async (app, { deps }) => {
  // Link previews' raster pictures (og-image.ts): answered whether or not the SPA is built.
  registerOgImageRoutes(app, deps);
  const webDir = deps.config.webDir;
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // The staff application is an entry of its own (webpack.config.ts); a build without it serves the shop's page.
  const staffFile = path.join(webDir, 'staff.html');
  const hasStaffPage = existsSync(staffFile);
  const builtPages = new Map<string, Promise<string>>();
  const readPage = (file: string) => {
    let page = builtPages.get(file);
    if (!page) {
      page = readFile(file, 'utf8');
      page.catch(() => builtPages.delete(file));
      builtPages.set(file, page);
    }
    return page;
  };
  const readIndex = (pathname?: string) => readPage(hasStaffPage && pathname !== undefined && isStaffPath(pathname) ? staffFile : indexFile);
  const routeChunks = hasWeb ? await readRouteChunks(webDir) : {};
  // index.html with the preloads of one route, made once per route: the build never changes under a process.
  const withRoutePreloads = new Map<string, Promise<string>>();
  const html = (pathname?: string, staffSignedIn = false) => {
    const wanted = pathname === undefined ? [] : isStaffPath(pathname) ? staffChunkGroups(pathname, staffSignedIn) : landingChunkGroups(pathname);
    const groups = wanted.filter((name) => routeChunks[name]);
    if (groups.length === 0) return readIndex(pathname);
    const group = groups.join('+');
    const files = groups.flatMap((name) => routeChunks[name] ?? []);
    let page = withRoutePreloads.get(group);
    if (!page) {
      page = readIndex(pathname).then((index) => withPreloads(index, files));
      page.catch(() => withRoutePreloads.delete(group));
      withRoutePreloads.set(group, page);
    }
    return page;
  };
  const template: PageTemplate = {
    html,
    inLanguage(page, pathname, language, staffSignedIn = false) {
      const groups = isStaffPath(pathname) ? staffTextsGroups(language, staffSignedIn) : textsChunkGroups(language, pathname);
      const texts = groups.flatMap((group) => routeChunks[group] ?? []);
      return withPreloads(withDocumentLanguage(page, language), texts);
    },
    // Per request: the page's first API reads, as fresh as the API's own answers (inline-data.ts).
    withFirstReads: async (page, pathname) => withInlineData(page, await answerReads(app, landingReads(pathname))),
    // The layout's own lazy part drawn at once is the signed-in shopper's avatar (webpack.config.ts, drawnAtOnce).
    stylesheets: (pathname, signedIn) =>
      [...(signedIn ? ['layout'] : []), ...landingChunkGroups(pathname)].flatMap((group) => routeChunks[`styles:${group}`] ?? []),
  };
  const sendShopPage = shopPages(app, deps, template, loadPageDrawer(webDir, deps.config.serverRendering));

  registerSitemapRoutes(app, deps);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz twins of its bundles; a browser that accepts one gets it.
      preCompressed: true,
      // index.html is a page (served below, with head tags); robots.txt and sitemaps are built per shop; the server's
      // drawing bundle (ssr/) is the server's own.
      globIgnore: ['index.html', 'staff.html', 'robots.txt', 'sitemap*.xml', 'route-chunks.json', 'ssr/**', '**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isFileRequest(pathname);
    // Every page of the shop (pages.ts): landing pages with their heads, drawn by the server when it can; the SPA
    // shows its not-found page at an address it has no page for, with status 404.
    if (wantsPage && hasWeb) return sendShopPage(request, reply);
    return reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${pathname}`));
  });
};
