import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DiskMediaStore, uploadsRoot } from '../store/disk-store';
import { productPhotoRoot } from './local-store';
import { MediaPhotoStore } from './photo-store';
import { processProductPhoto } from './process';
import { imageKey, isImageKey } from './store';
import { webpPhoto } from './testing/photos';

let dataDir: string;
let store: MediaPhotoStore;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'libos-images-'));
  store = new MediaPhotoStore(new DiskMediaStore(uploadsRoot(dataDir)));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const picture = Buffer.from('pretend these are the bytes of a webp');

describe('MediaPhotoStore (on the disk media store)', () => {
  it('keeps each file under DATA_DIR/uploads/products by its content key, and gives it back', async () => {
    const key = imageKey(picture, 'webp');
    expect(key).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}\.webp$/);
    await store.put(key, picture);
    expect(await readFile(path.join(dataDir, 'uploads', 'products', ...key.split('/')))).toEqual(picture);
    expect(await store.get(key)).toEqual(picture);
    expect(await store.exists(key)).toBe(true);
  });

  it('stores the same bytes once however often they are put, and leaves no partial files', async () => {
    const key = imageKey(picture, 'avif');
    await Promise.all([store.put(key, picture), store.put(key, picture), store.put(key, picture)]);
    await store.put(key, picture);
    expect(await readdir(path.join(productPhotoRoot(dataDir), key.slice(0, 2)))).toEqual([key.slice(3)]);
  });

  it('deletes a file; a missing key reads as undefined and deletes without error', async () => {
    const key = imageKey(picture, 'webp');
    await store.put(key, picture);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.exists(key)).toBe(false);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are not content keys (no way out of its folder) and bytes that are not the key’s', async () => {
    const good = imageKey(picture, 'webp');
    const hash = good.slice(3, 35);
    const wrongFolder = `${hash.startsWith('00') ? '11' : '00'}/${hash}.webp`;
    const bad = ['../secret.webp', `${hash.slice(0, 2)}/../../${hash}.webp`, `/${good}`, `${good}/x`, good.replace('.webp', '.png'), wrongFolder, good.toUpperCase(), hash];
    for (const key of bad) {
      expect(isImageKey(key)).toBe(false);
      await expect(store.get(key)).rejects.toThrow('Not an image key');
      await expect(store.exists(key)).rejects.toThrow('Not an image key');
      await expect(store.delete(key)).rejects.toThrow('Not an image key');
      await expect(store.put(key, picture)).rejects.toThrow('Not an image key');
    }
    await expect(store.put(imageKey(Buffer.from('other bytes'), 'webp'), picture)).rejects.toThrow('are not the ones it names');
    await expect(readdir(productPhotoRoot(dataDir))).rejects.toThrow('ENOENT');
  });

  it('holds every output of a processed photo, read back byte for byte', async () => {
    const photo = await processProductPhoto(await webpPhoto(1000, 800));
    for (const variant of photo.variants) await store.put(variant.key, variant.data);
    for (const variant of photo.variants) expect((await store.get(variant.key))?.equals(variant.data)).toBe(true);
  });
});
