import { utimes } from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import sharp from 'sharp';
import { pictureNames } from '../../catalogue/products/photos/service';
import { CATALOGUE_HOLDERS } from '../../catalogue-holders';
import { insertCategory, insertProduct } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { staffWithRole } from '../../staff/testing/staff-fixtures';
import { MediaPhotoStore, PRODUCT_PHOTO_PREFIX } from '../images/photo-store';
import { imageKey } from '../images/store';
import { DiskMediaStore, uploadsRoot } from './disk-store';
import { registerPictureSweep, sweepUnnamedPictures, UNNAMED_PICTURE_GRACE_MS } from './orphan-sweep';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

/** The test app's store: files under its DATA_DIR/uploads, as a single server keeps them. */
const media = () => new DiskMediaStore(uploadsRoot(context.config.dataDir));
const sweep = (now: Date, names = pictureNames(context.db, CATALOGUE_HOLDERS)) => sweepUnnamedPictures({ media: media(), names }, now);
const aDayOn = () => new Date(Date.now() + UNNAMED_PICTURE_GRACE_MS + 60_000);

async function storedPhotos(): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of media().list(PRODUCT_PHOTO_PREFIX, new Date(Date.now() + 10 * UNNAMED_PICTURE_GRACE_MS))) keys.push(...batch);
  return keys.map((key) => key.slice(PRODUCT_PHOTO_PREFIX.length)).sort();
}
const keyOf = (url: string) => url.replace('/media/photos/', '');

const BOUNDARY = '----libos-sweep-boundary';
let shade = 0;
async function upload(url: string): Promise<{ statusCode: number; json(): { url?: string; verticalImage?: string } & Array<{ url: string; srcset?: { avif: string; webp: string } }> }> {
  shade += 20;
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: shade, g: 80, b: 120 } } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return context.app.inject({ method: 'POST', url, headers: { ...manager.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
}

/** What a server killed between storing an upload's files and writing its row leaves: files no row names. */
async function killedUpload(): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).webp().toBuffer();
  const key = imageKey(bytes, 'webp');
  await new MediaPhotoStore(media()).put(key, bytes);
  return key;
}

describe('the sweep of unnamed pictures', () => {
  it('deletes the stored pictures no row names once they are a day old, and keeps every named one', async () => {
    const { product } = await insertProduct(context.db);
    const photos = (await upload(`/api/product/staff/uploadPhoto/${product.id}`)).json();
    const photo = photos[photos.length - 1]!;
    const category = await insertCategory(context.db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' });
    const categoryPicture = (await upload(`/api/categories/uploadPicture/${category.id}?orientation=vertical`)).json().verticalImage!;
    const desktop = (await upload('/api/karusel/uploadPicture?kind=desktop')).json().url!;
    const mobile = (await upload('/api/karusel/uploadPicture?kind=mobile')).json().url!;
    const banner = await context.app.inject({
      method: 'POST',
      url: '/api/karusel/addKarusel',
      headers: manager.headers,
      payload: { desktopImage: desktop, mobileImage: mobile, targetType: 'product', targetId: product.id },
    });
    expect(banner.statusCode).toBe(201);
    // A look picture whose form was never saved, and the files of an upload whose server was killed.
    const unsaved = keyOf((await upload('/api/lookCollection/uploadPicture')).json().url!);
    const orphan = await killedUpload();

    const named = [photo.url, ...`${photo.srcset!.avif}, ${photo.srcset!.webp}`.split(', ').map((entry) => entry.split(' ')[0]!), categoryPicture, desktop, mobile].map(keyOf);
    const stored = await storedPhotos();
    expect(stored).toEqual([...new Set([...named, unsaved, orphan])].sort());

    // Under a day old, an upload may still be on its way to its row: nothing goes.
    expect(await sweep(new Date())).toBe(0);
    expect(await storedPhotos()).toEqual(stored);

    expect(await sweep(aDayOn())).toBe(2);
    expect(await storedPhotos()).toEqual(stored.filter((key) => key !== unsaved && key !== orphan));
    const served = await context.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(await sweep(aDayOn())).toBe(0);
  });

  it('asks once more before each delete, so a picture named since the names were read stays', async () => {
    const orphan = await killedUpload();
    // The names read before the orphan's row was written; by the time its turn comes, the row names it.
    const rows = pictureNames(context.db, CATALOGUE_HOLDERS);
    const namedMeanwhile = { all: async () => new Set<string>(), named: async (key: string) => key === orphan || rows.named(key) };
    expect(await sweep(aDayOn(), namedMeanwhile)).toBe(0);
    expect(await storedPhotos()).toContain(orphan);
  });

  it('counts an upload of the same bytes as an old unnamed picture as new: it is not swept from under its row', async () => {
    const orphan = await killedUpload();
    const file = path.join(uploadsRoot(context.config.dataDir), 'products', ...orphan.split('/'));
    const twoDaysAgo = new Date(Date.now() - 2 * UNNAMED_PICTURE_GRACE_MS);
    await utimes(file, twoDaysAgo, twoDaysAgo);
    expect(await killedUpload()).toBe(orphan);
    expect(await sweep(new Date())).toBe(0);
    await utimes(file, twoDaysAgo, twoDaysAgo);
    expect(await sweep(new Date())).toBe(1);
    expect(await storedPhotos()).not.toContain(orphan);
  });

  it('runs when a server is ready, from then on now and then, and the server’s close waits for it', async () => {
    const orphan = await killedUpload();
    const file = path.join(uploadsRoot(context.config.dataDir), 'products', ...orphan.split('/'));
    const twoDaysAgo = new Date(Date.now() - 2 * UNNAMED_PICTURE_GRACE_MS);
    await utimes(file, twoDaysAgo, twoDaysAgo);
    const server = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    registerPictureSweep(server, { media: media(), names: pictureNames(context.db, CATALOGUE_HOLDERS), clock: { now: () => new Date() } });
    await server.ready();
    await server.close();
    expect(await storedPhotos()).not.toContain(orphan);
  });
});
