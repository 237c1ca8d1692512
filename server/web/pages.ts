import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressLanguage, type Language } from '../../src/i18n/languages';
import { SESSION_COOKIE_NAMES } from '../../contract/pageDrawing';
import { currentCatalogueVersion, ResponseCache, type CacheEntry } from '../catalogue/cache';
import type { AppDeps } from '../deps';
import type { App } from '../http/app-type';
import { shopOrigin } from '../http/shop-origin';
import { injectHead } from './head';
import { withImagePreloads } from './image-preloads';
import { serverRead } from './inline-data';
import { cookieValue, visitorLanguage } from './language';
import { landingPage, type LandingPage } from './landing-heads';
import { isSpaPage } from './spa-pages';
import { carriesStaffSession } from './staff-preloads';
import { drawnDocument, hasRoot } from './ssr/document';
import type { PageDrawer } from './ssr/drawer';

export interface PageTemplate {
  /**
   * The SPA's index.html as built (read once: a release replaces the process too), with the preloads of the page at
   * `pathname` when given. The same for every visitor, so it may be cached.
   */
  html(pathname?: string, staffSignedIn?: boolean): Promise<string>;
  /**
   * The page in `language`: its `<html lang>` and the texts the SPA fetches first there preloaded. A staff page's
   * preloads (`html` and these) follow whether the staff token came with the request (staff-preloads.ts).
   */
  inLanguage(html: string, pathname: string, language: Language, staffSignedIn?: boolean): string;
  /** What the SPA draws a page from (the shell): the page's first API reads answered in it (inline-data.ts). */
  withFirstReads(html: string, pathname: string): Promise<string>;
  /** The stylesheets of the page at `pathname` and of the lazy parts it draws at once (signed in: the avatar too). */
  stylesheets(pathname: string, signedIn: boolean): string[];
}

/** A page ready to send: its status, and its bytes compressed once per encoding (a cached page is sent many times). */
interface ReadyPage {
  status: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to send a page in: brotli or gzip when the browser takes it, else none. */
function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function compressed(page: ReadyPage, encoding: 'br' | 'gzip'): Buffer {
  // Brotli at a quick level: a few milliseconds, most of the saving; kept on the page for its next sending.
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
    });
    return page.br;
  }
  page.gzip ??= gzipSync(page.body, { level: 6 });
  return page.gzip;
}

function send(reply: FastifyReply, page: ReadyPage): FastifyReply {
  reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // Pages differ by the visitor's language (its cookie, else the browser's) and by whether a session is there.
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  // A page carries its markup and its first API reads: tens of kilobytes that a phone would otherwise download whole.
  const encoding = page.body.length > 1024 ? pageEncoding(reply.request.headers['accept-encoding']) : null;
  return encoding ? reply.header('content-encoding', encoding).send(compressed(page, encoding)) : reply.send(page.body);
}

/** The page's language: the address's (`?lang=`), else the visitor's (language.ts). */
export function pageLanguage(request: FastifyRequest): Language {
  return addressLanguage(request.url.split('?')[1]) ?? visitorLanguage(request);
}

/** Whether the request carries a session (session.ts's cookies): its header is drawn signed in. Not checked here. */
function carriesSession(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return Boolean(cookieValue(cookie, SESSION_COOKIE_NAMES.accessToken) && cookieValue(cookie, SESSION_COOKIE_NAMES.customerId));
}

/** The template with a landing page's head tags and its first pictures preloaded. */
function withLandingHead(html: string, landing: LandingPage): string {
  return withImagePreloads(injectHead(html, landing.head), landing.images);
}

function beforeTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not drawn in ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The shop's pages. A landing page (landing-heads.ts) carries its own head in its language and, with a drawer
 * (server rendering), comes drawn by the SPA's components with the state to hydrate from, cached per address,
 * language and signed-in state until the catalogue changes (across servers, as the catalogue cache is). A page that
 * cannot be drawn in time, or without a drawer, is the shell the SPA draws, with the same head; private pages are
 * the plain shell.
 */
export function shopPages(app: App, deps: AppDeps, template: PageTemplate, drawer: PageDrawer | null) {
  const cache = new ResponseCache(deps.clock, { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 });
  const ready = new WeakMap<CacheEntry, ReadyPage>();
  const drawing = new Map<string, Promise<ReadyPage | null>>();
  const read = serverRead(app);

  /** The landing page drawn, or null when it could not be (logged: the shopper gets the shell). */
  async function draw(key: string, url: string, landing: LandingPage, language: Language, signedIn: boolean): Promise<ReadyPage | null> {
    if (!drawer) return null;
    const [pathname = '/'] = url.split('?');
    const version = currentCatalogueVersion();
    try {
      // The drawing gives up by itself; the server does not wait past that either way. A drawn page is cached, so a
      // page that takes longer than this (config.drawingTimeoutMs) is rare.
      const timeoutMs = deps.config.drawingTimeoutMs;
      const drawn = await beforeTimeout(drawer({ url, language, signedIn, read, timeoutMs }), timeoutMs + 250);
      const page = withLandingHead(await template.html(pathname), landing);
      if (!hasRoot(page)) return null;
      const html = drawnDocument(template.inLanguage(page, pathname, language), drawn, template.stylesheets(pathname, signedIn));
      const entry = cache.set(key, html, version);
      const result: ReadyPage = { status: landing.status, body: entry.body };
      ready.set(entry, result);
      return result;
    } catch (error) {
      app.log.warn({ err: error, url }, 'could not draw the page: sending the shell');
      return null;
    }
  }

  /*
   * The shell of a landing page without a drawer: its head (the landing's reads from the database) cached like a
   * drawn page; its first API reads are put in per request, as fresh as the API's own answers.
   */
  const shellStatus = new WeakMap<CacheEntry, number>();

  async function shell(key: string, pathname: string, language: Language, landing: LandingPage | null, version: number, staffSignedIn: boolean): Promise<ReadyPage> {
    const base = await template.html(pathname, staffSignedIn);
    const page = template.inLanguage(landing ? withLandingHead(base, landing) : base, pathname, language, staffSignedIn);
    const status = landing?.status ?? (isSpaPage(pathname) ? 200 : 404);
    if (landing && !drawer) shellStatus.set(cache.set(`shell ${key}`, page, version), status);
    return { status, body: Buffer.from(await template.withFirstReads(page, pathname)) };
  }

  async function cachedShell(key: string, pathname: string): Promise<ReadyPage | null> {
    const hit = cache.get(`shell ${key}`);
    const status = hit && shellStatus.get(hit);
    if (!hit || status === undefined) return null;
    return { status, body: Buffer.from(await template.withFirstReads(hit.body.toString('utf8'), pathname)) };
  }

  return async function sendShopPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const [pathname = '/', query = ''] = request.url.split('?');
    const language = pageLanguage(request);
    const signedIn = carriesSession(request);
    const publicUrl = shopOrigin(request, deps.config);
    const key = `${publicUrl} ${language} ${signedIn ? 'in' : 'out'} ${request.url}`;
    const hit = drawer && cache.get(key);
    const known = hit && ready.get(hit);
    if (known) return send(reply, known);
    const knownShell = drawer ? null : await cachedShell(key, pathname);
    if (knownShell) return send(reply, knownShell);
    const version = currentCatalogueVersion();
    const landing = await landingPage(deps, { pathname, search: query, language, publicUrl });
    if (landing && drawer) {
      // One drawing per address at a time: a burst on a cold page waits for it instead of drawing it again.
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(key, request.url, landing, language, signedIn).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const drawn = await pending;
      if (drawn) return send(reply, drawn);
    }
    // A staff page is no landing page (never drawn, never cached): its preloads follow the staff token's cookie.
    return send(reply, await shell(key, pathname, language, landing, version, carriesStaffSession(request.headers.cookie)));
  };
}
