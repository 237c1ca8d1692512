import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createTestApp, TestClock, type TestContext } from '../../test/server/harness';
import { products, productSizeVariants } from '../db/schema/catalogue';
import { cacheKey, currentCatalogueVersion, invalidateCatalogue, ResponseCache } from './cache';

describe('ResponseCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new ResponseCache(new TestClock(), { maxEntries: 2 });
    const version = currentCatalogueVersion();
    cache.set('a', '"a"', version);
    cache.set('b', '"b"', version);
    expect(cache.get('a')?.body.toString()).toBe('"a"');
    cache.set('c', '"c"', version);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('"a"');
    expect(cache.get('c')?.body.toString()).toBe('"c"');
    expect(cache.size).toBe(2);
  });

  it('keeps the summed body size under its bound and never keeps an oversized body', () => {
    const cache = new ResponseCache(new TestClock(), { maxBytes: 10 });
    const version = currentCatalogueVersion();
    cache.set('a', '123456', version);
    cache.set('b', '1234', version);
    cache.set('c', '12', version);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('1234');
    cache.set('huge', '12345678901', version);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')?.body.toString()).toBe('12');
  });

  it('expires entries after the TTL on the given clock, and on any catalogue write', () => {
    const clock = new TestClock();
    const cache = new ResponseCache(clock, { ttlMs: 1_000 });
    cache.set('a', '"a"', currentCatalogueVersion());
    clock.advance(999);
    expect(cache.get('a')).toBeDefined();
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', '"b"', currentCatalogueVersion());
    invalidateCatalogue();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep an answer read before a write that happened during the read', () => {
    const cache = new ResponseCache(new TestClock());
    const startedAt = currentCatalogueVersion();
    invalidateCatalogue();
    cache.set('a', '"old"', startedAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keys by method and URL with the query in a fixed order', () => {
    expect(cacheKey('GET', '/x?size=2&page=1')).toBe(cacheKey('GET', '/x?page=1&size=2'));
    expect(cacheKey('GET', '/x?page=1')).not.toBe(cacheKey('GET', '/x?page=2'));
    expect(cacheKey('GET', '/x?')).toBe('GET /x');
    expect(cacheKey('HEAD', '/x')).not.toBe(cacheKey('GET', '/x'));
  });
});

describe('cached catalogue routes', () => {
  let context: TestContext;
  let productId: number;
  const url = () => `/api/product/getProductById/${productId}`;
  const get = (path: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    context = await createTestApp();
    productId = (await insertProduct(context.db, { nameUZB: 'Kesh', sizes: { M: 3 } })).product.id;
  });
  afterAll(() => context.close());
  beforeEach(() => invalidateCatalogue());

  it('answers a repeated read from the cache with identical JSON and the same ETag', async () => {
    const first = await get(url());
    const second = await get(url());
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const { headers } = await get(url());
    const revalidated = await get(url(), { 'if-none-match': String(headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(url(), { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
  });

  it('serves the cached answer until invalidateCatalogue(), then the database', async () => {
    await get(url());
    const [variant] = await context.db.select().from(productSizeVariants).where(eq(productSizeVariants.productId, productId));
    await context.db.update(productSizeVariants).set({ quantity: 1 }).where(eq(productSizeVariants.id, variant!.id));
    expect((await get(url())).json().sizes[0].quantity).toBe(3);
    invalidateCatalogue();
    const fresh = await get(url());
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json().sizes[0].quantity).toBe(1);
  });

  it('reads the database again once the TTL has passed on the app clock', async () => {
    await get(url());
    await context.db.update(products).set({ nameUZB: 'Kesh yangi' }).where(eq(products.id, productId));
    context.clock.advance(29_000);
    expect((await get(url())).json().nameUZB).not.toBe('Kesh yangi');
    context.clock.advance(1_000);
    expect((await get(url())).json().nameUZB).toBe('Kesh yangi');
  });

  it('shares an entry between the same query in another order', async () => {
    await get('/api/product/getAllProducts?page=0&size=5');
    expect((await get('/api/product/getAllProducts?size=5&page=0')).headers['x-cache']).toBe('HIT');
    expect((await get('/api/product/getAllProducts?size=6&page=0')).headers['x-cache']).toBe('MISS');
  });

  it('never keeps an error', async () => {
    const missing = await get('/api/product/getProductById/999999');
    expect(missing.statusCode).toBe(404);
    const again = await get('/api/product/getProductById/999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    expect((await get('/api/product/getProductById/abc')).statusCode).toBe(400);
  });
});
