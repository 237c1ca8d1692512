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

function jsonLdOf(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
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
    expect(html).toContain('<title>Ko‘ylak midi — Платье миди | Libos</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="?description/g)).toHaveLength(1);
    expect(html).toContain('<div id=root></div>');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ko‘ylak midi',
      alternateName: 'Платье миди',
      description: 'Paxta',
      image: ['https://libos.test/media/dress-1.jpg', 'https://libos.test/media/dress-2.jpg'],
      sku: 'D-77',
      color: 'Qora',
      brand: { '@type': 'Brand', name: 'Libos' },
      offers: {
        '@type': 'Offer',
        url: `https://libos.test/productDetail/${dress.id}`,
        price: 280_000,
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('has the description in both languages, Open Graph tags and a canonical link', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${dress.id}?from=share` })).body;
    const description = metaContent(html, 'name', 'description');
    expect(description).toContain('Ko‘ylak midi — 280 000 so‘m. Paxta');
    expect(description).toContain('Платье миди — 280 000 сум. Хлопок');
    expect(metaContent(html, 'property', 'og:title')).toBe('Ko‘ylak midi — Платье миди | Libos');
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://libos.test/media/dress-1.jpg');
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://libos.test/productDetail/${dress.id}`);
    expect(metaContent(html, 'property', 'product:price:amount')).toBe('280000');
    expect(html).toContain(`<link rel="canonical" href="https://libos.test/productDetail/${dress.id}">`);
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();
  });

  it('escapes hostile names in text, attributes and JSON-LD', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${hostile.id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain(`${HOSTILE}`);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — &quot;$&amp;&#39; &lt;b&gt; | Libos</title>');
    expect(metaContent(html, 'property', 'og:title')).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — &quot;$&amp;&#39; &lt;b&gt; | Libos',
    );
    // Exactly the JSON-LD, the template's bundle script and the product's inlined API answer: nothing broke out.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain('<script type="application/json" id="libos-api-data">');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.name).toBe(HOSTILE);
    expect(jsonLd.alternateName).toBe(`"$&' <b>`);
    expect(jsonLd.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('still opens a withdrawn product, out of stock and kept out of search results', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/productDetail/${withdrawn.id}` });
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'name', 'robots')).toBe('noindex');
    expect(jsonLdOf(response.body).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('answers unknown and malformed ids with the plain page and 404', async () => {
    for (const url of ['/productDetail/999999', '/productDetail/abc', '/productDetail/0', '/productDetail/99999999999']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Libos</title>');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('shows a changed name once the catalogue is written to', async () => {
    const url = `/productDetail/${withdrawn.id}`;
    expect((await context.app.inject({ method: 'GET', url })).body).toContain('<title>Eski — Старое | Libos</title>');
    await context.db.update(products).set({ nameUZB: 'Yangi' }).where(eq(products.id, withdrawn.id));
    invalidateCatalogue();
    expect((await context.app.inject({ method: 'GET', url })).body).toContain('<title>Yangi — Старое | Libos</title>');
  });
});

describe('category addresses', () => {
  it('titles a category detail page with its names and product count', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/categoryDetail/${women.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Ayollar — Женщинам | Libos</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Ayollar: 1 ta mahsulot .* \/ Женщинам: 1 товар в интернет-магазине/);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://libos.test/media/women.jpg');
    expect(html).toContain(`<link rel="canonical" href="https://libos.test/categoryDetail/${women.id}">`);
    expect(html).not.toContain('application/ld+json');
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
    expect(html).toContain('<title>Ayollar — Женщинам | Libos</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Ayollar: Ko‘ylaklar\. .* \/ Женщинам: Платья\./);
    expect(html).toContain(`<link rel="canonical" href="https://libos.test/catalog/${women.id}">`);
  });

  it('answers an unknown category with the plain page and 404', async () => {
    for (const url of ['/categoryDetail/424242', '/catalog/424242', '/catalog/x']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Libos</title>');
    }
  });
});
