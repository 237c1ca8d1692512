import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../deps';
import { errorBody } from '../errors';
import type { App } from '../http/app-type';

/** Paths that are never the SPA: an unknown one there is a JSON 404, not the shop's page. */
const API_PREFIXES = ['/api/', '/api', '/sandbox/', '/media/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * Serves the built SPA and answers every other GET that asks for HTML with index.html (history
 * fallback), so a reload on /productDetail/5 still opens the shop.
 */
export async function webRoutes(app: App, deps: AppDeps): Promise<void> {
  const webDir = deps.config.webDir;
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  let indexHtml: string | undefined;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      // Hashed bundles never change; index.html is read below and never cached.
      setHeaders: (res, filePath) => {
        if (/\.[0-9a-f]{8,}\./.test(path.basename(filePath))) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage && hasWeb) {
      indexHtml ??= await readFile(indexFile, 'utf8');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
