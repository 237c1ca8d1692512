import { insertProduct } from '../../test/server/fixtures';
import { createWebTestApp, type WebTestContext } from './web-test-app';

/* Page metadata, robots.txt and the sitemap name PUBLIC_URL; without it, the address the visitor used. */

let context: WebTestContext;
let productId: number;

beforeAll(async () => {
  context = await createWebTestApp();
  ({ product: { id: productId } } = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', nameRUS: 'Платье', sizes: { S: 1 } }));
});
afterAll(() => context.close());
afterEach(() => {
  context.config.publicUrl = 'https://libos.test';
});

const get = (url: string, host: string) => context.app.inject({ method: 'GET', url, headers: { host } });

it('without PUBLIC_URL, names the address each visitor used, each cached apart', async () => {
  context.config.publicUrl = undefined;
  for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
    const page = await get(`/productDetail/${productId}`, host);
    // A visitor without a language cookie or a Russian browser gets the Uzbek page, named as such.
    expect(page.body).toContain(`<link rel="canonical" href="http://${host}/productDetail/${productId}?lang=uz">`);
    expect((await get('/robots.txt', host)).body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect((await get('/sitemap.xml', host)).body).toContain(`<loc>http://${host}/productDetail/${productId}?lang=uz</loc>`);
  }
});

it('with PUBLIC_URL, names it whatever address the visitor used', async () => {
  const page = await get(`/productDetail/${productId}`, '127.0.0.1:3000');
  expect(page.body).toContain(`<link rel="canonical" href="https://libos.test/productDetail/${productId}?lang=uz">`);
  expect((await get('/robots.txt', '127.0.0.1:3000')).body).toContain('Sitemap: https://libos.test/sitemap.xml');
});
