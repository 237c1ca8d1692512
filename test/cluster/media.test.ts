import { DEMO_CUSTOMER, DEMO_STAFF } from '../../server/db/seed/demo-accounts';
import { cameraJpeg } from '../../server/media/images/testing/photos';
import { pngImage } from '../server/images';
import { call } from '../support/shop-api';
import type { ShopProcess } from '../support/shop-process';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { scratchShop, type ScratchShop } from './servers';

/*
 * Pictures uploaded through one server are served by the other: two shop processes on one PostgreSQL database keep
 * them in the database (no S3_* set), and two more on the same database with S3_* keep them in object storage
 * (s3rver, started here). Same bytes, same ETag, 304 on either server, and a replaced avatar is gone from both.
 */
jest.setTimeout(120_000);

let shop: ScratchShop;
let s3: LocalS3 | undefined;
beforeAll(async () => {
  shop = await scratchShop('media');
});
afterAll(async () => {
  await shop?.close();
  await s3?.close();
});

const signIn = async (origin: string, path: string, account: { phoneNumber: string; password: string }) =>
  call<{ accessToken: string; customerId?: number }>(origin, 'POST', path, { phoneNumber: account.phoneNumber, password: account.password });

async function upload(origin: string, method: 'PUT' | 'POST', path: string, authorization: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), type === 'image/png' ? 'me.png' : 'photo.jpg');
  const response = await fetch(`${origin}${path}`, { method, headers: { authorization }, body: form });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

async function fetchPicture(origin: string, url: string, ifNoneMatch?: string) {
  const response = await fetch(`${origin}${url}`, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A staff photo and a customer avatar uploaded through `a`: `b` serves each the same, and a replaced avatar nowhere. */
async function expectSharedPictures(a: ShopProcess, b: ShopProcess): Promise<void> {
  const staff = `Bearer ${(await signIn(a.origin, '/api/auth/loginUser', DEMO_STAFF)).accessToken}`;
  const [product] = await shop.query<{ id: number }>('select id from products order by id limit 1');
  const photos = (await upload(a.origin, 'POST', `/api/product/staff/uploadPhoto/${product!.id}`, staff, await cameraJpeg(640, 480), 'image/jpeg')) as Array<{ url: string; srcset?: { avif: string } }>;
  const photo = photos.at(-1)!;
  const avif = photo.srcset!.avif.split(' ')[0]!;
  for (const url of [photo.url, avif]) {
    const [fromA, fromB] = [await fetchPicture(a.origin, url), await fetchPicture(b.origin, url)];
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(fromB.etag).toBe(fromA.etag);
    expect(fromB.type).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
    expect(fromB.cacheControl).toBe('public, max-age=31536000, immutable');
    expect((await fetchPicture(b.origin, url, fromA.etag!)).status).toBe(304);
  }

  const customer = await signIn(a.origin, '/api/auth/loginCustomer', DEMO_CUSTOMER);
  const shopper = `Bearer ${customer.accessToken}`;
  const avatarPath = `/api/customers/editCustomerImage/${customer.customerId}`;
  const picture = pngImage({ width: 7, height: 5 });
  const first = ((await upload(a.origin, 'PUT', avatarPath, shopper, picture, 'image/png')) as { image: { url: string } }).image.url;
  const [fromA, fromB] = [await fetchPicture(a.origin, first), await fetchPicture(b.origin, first)];
  expect(fromB).toMatchObject({ status: 200, type: 'image/png', etag: fromA.etag });
  expect(fromB.bytes.equals(picture)).toBe(true);
  expect((await fetchPicture(a.origin, first, fromB.etag!)).status).toBe(304);

  // Replaced through b: the old one is gone on a too, and a serves the new one.
  const second = ((await upload(b.origin, 'PUT', avatarPath, shopper, pngImage({ width: 4, height: 4 }), 'image/png')) as { image: { url: string } }).image.url;
  expect((await fetchPicture(a.origin, first)).status).toBe(404);
  expect((await fetchPicture(a.origin, second)).status).toBe(200);
}

it('two servers on one PostgreSQL database: a picture uploaded through one is served by the other', async () => {
  const [a, b] = await Promise.all([shop.start(), shop.start()]);
  await expectSharedPictures(a!, b!);
  const [stored] = await shop.query<{ n: string }>(`select count(*) as n from media_objects where key like 'products/%'`);
  expect(Number(stored!.n)).toBeGreaterThan(0);
});

it('two servers with S3_* set: the pictures are in the bucket, and served by either', async () => {
  s3 = await startLocalS3();
  const [before] = await shop.query<{ n: string }>('select count(*) as n from media_objects');
  const [a, b] = await Promise.all([shop.start(s3.env), shop.start(s3.env)]);
  await expectSharedPictures(a!, b!);
  // Nothing new in the database: object storage holds them.
  const [after] = await shop.query<{ n: string }>('select count(*) as n from media_objects');
  expect(after!.n).toBe(before!.n);
});
