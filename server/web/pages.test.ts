import type { AddressInfo } from 'node:net';
import { createCustomer } from '../../test/server/harness';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { invalidateCatalogue } from '../catalogue/cache';
import { products } from '../db/schema/catalogue';
import { reviews } from '../db/schema/reviews';
import { TokenService } from '../http/tokens';
import { eq } from 'drizzle-orm';
import { createWebTestApp, type WebTestContext } from './web-test-app';

const HOSTILE = '</script><script>alert(1)</script>';

let context: WebTestContext;
let dress: { id: number };
let hostile: { id: number };
let withdrawn: { id: number };
let women: { id: number };
let dresses: { id: number };

beforeAll(async () => {
  context = await createWebTestApp();
  const { db } = context;
  women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам', horizontalImage: '/media/women.jpg' });
  dresses = await insertCategory(db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья', parentId: women.id });
  ({ product: dress } = await insertProduct(db, {
    nameUZB: 'Ko‘ylak midi',
    nameRUS: 'Платье миди',
    referenceNumber: 'D-77',
    sellPrice: 350_000,
    sale: 20,
    categoryIds: [dresses.id],
    images: ['/media/dress-1.jpg', '/media/dress-2.jpg'],
    sizes: { S: 2, M: 0 },
  }));
  ({ product: hostile } = await insertProduct(db, { nameUZB: HOSTILE, nameRUS: `"$&' <b>`, sizes: { S: 0 } }));
  ({ product: withdrawn } = await insertProduct(db, { nameUZB: 'Eski', nameRUS: 'Старое', active: false }));
  const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256');
  const first = await createCustomer({ db, tokens });
  const second = await createCustomer({ db, tokens });
  await db.insert(reviews).values([
    { customerId: first.customer.id, productId: dress.id, rating: 5, content: 'Zo‘r' },
    { customerId: second.customer.id, productId: dress.id, rating: 4, content: 'Yaxshi' },
  ]);
});
afterAll(() => context.close());

/** The page's JSON-LD node of `type` (a page carries one script element per node). */
function jsonLdOf(html: string, type = 'Product'): Record<string, unknown> {
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const node = nodes.find((each) => each['@type'] === type);
  if (!node) throw new Error(`no ${type} JSON-LD in the page`);
  return node;
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`));
  return match?.[1];
}

describe('a product address', () => {
  it('carries the title and valid JSON-LD when fetched over plain HTTP, without JavaScript', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/productDetail/${dress.id}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Ko‘ylak midi | Libos</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="?description/g)).toHaveLength(1);
    expect(html).toContain('<div id=root></div>');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ko‘ylak midi',
      description: 'Paxta',
      image: ['https://libos.test/media/dress-1.jpg', 'https://libos.test/media/dress-2.jpg'],
      sku: 'D-77',
      color: 'Qora',
      brand: { '@type': 'Brand', name: 'Libos' },
      offers: {
        '@type': 'Offer',
        url: `https://libos.test/productDetail/${dress.id}?lang=uz`,
        price: 280_000,
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('has the description in the page’s language alone, Open Graph tags, the canonical and the alternates', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${dress.id}?from=share` })).body;
    const description = metaContent(html, 'name', 'description');
    expect(description).toContain('Ko‘ylak midi — 280 000 so‘m. Paxta');
    expect(description).not.toContain('Платье');
    expect(metaContent(html, 'property', 'og:title')).toBe('Ko‘ylak midi | Libos');
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^https://libos.test/og/product/${dress.id}\\.jpg`));
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://libos.test/productDetail/${dress.id}?lang=uz`);
    expect(metaContent(html, 'property', 'product:price:amount')).toBe('280000');
    expect(html).toContain(`<link rel="canonical" href="https://libos.test/productDetail/${dress.id}?lang=uz">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ru" href="https://libos.test/productDetail/${dress.id}?lang=ru">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="https://libos.test/productDetail/${dress.id}">`);
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();
  });

  it('is in Russian alone at its ?lang=ru address, whatever the visitor’s own language', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/productDetail/${dress.id}?lang=ru`, headers: { cookie: 'language=uz' } });
    expect(response.body).toContain('<html lang="ru"');
    expect(response.body).toContain('<title>Платье миди | Libos</title>');
    expect(metaContent(response.body, 'name', 'description')).toContain('Платье миди — 280 000 сум. Хлопок');
    expect(metaContent(response.body, 'property', 'og:locale')).toBe('ru_RU');
  });

  it('escapes hostile names in text, attributes and JSON-LD', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${hostile.id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain(`${HOSTILE}`);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Libos</title>');
    expect(metaContent(html, 'property', 'og:title')).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Libos');
    // Exactly the JSON-LD nodes (product, breadcrumbs), the template's bundle script and the product's inlined API
    // answer: nothing broke out.
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(html).toContain('<script type="application/json" id="libos-api-data">');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.name).toBe(HOSTILE);
    const russian = (await context.app.inject({ method: 'GET', url: `/productDetail/${hostile.id}?lang=ru` })).body;
    expect(jsonLdOf(russian).name).toBe(`"$&' <b>`);
    expect(russian).toContain('<title>&quot;$&amp;&#39; &lt;b&gt; | Libos</title>');
    expect(jsonLd.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('still opens a withdrawn product, out of stock and kept out of search results', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/productDetail/${withdrawn.id}` });
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'name', 'robots')).toBe('noindex');
    expect(jsonLdOf(response.body).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('answers unknown and malformed ids with the not-found page’s head and 404', async () => {
    for (const url of ['/productDetail/999999', '/productDetail/abc', '/productDetail/0', '/productDetail/99999999999']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Sahifa topilmadi | Libos</title>');
      expect(metaContent(response.body, 'name', 'robots')).toBe('noindex');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('shows a changed name once the catalogue is written to', async () => {
    const url = `/productDetail/${withdrawn.id}`;
    expect((await context.app.inject({ method: 'GET', url })).body).toContain('<title>Eski | Libos</title>');
    await context.db.update(products).set({ nameUZB: 'Yangi' }).where(eq(products.id, withdrawn.id));
    // Until then the page's head is served from its cache, like the catalogue's answers.
    expect((await context.app.inject({ method: 'GET', url })).body).toContain('<title>Eski | Libos</title>');
    invalidateCatalogue();
    expect((await context.app.inject({ method: 'GET', url })).body).toContain('<title>Yangi | Libos</title>');
  });
});

describe('category addresses', () => {
  it('titles a category detail page with its names and product count', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/categoryDetail/${women.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Ayollar | Libos</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Ayollar: 1 ta mahsulot Libos onlayn do‘konida/);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^https://libos.test/og/category/${women.id}\\.jpg`));
    expect(html).toContain(`<link rel="canonical" href="https://libos.test/categoryDetail/${women.id}?lang=uz">`);
    expect(jsonLdOf(html, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Bosh sahifa' }, { name: 'Ayollar' }] });
    const russian = (await context.app.inject({ method: 'GET', url: `/categoryDetail/${women.id}?lang=ru` })).body;
    expect(russian).toContain('<title>Женщинам | Libos</title>');
    expect(metaContent(russian, 'name', 'description')).toMatch(/^Женщинам: 1 товар в интернет-магазине/);
  });

  it('preloads the first cards’ pictures of the default listing, not of a sorted or filtered one', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
    const plain = (await context.app.inject({ method: 'GET', url: `/categoryDetail/${women.id}` })).body;
    expect(preloads(plain)).toEqual(['/media/dress-1.jpg']);
    expect(plain).toContain('<link rel="preload" as="image" href="/media/dress-1.jpg" fetchpriority="high">');
    // A later page of the same listing starts with the same cards; another order or a filter does not.
    expect(preloads((await context.app.inject({ method: 'GET', url: `/categoryDetail/${women.id}?page=1` })).body)).toEqual(['/media/dress-1.jpg']);
    for (const query of ['sort=priceAsc', 'sizes=M', 'minPrice=1000']) {
      expect(preloads((await context.app.inject({ method: 'GET', url: `/categoryDetail/${women.id}?${query}` })).body)).toEqual([]);
    }
  });

  it('lists the subcategories in a catalogue page description', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/catalog/${women.id}` })).body;
    expect(html).toContain('<title>Ayollar | Libos</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Ayollar: Ko‘ylaklar\./);
    expect(html).toContain(`<link rel="canonical" href="https://libos.test/catalog/${women.id}?lang=uz">`);
    const russian = (await context.app.inject({ method: 'GET', url: `/catalog/${women.id}?lang=ru` })).body;
    expect(metaContent(russian, 'name', 'description')).toMatch(/^Женщинам: Платья\./);
  });

  it('answers an unknown category with the not-found page’s head and 404', async () => {
    for (const url of ['/categoryDetail/424242', '/catalog/424242', '/catalog/x']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Sahifa topilmadi | Libos</title>');
    }
  });
});
