import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isHashedAsset } from './routes';
import { createWebTestApp, type WebTestContext } from './web-test-app';

const BUNDLE = 'main.0123456789abcdef.js';
const SOURCE = `console.log(${JSON.stringify('Libos '.repeat(200))});`;

let context: WebTestContext;
beforeAll(async () => {
  context = await createWebTestApp({
    files: {
      [BUNDLE]: SOURCE,
      [`${BUNDLE}.br`]: brotliCompressSync(SOURCE),
      [`${BUNDLE}.gz`]: gzipSync(SOURCE),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
  });
});
afterAll(() => context.close());

describe('the built SPA', () => {
  it('sends the brotli twin of a bundle to a browser that accepts it, cached for a year', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/${BUNDLE}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(SOURCE))).toBe(true);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await context.app.inject({ method: 'GET', url: `/${BUNDLE}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await context.app.inject({ method: 'GET', url: `/${BUNDLE}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SOURCE);
  });

  it('does not serve the compressed twins or index.html as files of their own', async () => {
    const twin = await context.app.inject({ method: 'GET', url: `/${BUNDLE}.br` });
    expect(twin.statusCode).toBe(404);
    const index = await context.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unhashed files for an hour only', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers other addresses with the SPA, never cached, and the API with JSON 404s', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/favorites' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Libos</title>');
    const api = await context.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a file that does not exist with 404, not with the shop page', async () => {
    for (const url of ['/nope.js', '/main.0123456789abcdee.js', '/assets/logo.png', '/looks/x.webmanifest', '/nope.js?v=2']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route GET ${url.split('?')[0]}` } });
    }
    // Addresses of pages, dots in the query included, are still the shop.
    for (const url of ['/productDetail/116', '/searchResult?text=t.shirt', '/index.html']) {
      expect((await context.app.inject({ method: 'GET', url })).headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });
});

describe('isHashedAsset', () => {
  it('knows webpack content-hashed names and their compressed twins', () => {
    expect(isHashedAsset('/dist/page-home.a1ab59b9e2fd135bcd9b.js')).toBe(true);
    expect(isHashedAsset('/dist/page-home.a1ab59b9e2fd135bcd9b.js.br')).toBe(true);
    expect(isHashedAsset('/dist/assets/logo.0badc0ffee12.svg')).toBe(true);
    expect(isHashedAsset('/dist/favicon.svg')).toBe(false);
    expect(isHashedAsset('/dist/manifest.webmanifest')).toBe(false);
  });
});
