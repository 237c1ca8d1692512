import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { invalidateCatalogue } from '../catalogue/cache';
import { categories, productImages } from '../db/schema/catalogue';
import { looks } from '../db/schema/home';
import { seedDemo } from '../db/seed/index';
import { PRODUCT_PHOTO_PREFIX } from '../media/images/photo-store';
import { imageKey } from '../media/images/store';
import { photoUrl } from '../media/photos/photo-urls';
import { DiskMediaStore } from '../media/store/disk-store';
import type { MediaStore } from '../media/store/media-store';
import { OgPictureCache } from './og-image';
import { ogImagePath } from './og-paths';

let context: TestContext;
let storeRoot: string;
let media: MediaStore;
const ids = { product: 0, category: 0, look: 0, bareCategory: 0, photoProduct: 0 };

/** A flat picture of one colour, as the pipeline stores an upload (WebP). */
const flatWebp = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).webp().toBuffer();

beforeAll(async () => {
  storeRoot = await mkdtemp(path.join(os.tmpdir(), 'libos-og-'));
  media = new DiskMediaStore(storeRoot);
  context = await createTestApp({ seed: (db) => seedDemo(db, { productCount: 24, now: new Date('2026-11-20T09:00:00Z') }), media: () => media });
  const { db } = context;
  const [image] = await db.select({ productId: productImages.productId }).from(productImages).orderBy(asc(productImages.productId)).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).where(isNotNull(categories.horizontalImage)).limit(1);
  const [look] = await db.select({ id: looks.id }).from(looks).limit(1);
  ids.product = image!.productId;
  ids.category = category!.id;
  ids.look = look!.id;
  ids.bareCategory = (await insertCategory(db, { nameUZB: 'Rasmsiz', nameRUS: 'Без картинки' })).id;
  // An upload: the 800 px WebP is the row's address, the 1600 px one only in its srcset (blue and red, to tell them apart).
  const narrow = await flatWebp(800, 420, { r: 20, g: 40, b: 200 });
  const wide = await flatWebp(1600, 840, { r: 200, g: 30, b: 30 });
  const [narrowKey, wideKey] = [imageKey(narrow, 'webp'), imageKey(wide, 'webp')];
  await media.put(PRODUCT_PHOTO_PREFIX + narrowKey, narrow, 'image/webp');
  await media.put(PRODUCT_PHOTO_PREFIX + wideKey, wide, 'image/webp');
  const { product } = await insertProduct(db, { sizes: { M: 3 }, images: [] });
  await db.insert(productImages).values({
    productId: product.id,
    url: photoUrl(narrowKey),
    width: 1600,
    height: 840,
    srcset: { avif: '', webp: `${photoUrl(narrowKey)} 800w, ${photoUrl(wideKey)} 1600w` },
  });
  ids.photoProduct = product.id;
}, 120_000);
afterAll(async () => {
  await context.close();
  await rm(storeRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });

async function expectPreviewJpeg(url: string): Promise<Buffer> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  const metadata = await sharp(response.rawPayload).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  return response.rawPayload;
}

/** The colour of the picture's centre pixel. */
async function centreColour(jpeg: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(jpeg).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

describe('Open Graph pictures', () => {
  it('answers a 1200x630 JPEG for each kind of the seeded shop, at the addresses og-paths.ts gives', async () => {
    await expectPreviewJpeg(ogImagePath({ kind: 'product', id: ids.product }));
    await expectPreviewJpeg(ogImagePath({ kind: 'category', id: ids.category }));
    await expectPreviewJpeg(ogImagePath({ kind: 'look', id: ids.look }));
    await expectPreviewJpeg(ogImagePath({ kind: 'shop' }));
    // The stamp pages add only changes the address a messenger caches by.
    await expectPreviewJpeg(ogImagePath({ kind: 'product', id: ids.product }, 'a1b2'));
  });

  it('makes an uploaded photo from the media store, reading its sharpest size', async () => {
    const jpeg = await expectPreviewJpeg(ogImagePath({ kind: 'product', id: ids.photoProduct }));
    const centre = await centreColour(jpeg);
    // The 1600 px variant is red, the row's 800 px address blue.
    expect(centre.r).toBeGreaterThan(150);
    expect(centre.b).toBeLessThan(80);
  });

  it("serves the shop's picture for a record without one of its own, or whose picture is gone", async () => {
    const shop = await expectPreviewJpeg(ogImagePath({ kind: 'shop' }));
    expect((await expectPreviewJpeg(ogImagePath({ kind: 'category', id: ids.bareCategory }))).equals(shop)).toBe(true);
    const { product } = await insertProduct(context.db, { images: ['/media/photos/ab/abababababababababababababababab.webp'] });
    expect((await expectPreviewJpeg(ogImagePath({ kind: 'product', id: product.id }))).equals(shop)).toBe(true);
    // An address on another host is never fetched.
    const { product: linked } = await insertProduct(context.db, { images: ['https://elsewhere.test/dress.jpg'] });
    expect((await expectPreviewJpeg(ogImagePath({ kind: 'product', id: linked.id }))).equals(shop)).toBe(true);
  });

  it('answers an unknown or malformed id with a JSON 404', async () => {
    for (const [url, message] of [
      ['/og/product/999999.jpg', 'Product not found'],
      ['/og/category/999999.jpg', 'Category not found'],
      ['/og/look/999999.jpg', 'Look not found'],
      ['/og/product/abc.jpg', 'Product not found'],
      ['/og/product/0.jpg', 'Product not found'],
      ['/og/product/99999999999.jpg', 'Product not found'],
      [`/og/product/${'9'.repeat(60)}.jpg`, 'Product not found'],
    ]) {
      const response = await get(url!);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message } });
    }
    expect((await get('/og/product/1.png')).statusCode).toBe(404);
  });

  it('answers HEAD with the headers alone, and a known ETag with 304', async () => {
    const url = ogImagePath({ kind: 'look', id: ids.look });
    const full = await get(url);
    const head = await context.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.rawPayload.length).toBe(0);
    const again = await get(url, { 'if-none-match': String(full.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('makes a picture once: requests at the same time share it, later ones are served from the cache', async () => {
    const encodes = jest.spyOn(sharp.prototype, 'jpeg');
    const url = ogImagePath({ kind: 'category', id: ids.category }, 'fresh');
    // The category's picture was made by the first test: nothing is encoded again.
    await get(url);
    expect(encodes).not.toHaveBeenCalled();
    const [other] = await context.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNotNull(categories.horizontalImage), ne(categories.id, ids.category)))
      .limit(1);
    const first = await Promise.all([0, 1, 2].map(() => get(ogImagePath({ kind: 'category', id: other!.id }))));
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(first.map((response) => response.headers.etag)).size).toBe(1);
    expect(encodes).toHaveBeenCalledTimes(1);
    await get(ogImagePath({ kind: 'category', id: other!.id }));
    expect(encodes).toHaveBeenCalledTimes(1);
  });

  it("makes a new picture when the record's picture changes", async () => {
    const url = ogImagePath({ kind: 'category', id: ids.bareCategory });
    const before = await get(url);
    await context.db.update(categories).set({ verticalImage: '/media/category/ayollar-koylaklar/vertical.svg' }).where(eq(categories.id, ids.bareCategory));
    invalidateCatalogue();
    const after = await get(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('OgPictureCache', () => {
  const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

  it('drops the least recently asked picture past its byte budget', async () => {
    const cache = new OgPictureCache(250);
    const make = jest.fn((fill: number) => Promise.resolve(bytes(100, fill)));
    await cache.get('a', () => make(1));
    await cache.get('b', () => make(2));
    await cache.get('a', () => make(1));
    await cache.get('c', () => make(3));
    expect(make).toHaveBeenCalledTimes(3);
    await cache.get('a', () => make(1));
    expect(make).toHaveBeenCalledTimes(3);
    await cache.get('b', () => make(2));
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('keeps no failure: the next request tries again', async () => {
    const cache = new OgPictureCache(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect((await cache.get('a', () => Promise.resolve(bytes(10, 7)))).bytes.equals(bytes(10, 7))).toBe(true);
  });
});
