import { insertProduct } from '../../test/server/fixtures';
import { landingChunkGroups, withPreloads } from './preload';
import { createWebTestApp, type WebTestContext } from './web-test-app';

const routeChunks = {
  'page-home': ['430.aaaaaaaaaaaaaaaa.js', 'page-home.bbbbbbbbbbbbbbbb.js'],
  'page-product': ['430.aaaaaaaaaaaaaaaa.js', 'page-product.cccccccccccccccc.js', 'page-product.cccccccccccccccc.css'],
  'shop-theme': ['430.aaaaaaaaaaaaaaaa.js', 'shop-theme.eeeeeeeeeeeeeeee.js'],
  'page-cart': ['page-cart.dddddddddddddddd.js'],
};

let context: WebTestContext;
let productId: number;
beforeAll(async () => {
  context = await createWebTestApp({ files: { 'route-chunks.json': JSON.stringify(routeChunks) } });
  productId = (await insertProduct(context.db)).product.id;
});
afterAll(() => context.close());

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="\/([^"]+)">/g)].map((match) => match[1]);

describe('route chunk preloads', () => {
  it('lets the home page download its own chunks beside the entry scripts', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/?utm_source=x' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual(routeChunks['page-home']);
  });

  it('preloads the product page chunks and stylesheet, not MUI, in a product page with its head tags', async () => {
    const html = (await context.app.inject({ method: 'GET', url: `/productDetail/${productId}` })).body;
    expect(preloads(html)).toEqual(['430.aaaaaaaaaaaaaaaa.js', 'page-product.cccccccccccccccc.js', 'page-product.cccccccccccccccc.css']);
    expect(html).toContain('<link rel="preload" as="style" href="/page-product.cccccccccccccccc.css">');
    expect(html).toContain('application/ld+json');
  });

  it('preloads nothing for a private page or an unknown address', async () => {
    for (const url of ['/cart', '/no/such/page']) {
      expect(preloads((await context.app.inject({ method: 'GET', url })).body)).toEqual([]);
    }
  });

  it('does not serve the chunk list as a file', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/route-chunks.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('page-home');
  });
});

describe('withPreloads', () => {
  it('skips files the page already loads and names that are not plain bundle files', () => {
    const template = '<head><script defer src=/main.0123456789abcdef.js></script></head>';
    const html = withPreloads(template, ['main.0123456789abcdef.js', 'page-x.1234abcd.js', '"><script>x.js', '../up.js']);
    expect(html).toBe(
      '<head><script defer src=/main.0123456789abcdef.js></script><link rel="preload" as="script" href="/page-x.1234abcd.js"></head>',
    );
  });

  it('knows the landing routes by address', () => {
    expect(landingChunkGroups('/')).toEqual(['page-home']);
    expect(landingChunkGroups('/categoryDetail/3')).toEqual(['page-category']);
    expect(landingChunkGroups('/looksDetail/2')).toEqual(['page-look', 'shop-theme']);
    expect(landingChunkGroups('/productDetail/2')).toEqual(['page-product']);
    expect(landingChunkGroups('/profile')).toEqual([]);
    expect(landingChunkGroups('/productDetail/1/extra')).toEqual([]);
  });
});
