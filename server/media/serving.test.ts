import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { insertProduct } from '../../test/server/fixtures';
import { BOUNDARY, multipartBody, pngImage } from '../../test/server/images';
import type { Database } from '../db/client';
import { staffWithRole } from '../staff/testing/staff-fixtures';
import { cameraJpeg } from './images/testing/photos';
import type { MediaStore } from './store/media-store';
import { PostgresMediaStore } from './store/postgres-store';

/*
 * How uploaded pictures are served, whichever store holds them: a strong ETag the store made of the bytes, 304 when
 * the browser names it, and `immutable` for names that never point at other bytes (content keys, avatars).
 */

const FOREVER = 'public, max-age=31536000, immutable';

const stores: Array<[string, ((db: Database) => MediaStore) | undefined]> = [
  ['the disk store', undefined],
  ['the database store', (db) => new PostgresMediaStore(db)],
];

describe.each(stores)('media served from %s', (_name, media) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({ media });
  });
  afterAll(() => context.close());

  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });

  async function uploadAvatar(bytes: Buffer): Promise<string> {
    const { customer, headers } = await createCustomer(context);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/customers/editCustomerImage/${customer.id}`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody('image', 'me.png', 'image/png', bytes),
    });
    expect(response.statusCode).toBe(200);
    return response.json().image.url;
  }

  it('serves an avatar with a strong ETag, for good, and answers 304 to a browser that holds it', async () => {
    const bytes = pngImage({ width: 3, height: 3 });
    const url = await uploadAvatar(bytes);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe(FOREVER);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': held });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(FOREVER);
    }
    const changed = await get(url, { 'if-none-match': '"00000000000000000000000000000000"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(bytes)).toBe(true);
  });

  it('gives other bytes another ETag, and a replaced avatar is gone', async () => {
    const { customer, headers } = await createCustomer(context);
    const put = (bytes: Buffer) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/customers/editCustomerImage/${customer.id}`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartBody('image', 'me.png', 'image/png', bytes),
      });
    const first: string = (await put(pngImage({ width: 2, height: 2 }))).json().image.url;
    const second: string = (await put(pngImage({ width: 5, height: 4 }))).json().image.url;
    expect((await get(second)).headers.etag).not.toBe((await get(first)).headers.etag);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(first, { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  it('serves a product photo by its content key: immutable, its ETag the hash it names, 304 when held; a missing one is a 404 kept nowhere', async () => {
    const manager = await staffWithRole(context, 'MANAGER');
    const { product } = await insertProduct(context.db);
    const form = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      await cameraJpeg(600, 400),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: `/api/product/staff/uploadPhoto/${product.id}`,
      headers: { ...manager.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json().at(-1);
    const key = String(photo.url).replace('/media/photos/', '');

    for (const url of [photo.url, `/media/uploads/products/${key}`]) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers.etag).toBe(`"${key.slice(3, 35)}"`);
      expect(served.headers['cache-control']).toBe(url === photo.url ? FOREVER : 'public, max-age=3600');
      expect((await get(url, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);
    }
    const absent = await get(`/media/photos/00/${'0'.repeat(32)}.webp`);
    expect(absent.statusCode).toBe(404);
    expect(absent.headers['cache-control']).toBeUndefined();
  });
});

describe('pictures a single server kept on its disk before the media store', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('are still served, with an ETag, an hour for a name that is not a generated one', async () => {
    const bytes = pngImage();
    const avatars = path.join(context.config.dataDir, 'uploads', 'avatars');
    await mkdir(avatars, { recursive: true });
    await writeFile(path.join(avatars, 'by-hand.png'), bytes);
    const served = await context.app.inject({ method: 'GET', url: '/media/uploads/avatars/by-hand.png' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });
});
