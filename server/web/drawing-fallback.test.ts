import { insertProduct } from '../../test/server/fixtures';
import { DRAWING_BUNDLE } from './ssr/drawer';
import { createWebTestApp, type WebTestContext } from './web-test-app';

/* A drawing bundle that fails or never answers costs the shopper nothing but the drawing: the shell comes instead. */

const bundles = {
  failing: "module.exports = { renderPage: async () => { throw new Error('a broken component'); } };",
  stuck: 'module.exports = { renderPage: () => new Promise(() => {}) };',
};

describe.each(Object.entries(bundles))('a drawing bundle that is %s', (_name, bundle) => {
  let context: WebTestContext;
  let product: { id: number };
  beforeAll(async () => {
    context = await createWebTestApp({ files: { [DRAWING_BUNDLE]: bundle } });
    ({ product } = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', nameRUS: 'Платье' }));
  });
  afterAll(() => context.close());

  it('sends the shell with the page’s head and its first reads, never an error page', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/productDetail/${product.id}?lang=ru` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Платье | Libos</title>');
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).not.toContain('libos-page-state');
    expect(response.body).toContain(`"/api/product/getProductById/${product.id}":`);
  });
});
