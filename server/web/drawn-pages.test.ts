import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { categories, productCategories, products } from '../db/schema/catalogue';
import { looks } from '../db/schema/home';
import { seedDemo } from '../db/seed/index';
import { jsonLdNodes, productShapeProblems } from './testing/schema-org';
import { createWebTestApp, type WebTestContext } from './web-test-app';

/*
 * The landing pages as a crawler, a link preview or a phone before its scripts run gets them: drawn by the server
 * with the SPA's own components (here from its source), in the address's language, with the state to hydrate from.
 */

let context: WebTestContext;
let product: { id: number; nameUZB: string; nameRUS: string };
let category: { id: number };
let parent: { id: number };
let look: { id: number };

beforeAll(async () => {
  context = await createWebTestApp({ seed: (db) => seedDemo(db, { productCount: 12, now: new Date('2026-11-20T09:00:00Z') }), drawsPages: true });
  const { db } = context;
  [product] = await db.select({ id: products.id, nameUZB: products.nameUZB, nameRUS: products.nameRUS }).from(products).where(eq(products.active, true)).orderBy(asc(products.id)).limit(1);
  [parent] = await db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
  // A category with the product in it, so its page lists cards.
  [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(productCategories, eq(productCategories.categoryId, categories.id))
    .where(and(isNotNull(categories.parentId), eq(productCategories.productId, product.id)))
    .limit(1);
  [look] = await db.select({ id: looks.id }).from(looks).orderBy(asc(looks.id)).limit(1);
});
afterAll(() => context.close());

const LANGUAGES = ['uz', 'ru'] as const;
const CURRENCY = { uz: 'so‘m', ru: 'сум' };

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ method: 'GET', url, headers });
  const html = response.body;
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="libos-page-state">/.exec(html)?.[1] ?? '';
  const text = root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return { status: response.statusCode, html, root, text, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', meta };
}

const withLanguage = (url: string, language: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;

describe('a landing page drawn by the server', () => {
  it.each(LANGUAGES)('has a product’s name, price, picture and alternates in %s, before any script', async (language) => {
    const other = language === 'uz' ? 'ru' : 'uz';
    const drawn = await page(withLanguage(`/productDetail/${product.id}`, language));
    expect(drawn.status).toBe(200);
    expect(drawn.html).toContain(`<html lang="${language}"`);
    const name = language === 'uz' ? product.nameUZB : product.nameRUS;
    const otherName = language === 'uz' ? product.nameRUS : product.nameUZB;
    expect(drawn.title).toBe(`${name} | Libos`);
    expect(drawn.title).not.toContain(otherName);
    expect(drawn.meta('description')).not.toContain(otherName);
    expect(drawn.text).toContain(name);
    expect(drawn.text).toMatch(new RegExp(`\\d[\\d\\s]* ${CURRENCY[language]}`));
    expect(drawn.root).toMatch(/<img [^>]*src="\/media\/[^"]+"[^>]*fetchpriority="high"/i);
    expect(drawn.html).toContain(`hreflang="${other}" href="https://libos.test/productDetail/${product.id}?lang=${other}"`);
    expect(drawn.html).toContain(`hreflang="x-default" href="https://libos.test/productDetail/${product.id}"`);
    const productNode = jsonLdNodes(drawn.html).find((node) => node['@type'] === 'Product');
    expect(productShapeProblems(productNode)).toEqual([]);
    expect(drawn.meta('og:image')).toMatch(/^https:\/\/libos\.test\/og\/product\/\d+\.jpg/);
    expect(drawn.meta('og:image:type')).toBe('image/jpeg');
  });

  it.each(LANGUAGES)('lists products with names, prices, links and pictures on the catalogue pages in %s', async (language) => {
    // The search: the first word of the product's name, as a shopper types it.
    const word = encodeURIComponent((language === 'uz' ? product.nameUZB : product.nameRUS).split(/[\s,]+/)[0]!);
    for (const url of ['/', `/categoryDetail/${category.id}`, `/looksDetail/${look.id}`, `/searchResult?search=${word}`]) {
      const drawn = await page(withLanguage(url, language));
      expect({ url, status: drawn.status }).toEqual({ url, status: 200 });
      expect(drawn.html).toContain(`<html lang="${language}"`);
      expect({ url, links: /href="\/productDetail\/\d+"/.test(drawn.root) }).toEqual({ url, links: true });
      expect({ url, pictures: /<img [^>]*src="\/media\//.test(drawn.root) }).toEqual({ url, pictures: true });
      if (url !== '/') expect({ url, prices: new RegExp(`\\d ${CURRENCY[language]}`).test(drawn.text) }).toEqual({ url, prices: true });
    }
  });

  it.each(LANGUAGES)('draws the other landing pages in %s, and the not-found page with 404', async (language) => {
    for (const url of ['/catalogs', `/catalog/${parent.id}`, '/looks', '/about', '/privacy']) {
      const drawn = await page(withLanguage(url, language));
      expect({ url, status: drawn.status, drawn: drawn.root.length > 500 }).toEqual({ url, status: 200, drawn: true });
      expect(drawn.html).toContain(`<html lang="${language}"`);
    }
    const missing = await page(withLanguage('/no/such/page', language));
    expect(missing.status).toBe(404);
    expect(missing.meta('robots')).toBe('noindex');
    expect(missing.root.length).toBeGreaterThan(500);
  });

  it('never draws what a visitor typed unescaped', async () => {
    const drawn = await page(`/searchResult?search=${encodeURIComponent('</script><script>alert(1)</script><img src=x onerror=alert(2)>')}`);
    expect(drawn.status).toBe(200);
    expect(drawn.html).not.toContain('<script>alert(1)');
    expect(drawn.html).not.toContain('<img src=x');
    expect(drawn.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    // Exactly the template's script, the state and no JSON-LD: nothing broke out of the state's element.
    expect(drawn.html.match(/<script/g)).toHaveLength(2);
  });

  it('names its scripts for after its first paint, where the shell preloads them', async () => {
    const drawn = await page(`/productDetail/${product.id}`);
    expect(drawn.html).not.toMatch(/<link[^>]*rel=["']?preload["']?[^>]*as=["']?script/);
    expect(drawn.html).toContain('<meta name="libos-script" content="/framework.01234567.js">');
    expect(drawn.html).toContain('<meta name="libos-script" content="/shop-start.89abcdef.js">');
    // The stylesheets stay links: the first paint needs them.
    expect(drawn.html).toContain('<link rel=stylesheet href=/shop-start.01234567.css>');
    const shell = await context.app.inject({ method: 'GET', url: '/cart' });
    expect(shell.body).toContain('<link rel=preload as=script href=/framework.01234567.js>');
    expect(shell.body).not.toContain('libos-script');
  });

  it('carries the API cache and language the SPA hydrates from, and nothing of a customer', async () => {
    const signedIn = await page(`/productDetail/${product.id}`, { cookie: 'accessToken=secret-token-value; customerId=4242' });
    const state = /<script type="application\/json" id="libos-page-state">([\s\S]*?)<\/script>/.exec(signedIn.html)?.[1];
    const parsed = JSON.parse(state ?? 'null') as { language: string; api: { queries: Record<string, { status: string }> } };
    expect(parsed.language).toBe('uz');
    expect(Object.values(parsed.api.queries).map((query) => query.status)).toContain('fulfilled');
    expect(signedIn.html).not.toContain('secret-token-value');
    expect(signedIn.html).not.toContain('4242');
    // Signed in, the header is drawn as the customer's, not the visitor's.
    const visitor = await page(`/productDetail/${product.id}`);
    expect(signedIn.root).not.toEqual(visitor.root);
  });
});
