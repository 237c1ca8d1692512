import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { categories, productImages, products } from '../../../db/schema/catalogue';
import { auditLog } from '../../../db/schema/staff';
import { productPhotoRoot } from '../../../media/images/local-store';
import { photoTurns, processProductPhoto } from '../../../media/images/process';
import { cameraJpeg, heifHeader, METADATA_MARKER, noisyJpeg, pngClaiming, transparentPng, webpPhoto } from '../../../media/images/testing/photos';
import { insertCategory, insertProduct } from '../../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../../test/server/harness';
import { staffWithRole } from '../../../staff/testing/staff-fixtures';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
beforeAll(async () => {
  // The real pipeline: these are its tests through the routes (upright, no metadata, AVIF, turns).
  context = await createTestApp({ processPhoto: processProductPhoto });
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

const BOUNDARY = '----libos-photo-boundary';
function form(bytes: Buffer, filename = 'photo.jpg', field = 'image'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const multipartHeaders = (headers: Record<string, string>) => ({ ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
const upload = (productId: number, bytes: Buffer, headers = manager.headers, filename?: string) =>
  context.app.inject({ method: 'POST', url: `/api/product/staff/uploadPhoto/${productId}`, headers: multipartHeaders(headers), payload: form(bytes, filename) });

async function storedFiles(): Promise<string[]> {
  const root = productPhotoRoot(context.config.dataDir);
  const shards = await readdir(root).catch(() => []);
  const files = await Promise.all(shards.map(async (shard) => (await readdir(path.join(root, shard))).map((file) => `${shard}/${file}`)));
  return files.flat().sort();
}
const auditRows = (entityId: number, entity = 'product') =>
  context.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).then((rows) => rows.filter((row) => row.entity === entity));
const keyOf = (url: string) => url.replace('/media/photos/', '');

describe('uploadPhoto', () => {
  it('takes a camera JPEG: upright WebP and AVIF srcsets without its EXIF, appended last, audited, on the storefront at once', async () => {
    const { product } = await insertProduct(context.db);
    const storefront = () => context.app.inject({ method: 'GET', url: `/api/product/getProductById/${product.id}` });
    expect((await storefront()).json().productImages).toEqual([{ url: `/media/test/${product.id}.svg` }]);

    const response = await upload(product.id, await cameraJpeg(1800, 1200));
    expect(response.statusCode).toBe(201);
    const [seed, photo] = response.json();
    expect(seed).toEqual({ id: expect.any(Number), url: `/media/test/${product.id}.svg` });
    // EXIF orientation 6: the 1800 x 1200 JPEG is shown 1200 x 1800, so the widths are 400, 800 and its own 1200.
    expect(photo).toMatchObject({ width: 1200, height: 1800, url: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/) });
    expect(photo.srcset.avif).toMatch(/^\/media\/photos\/\S+\.avif 400w, \S+\.avif 800w, \S+\.avif 1200w$/);
    expect(photo.srcset.webp).toMatch(/^\/media\/photos\/\S+\.webp 400w, \S+ 800w, \S+ 1200w$/);
    expect(photo.srcset.webp).toContain(`${photo.url} 800w`);
    expect((await storefront()).json().productImages).toEqual([{ url: seed.url }, { url: photo.url, width: 1200, height: 1800, srcset: photo.srcset }]);

    const served = await context.app.inject({ method: 'GET', url: photo.srcset.avif.split(' ')[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const fallback = await context.app.inject({ method: 'GET', url: photo.url });
    expect(fallback.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(fallback.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 800, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(fallback.rawPayload.includes(METADATA_MARKER)).toBe(false);
    expect(fallback.rawPayload.includes('LibosCam')).toBe(false);
    const again = await context.app.inject({ method: 'GET', url: photo.url, headers: { 'if-none-match': String(fallback.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const [audit] = await auditRows(product.id);
    expect(audit).toMatchObject({ userId: manager.user.id, action: 'ADD_PHOTO', entity: 'product' });
    expect(audit!.after).toMatchObject({ added: photo.id, source: { format: 'jpeg', width: 1200, height: 1800 } });
  });

  it('takes PNG and WebP photos', async () => {
    const { product } = await insertProduct(context.db, { images: [] });
    expect((await upload(product.id, await transparentPng(640, 480), manager.headers, 'a.png')).statusCode).toBe(201);
    const response = await upload(product.id, await webpPhoto(300, 200), manager.headers, 'b.webp');
    expect(response.statusCode).toBe(201);
    const photos = response.json();
    expect(photos.map((photo: { width: number }) => photo.width)).toEqual([640, 300]);
    // A photo narrower than 400 px is offered at its own width only.
    expect(photos[1].srcset.webp).toMatch(/^\S+ 300w$/);
  });

  it('refuses HEIC, damaged, cut-off, non-picture, pixel-bomb and over-15-MB files with a typed code, storing and changing nothing', async () => {
    const { product } = await insertProduct(context.db);
    const jpeg = await cameraJpeg(600, 400);
    const filesBefore = await storedFiles();
    const cases: Array<[string, Buffer, number, string, RegExp]> = [
      ['HEIC', heifHeader('heic', ['mif1', 'heic']), 400, 'HEIC_NOT_ACCEPTED', /save as JPEG/],
      ['a damaged JPEG', Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(4000, 0x41)]), 400, 'CORRUPT', /damaged/],
      ['a cut-off JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, 'CORRUPT', /damaged/],
      ['a text file named .jpg', Buffer.from('this is not a photo at all\n'.repeat(40)), 400, 'NOT_AN_IMAGE', /not a picture/],
      ['a 50 000 x 50 000 PNG bomb', pngClaiming(50_000, 50_000), 400, 'TOO_MANY_PIXELS', /megapixels/],
      ['a 16 MB file', Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length, 0)]), 413, 'PAYLOAD_TOO_LARGE', /15 MB/],
    ];
    for (const [name, bytes, status, code, message] of cases) {
      const response = await upload(product.id, bytes);
      expect([name, response.statusCode, response.json().error.code]).toEqual([name, status, code]);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await context.db.select().from(productImages).where(eq(productImages.productId, product.id))).toHaveLength(1);
    expect(await auditRows(product.id)).toEqual([]);
  });

  it('refuses a picture whose longer side is over 10 times its shorter (a 100 x 300 000 strip) with a typed code, storing nothing', async () => {
    const { product } = await insertProduct(context.db);
    const strip = await sharp({ create: { width: 100, height: 300_000, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const filesBefore = await storedFiles();
    const refused = await upload(product.id, strip);
    expect([refused.statusCode, refused.json().error?.code]).toEqual([400, 'EXTREME_ASPECT_RATIO']);
    expect(refused.json().error.message).toMatch(/100 x 300000 .*at most 10 times/);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await context.db.select().from(productImages).where(eq(productImages.productId, product.id))).toHaveLength(1);
    // At the limit a banner's strip is taken.
    const wide = await upload(product.id, await webpPhoto(2000, 200));
    expect(wide.statusCode).toBe(201);
  });

  it('answers 404 for an unknown product, 400 without the image field, and 503 with Retry-After while the pipeline is full', async () => {
    const jpeg = await cameraJpeg(64, 48);
    expect((await upload(999_999, jpeg)).statusCode).toBe(404);
    const { product } = await insertProduct(context.db);
    const wrongField = await context.app.inject({ method: 'POST', url: `/api/product/staff/uploadPhoto/${product.id}`, headers: multipartHeaders(manager.headers), payload: form(jpeg, 'a.jpg', 'file') });
    expect(wrongField.statusCode).toBe(400);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: photoTurns.limit * 9 }, () => photoTurns.run(() => held).catch(() => undefined));
    const busy = await upload(product.id, jpeg);
    release();
    await Promise.all(holders);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('a product that goes while its photo is processed', () => {
  it('answers 404 and leaves no file behind', async () => {
    const { product } = await insertProduct(context.db, { images: [] });
    const before = await storedFiles();
    const pending = upload(product.id, await noisyJpeg(1200, 900));
    while (photoTurns.running === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    await context.db.delete(products).where(eq(products.id, product.id));
    const response = await pending;
    expect(response.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('reorderPhotos and deletePhoto', () => {
  it('reorders with every id once, refuses any other set, deletes one (its files too unless shown elsewhere), each audited', async () => {
    const { product } = await insertProduct(context.db, { images: [] });
    const jpeg = await cameraJpeg(500, 300);
    await upload(product.id, await webpPhoto(200, 100));
    const photos = (await upload(product.id, jpeg)).json();
    const [first, second] = photos.map((photo: { id: number }) => photo.id);
    const reorder = (imageIds: number[]) => context.app.inject({ method: 'PUT', url: `/api/product/staff/reorderPhotos/${product.id}`, headers: manager.headers, payload: { imageIds } });
    expect((await reorder([second, first])).json().map((photo: { id: number }) => photo.id)).toEqual([second, first]);
    for (const wrong of [[second], [second, first, first], [second, 999_999]]) expect((await reorder(wrong)).statusCode).toBe(400);

    // The same JPEG shown by another product keeps its files when this product's copy is deleted.
    const { product: other } = await insertProduct(context.db, { images: [] });
    const [shared] = (await upload(other.id, jpeg)).json();
    const deleted = await context.app.inject({ method: 'DELETE', url: `/api/product/staff/deletePhoto/${second}`, headers: manager.headers });
    expect(deleted.json().map((photo: { id: number }) => photo.id)).toEqual([first]);
    expect(await storedFiles()).toContain(keyOf(shared.url));
    const webpKeys = (await context.app.inject({ method: 'GET', url: `/api/product/staff/getPhotos/${product.id}`, headers: manager.headers })).json()[0].srcset.webp;
    await context.app.inject({ method: 'DELETE', url: `/api/product/staff/deletePhoto/${first}`, headers: manager.headers });
    expect(await storedFiles()).not.toContain(keyOf(webpKeys.split(' ')[0]));
    expect((await context.app.inject({ method: 'DELETE', url: `/api/product/staff/deletePhoto/${first}`, headers: manager.headers })).statusCode).toBe(404);
    expect((await auditRows(product.id)).map((row) => row.action)).toEqual(['ADD_PHOTO', 'ADD_PHOTO', 'REORDER_PHOTOS', 'DELETE_PHOTO', 'DELETE_PHOTO']);
  });
});

describe('uploadPicture (categories)', () => {
  it("sets the vertical or horizontal picture to an uploaded WebP, audited, the replaced file removed", async () => {
    const category = await insertCategory(context.db, { nameUZB: 'Sumkalar', nameRUS: 'Сумки' });
    const send = (orientation: string, bytes: Buffer) =>
      context.app.inject({ method: 'POST', url: `/api/categories/uploadPicture/${category.id}?orientation=${orientation}`, headers: multipartHeaders(manager.headers), payload: form(bytes) });
    const first = await send('vertical', await cameraJpeg(1200, 900));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: category.id, verticalImage: expect.stringMatching(/^\/media\/photos\/.+\.webp$/) });
    const second = (await send('vertical', await webpPhoto(900, 1200))).json();
    expect(await storedFiles()).not.toContain(keyOf(first.json().verticalImage));
    const [row] = await context.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.verticalImage).toBe(second.verticalImage);
    expect((await send('sideways', await webpPhoto(90, 120))).statusCode).toBe(400);
    expect((await send('horizontal', heifHeader('heic', ['heic']))).json().error.code).toBe('HEIC_NOT_ACCEPTED');
    expect((await auditRows(category.id, 'category')).map((audit) => audit.action)).toEqual(['CHANGE_PICTURE', 'CHANGE_PICTURE']);
  });
});

describe('GET /media/photos', () => {
  it('answers 404 for a missing key and for anything that is not a key of ours', async () => {
    const missing = `ab/ab${'0'.repeat(30)}.webp`;
    for (const url of [missing, 'ab/ab0.webp', `ab/cd${'0'.repeat(30)}.webp`, `ab/ab${'0'.repeat(30)}.png`, '..%2F..%2Fjwt-secret', 'ab/..%2F..%2F..%2Fjwt-secret']) {
      const response = await context.app.inject({ method: 'GET', url: `/media/photos/${url}` });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 404, undefined]);
    }
  });
});

describe('who may', () => {
  it('a customer gets 403 and a visitor 401 on every picture route', async () => {
    const customer = await createCustomer(context);
    const { product } = await insertProduct(context.db);
    const jpeg = await cameraJpeg(64, 48);
    const requests = [
      { method: 'GET' as const, url: `/api/product/staff/getPhotos/${product.id}` },
      { method: 'POST' as const, url: `/api/product/staff/uploadPhoto/${product.id}`, payload: form(jpeg), multipart: true },
      { method: 'PUT' as const, url: `/api/product/staff/reorderPhotos/${product.id}`, payload: { imageIds: [] } },
      { method: 'DELETE' as const, url: '/api/product/staff/deletePhoto/1' },
      { method: 'POST' as const, url: '/api/categories/uploadPicture/1?orientation=vertical', payload: form(jpeg), multipart: true },
    ];
    for (const { multipart, ...request } of requests) {
      for (const [headers, status] of [[customer.headers, 403], [{}, 401]] as const) {
        const response = await context.app.inject({ ...request, headers: multipart ? multipartHeaders(headers) : headers });
        expect([request.url, response.statusCode]).toEqual([request.url, status]);
      }
    }
    expect(await auditRows(product.id)).toEqual([]);
  });
});
