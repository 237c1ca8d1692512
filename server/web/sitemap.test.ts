import { gunzipSync } from 'node:zlib';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { openTestDatabase } from '../../test/server/harness';
import type { DatabaseHandle } from '../db/client';
import { infoTopics } from '../../src/features/info/infoTopics';
import { acceptsGzip, robotsTxt, SitemapBuilder, STATIC_PATHS } from './sitemap';
import { createWebTestApp, type WebTestContext } from './web-test-app';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** A page's two addresses, one per language, as the sitemap lists them. */
const inBothLanguages = (address: string) => [`${address}?lang=uz`, `${address}?lang=ru`];

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of private addresses and names the sitemap', async () => {
    const context = await createWebTestApp({ files: { 'robots.txt': 'User-agent: *\nDisallow: /\n' } });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /sandbox/',
          'Disallow: /profile',
          'Disallow: /my-',
          'Disallow: /cart',
          'Sitemap: https://libos.test/sitemap.xml',
        ]),
      );
      // A stale robots.txt left in the build never wins over the shop's own.
      expect(lines).not.toContain('Disallow: /');
    } finally {
      await context.close();
    }
  });

  it('follows the configured public address', () => {
    expect(robotsTxt('https://libos.uz')).toContain('Sitemap: https://libos.uz/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  let context: WebTestContext;
  let ids: { parent: number; child: number; active: number; inactive: number };

  beforeAll(async () => {
    context = await createWebTestApp();
    const parent = await insertCategory(context.db, { nameUZB: 'Erkaklar', nameRUS: 'Мужчинам' });
    const child = await insertCategory(context.db, { nameUZB: 'Shimlar', nameRUS: 'Брюки', parentId: parent.id });
    const { product: active } = await insertProduct(context.db, { categoryIds: [child.id], stockedAt: new Date('2026-03-04T10:00:00Z') });
    const { product: inactive } = await insertProduct(context.db, { active: false });
    ids = { parent: parent.id, child: child.id, active: active.id, inactive: inactive.id };
  });
  afterAll(() => context.close());

  it('lists home, the information pages, every category and every active product with its date, in both languages', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const urls = locs(xml);
    expect(urls).toEqual(
      expect.arrayContaining(
        [
          'https://libos.test/',
          'https://libos.test/about',
          'https://libos.test/privacy',
          `https://libos.test/catalog/${ids.parent}`,
          `https://libos.test/categoryDetail/${ids.parent}`,
          `https://libos.test/categoryDetail/${ids.child}`,
          `https://libos.test/productDetail/${ids.active}`,
        ].flatMap(inBothLanguages),
      ),
    );
    expect(urls.every((url) => /\?lang=(uz|ru)$/.test(url))).toBe(true);
    expect(urls).not.toContain(`https://libos.test/productDetail/${ids.inactive}?lang=uz`);
    expect(urls).not.toContain(`https://libos.test/catalog/${ids.child}?lang=uz`);
    expect(new Set(urls).size).toBe(urls.length);
    const product = `https://libos.test/productDetail/${ids.active}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="uz" href="${product}?lang=uz"/>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${product}?lang=ru"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${product}"/>`;
    for (const language of ['uz', 'ru']) {
      expect(xml).toContain(`<url><loc>${product}?lang=${language}</loc><lastmod>2026-03-04</lastmod>${alternates}</url>`);
    }
  });

  it('is sent gzipped to a client that accepts it', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const zipped = await context.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers a product sitemap file past the last one with 404', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/sitemap-products-2.xml' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/sitemap-products-x.xml' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/sitemap-products-1.xml' })).statusCode).toBe(200);
  });

  it('names every information page of the shop', () => {
    for (const topic of infoTopics) expect(STATIC_PATHS).toContain(`/${topic}`);
  });
});

describe('a sitemap past the per-file limit', () => {
  let handle: DatabaseHandle;
  let productIds: number[];
  beforeAll(async () => {
    handle = await openTestDatabase();
    await insertCategory(handle.db);
    productIds = [];
    for (let index = 0; index < 5; index += 1) productIds.push((await insertProduct(handle.db)).product.id);
  });
  afterAll(() => handle.close());

  it('becomes an index of a pages file and product files that together hold every product once per language', async () => {
    // Four addresses a file: two products, each in both languages.
    const builder = new SitemapBuilder(handle.db, 'https://libos.test', 4);
    const index = await builder.root();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://libos.test/sitemap-pages.xml',
      'https://libos.test/sitemap-products-1.xml',
      'https://libos.test/sitemap-products-2.xml',
      'https://libos.test/sitemap-products-3.xml',
    ]);
    const files = await Promise.all([1, 2, 3].map((file) => builder.products(file)));
    for (const xml of files) expect(locs(xml!).length).toBeLessThanOrEqual(4);
    const listed = files.flatMap((xml) => locs(xml!));
    expect(listed).toEqual(productIds.flatMap((id) => inBothLanguages(`https://libos.test/productDetail/${id}`)));
    expect(await builder.products(4)).toBeNull();
    expect(locs(await builder.pages())).toContain('https://libos.test/?lang=ru');
  });

  it('counts addresses, not pages: what fits in one file as pages may not as addresses', async () => {
    const pages = locs(await new SitemapBuilder(handle.db, 'https://libos.test').pages()).length / 2;
    const total = pages + productIds.length;
    expect(locs(await new SitemapBuilder(handle.db, 'https://libos.test', total * 2).root())).toHaveLength(total * 2);
    expect(await new SitemapBuilder(handle.db, 'https://libos.test', total * 2 - 1).root()).toContain('<sitemapindex');
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding list with its quality values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, *;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
