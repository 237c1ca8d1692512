import { gzipSync } from 'node:zlib';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentCatalogueVersion, ResponseCache, type CacheEntry } from '../catalogue/cache';
import { activeProductCount, activeProductStamps, categoryTree } from '../catalogue/service';
import type { Executor } from '../db/client';
import type { AppDeps } from '../deps';
import { errorBody } from '../errors';
import type { App } from '../http/app-type';
import { shopOrigin } from '../http/shop-origin';
import { supportedLanguages } from '../../src/i18n/languages';
import { escapeHtml, languageAddresses } from './head';

/** The sitemap protocol's limit of addresses in one file. */
export const MAX_SITEMAP_URLS = 50_000;

/** The SPA's information pages (src/features/info/infoTopics.ts) and the other pages worth finding. */
export const STATIC_PATHS = ['/', '/catalogs', '/looks', '/about', '/terms', '/branches', '/contact', '/privacy'];

/** Private or per-visitor addresses that crawlers should leave alone. */
export const DISALLOWED_PATHS = ['/api/', '/sandbox/', '/profile', '/my-', '/cart', '/favorites', '/searchResult'];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** Each page is listed once per language (`?lang=uz`, `?lang=ru`): the addresses a file's limit counts. */
const ADDRESSES_PER_PAGE = supportedLanguages.length;

/**
 * A page's addresses, one <url> per language, each naming all of them and the bare address (x-default) as its
 * alternates: the sitemap form of the pages' own hreflang links (head.ts languageAddresses).
 */
function urlEntries(publicUrl: string, { path, lastmod }: SitemapUrl): string[] {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return supportedLanguages.map((language) => {
    const { canonicalUrl, alternates } = languageAddresses(publicUrl, path, language);
    const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`);
    return `<url><loc>${escapeHtml(canonicalUrl)}</loc>${modified}${links.join('')}</url>`;
  });
}

function urlset(publicUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.flatMap((url) => urlEntries(publicUrl, url));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, paths: string[]): string {
  const entries = paths.map((path) => `<sitemap><loc>${escapeHtml(publicUrl + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Home, the information pages, every category (and every parent's catalogue page). */
async function pageUrls(db: Executor): Promise<SitemapUrl[]> {
  const tree = await categoryTree(db);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...tree.filter((category) => category.parentId === null).map((category) => ({ path: `/catalog/${category.id}` })),
    ...tree.map((category) => ({ path: `/categoryDetail/${category.id}` })),
  ];
}

async function productUrls(db: Executor, range: { offset: number; limit: number }): Promise<SitemapUrl[]> {
  const rows = await activeProductStamps(db, range);
  return rows.map((row) => ({ path: `/productDetail/${row.id}`, lastmod: row.stockedAt }));
}

/** How many products' addresses fit one file of `urlsPerFile` addresses: each product has one per language. */
function productsPerFile(urlsPerFile: number): number {
  return Math.max(1, Math.floor(urlsPerFile / ADDRESSES_PER_PAGE));
}

export function productFileCount(productCount: number, urlsPerFile: number): number {
  return Math.max(1, Math.ceil(productCount / productsPerFile(urlsPerFile)));
}

/**
 * /sitemap.xml is one file while every address fits the protocol's limit; past it, an index of /sitemap-pages.xml
 * and /sitemap-products-N.xml files of `urlsPerFile` addresses each (each product listed in both languages).
 */
export class SitemapBuilder {
  constructor(
    private readonly db: Executor,
    private readonly publicUrl: string,
    private readonly urlsPerFile = MAX_SITEMAP_URLS,
  ) {}

  async root(): Promise<string> {
    const [pages, products] = await Promise.all([pageUrls(this.db), activeProductCount(this.db)]);
    if ((pages.length + products) * ADDRESSES_PER_PAGE <= this.urlsPerFile) {
      return urlset(this.publicUrl, [...pages, ...(await productUrls(this.db, { offset: 0, limit: products }))]);
    }
    const files = productFileCount(products, this.urlsPerFile);
    const productFiles = Array.from({ length: files }, (_, index) => `/sitemap-products-${index + 1}.xml`);
    return sitemapIndex(this.publicUrl, ['/sitemap-pages.xml', ...productFiles]);
  }

  async pages(): Promise<string> {
    return urlset(this.publicUrl, await pageUrls(this.db));
  }

  /** Null past the last file. */
  async products(fileNumber: number): Promise<string | null> {
    const files = productFileCount(await activeProductCount(this.db), this.urlsPerFile);
    if (!Number.isInteger(fileNumber) || fileNumber < 1 || fileNumber > files) return null;
    const limit = productsPerFile(this.urlsPerFile);
    return urlset(this.publicUrl, await productUrls(this.db, { offset: (fileNumber - 1) * limit, limit }));
  }
}

/** `gzip` (or `*`) listed in Accept-Encoding without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

const SitemapFileParams = Type.Object({ file: Type.String() });

/**
 * robots.txt and the sitemaps, built from the catalogue with the shop's address: PUBLIC_URL, or without it the
 * address the crawler asked at (shopOrigin), each cached apart.
 */
export function registerSitemapRoutes(app: App, deps: AppDeps, urlsPerFile = MAX_SITEMAP_URLS): void {
  const builderFor = (request: FastifyRequest) => new SitemapBuilder(deps.db, shopOrigin(request, deps.config), urlsPerFile);
  // Sitemaps are read by crawlers, rarely and all at once; a few minutes' delay for a new product is fine.
  const cache = new ResponseCache(deps.clock, { maxEntries: 100, maxBytes: 128 * 1024 * 1024, ttlMs: 10 * 60_000 });
  // The gzipped twin of a cached answer lives and dies with it.
  const gzipped = new WeakMap<CacheEntry, Buffer>();

  async function sendXml(request: FastifyRequest, reply: FastifyReply, file: string, build: (builder: SitemapBuilder) => Promise<string | null>) {
    const key = `${shopOrigin(request, deps.config)} ${file}`;
    let entry = cache.get(key);
    if (!entry) {
      const version = currentCatalogueVersion();
      const xml = await build(builderFor(request));
      if (xml === null) return reply.status(404).send(errorBody('NOT_FOUND', `No sitemap ${request.url.split('?')[0]}`));
      entry = cache.set(key, xml, version);
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(entry.body);
    let body = gzipped.get(entry);
    if (!body) {
      body = gzipSync(entry.body);
      gzipped.set(entry, body);
    }
    return reply.header('content-encoding', 'gzip').send(body);
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(shopOrigin(request, deps.config))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => sendXml(request, reply, 'root', (builder) => builder.root()));
  app.get('/sitemap-pages.xml', { schema: { hide: true } }, (request, reply) => sendXml(request, reply, 'pages', (builder) => builder.pages()));
  app.get('/sitemap-products-:file.xml', { schema: { hide: true, params: SitemapFileParams } }, (request, reply) => {
    const fileNumber = /^[1-9]\d{0,5}$/.test(request.params.file) ? Number(request.params.file) : 0;
    return sendXml(request, reply, `products-${fileNumber}`, (builder) => builder.products(fileNumber));
  });
}
