import { insertProduct } from '../../test/server/fixtures';
import { banners } from '../db/schema/home';
import { brotliDecompressSync } from 'node:zlib';
import { categoryProductsQuery } from '../../src/features/catalogue/categoryApi';
import { categoryPageSize, defaultView } from '../../src/features/catalogue/components/category/categoryView';
import { CATEGORY_FIRST_PAGE_QUERY, INLINE_DATA_ID, landingReads, withInlineData } from './inline-data';
import { textsChunkGroups, visitorLanguage, withDocumentLanguage } from './language';
import { createWebTestApp, type WebTestContext } from './web-test-app';

const routeChunks = {
  'page-home': ['page-home.bbbbbbbbbbbbbbbb.js'],
  'page-product': ['page-product.cccccccccccccccc.js'],
  'i18n-uz': ['i18n-uz.1111111111111111.js'],
  'i18n-ru': ['i18n-ru.2222222222222222.js'],
  'i18n-uz-all': ['i18n-uz-all.3333333333333333.js'],
  'i18n-ru-all': ['i18n-ru-all.4444444444444444.js'],
  'i18n-ru-product': ['i18n-ru-product.5555555555555555.js'],
};

let context: WebTestContext;
let productId: number;
beforeAll(async () => {
  context = await createWebTestApp({ files: { 'route-chunks.json': JSON.stringify(routeChunks) } });
  productId = (await insertProduct(context.db, { images: ['/media/p/front.svg', '/media/p/back.svg'] })).product.id;
  await context.db.insert(banners).values([
    { mobileImage: '/media/banner/2/mobile.svg', desktopImage: '/media/banner/2/desktop.svg', targetType: 'category', targetId: 1, position: 2 },
    {
      mobileImage: '/media/banner/1/uz/mobile.svg', desktopImage: '/media/banner/1/uz/desktop.svg',
      mobileImageRUS: '/media/banner/1/ru/mobile.svg', desktopImageRUS: '/media/banner/1/ru/desktop.svg', targetType: 'category', targetId: 1, position: 1,
    },
  ]);
});
afterAll(() => context.close());

const scriptPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((match) => match[1]);
const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"(?: media="([^"]+)")?/g)].map((match) => [match[1], match[2]]);

describe('a page as a visitor gets it', () => {
  it('preloads the Uzbek first texts and the first banner on the home page of a browser without Russian', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(scriptPreloads(response.body)).toEqual(['page-home.bbbbbbbbbbbbbbbb.js', 'i18n-uz.1111111111111111.js']);
    expect(imagePreloads(response.body)).toEqual([
      ['/media/banner/1/uz/mobile.svg', '(max-width: 899.98px)'],
      ['/media/banner/1/uz/desktop.svg', '(min-width: 900px)'],
    ]);
    expect(response.body).toMatch(/<html lang="uz">/);
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('follows the language cookie the SPA keeps, before the browser language', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/', headers: { cookie: 'a=1; language=ru', 'accept-language': 'uz' } });
    expect(scriptPreloads(response.body)).toContain('i18n-ru.2222222222222222.js');
    expect(response.body).toMatch(/<html lang="ru">/);
    // The Russian page shows the banner's Russian pictures, so those are the ones fetched early.
    expect(imagePreloads(response.body)).toEqual([
      ['/media/banner/1/ru/mobile.svg', '(max-width: 899.98px)'],
      ['/media/banner/1/ru/desktop.svg', '(min-width: 900px)'],
    ]);
  });

  it('preloads the first texts, the product texts and the first picture on a product page, from the cache too', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${productId}`, headers: { 'accept-language': 'ru-RU' } })).body;
      expect(scriptPreloads(html)).toEqual([
        'page-product.cccccccccccccccc.js',
        'i18n-ru.2222222222222222.js',
        'i18n-ru-product.5555555555555555.js',
      ]);
      expect(imagePreloads(html)).toEqual([['/media/p/front.svg', undefined]]);
    }
  });

  it('preloads the whole language on other addresses', async () => {
    const html = (await context.app.inject({ method: 'GET', url: '/cart' })).body;
    expect(scriptPreloads(html)).toEqual(['i18n-uz-all.3333333333333333.js']);
  });
});

describe('the visitor language', () => {
  it('takes a valid cookie, else a Russian browser language, else Uzbek', () => {
    expect(visitorLanguage({ headers: { cookie: 'language=ru' } })).toBe('ru');
    expect(visitorLanguage({ headers: { cookie: 'language=en', 'accept-language': 'ru' } })).toBe('ru');
    expect(visitorLanguage({ headers: { 'accept-language': 'uz-UZ,ru;q=0.8' } })).toBe('uz');
    expect(visitorLanguage({ headers: {} })).toBe('uz');
  });

  it('names the first texts for the catalogue pages, with the product texts for a product page, else the whole language', () => {
    expect(textsChunkGroups('uz', '/')).toEqual(['i18n-uz']);
    expect(textsChunkGroups('ru', '/categoryDetail/4')).toEqual(['i18n-ru']);
    expect(textsChunkGroups('ru', '/productDetail/4')).toEqual(['i18n-ru', 'i18n-ru-product']);
    expect(textsChunkGroups('uz', '/cart')).toEqual(['i18n-uz-all']);
  });

  it('sets <html lang> whether the attribute is quoted or not', () => {
    expect(withDocumentLanguage('<!doctype html><html lang=uz><head>', 'ru')).toBe('<!doctype html><html lang="ru"><head>');
    expect(withDocumentLanguage('<html class="x" lang="uz">', 'ru')).toBe('<html class="x" lang="ru">');
  });
});

const inlineData = (html: string): Record<string, unknown> => {
  const match = new RegExp(`<script type="application/json" id="${INLINE_DATA_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : {};
};

describe('the first API reads inside the page', () => {
  it('answers the home page’s reads as the API does, in a page sent compressed to a browser that takes it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    const api = await context.app.inject({ method: 'GET', url: '/api/homePage/getHomePage' });
    expect(inlineData(html)['/api/homePage/getHomePage']).toEqual(api.json());
    expect(Object.keys(inlineData(html))).toContain('/api/categoryBlock/getAllByCategoryBlockType/MENU_1');
  });

  it('answers a product page’s product, and nothing for an unknown one', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${productId}` })).body;
    expect(inlineData(html)[`/api/product/getProductById/${productId}`]).toMatchObject({ id: productId });
    expect(inlineData((await context.app.inject({ method: 'GET', url: '/productDetail/987654' })).body)).toEqual({});
  });

  it('asks for a category’s first page exactly as the SPA does', () => {
    const request = { categoryId: 3, size: categoryPageSize, ...defaultView, page: 0 };
    expect(CATEGORY_FIRST_PAGE_QUERY).toBe(categoryProductsQuery(request));
    expect(landingReads('/categoryDetail/3')).toContain(`/api/product/getProductByCategoryId/3?${categoryProductsQuery(request)}`);
    expect(landingReads('/cart')).toEqual([]);
  });

  it('keeps a hostile value from ending the script element', () => {
    const html = withInlineData('<body></body>', [['/api/x', JSON.stringify({ name: '</script><script>alert(1)</script>' })]]);
    expect(html).not.toContain('</script><script>alert');
    expect(inlineData(html)).toEqual({ '/api/x': { name: '</script><script>alert(1)</script>' } });
  });
});
