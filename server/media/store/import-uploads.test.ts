import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../../test/server/harness';
import type { DatabaseHandle } from '../../db/client';
import { etagOf } from './media-store';
import { importUploads } from './import-uploads';
import { PostgresMediaStore } from './postgres-store';

let dir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'libos-import-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('importUploads', () => {
  it('copies the pictures a single server kept on disk into the shared store, once', async () => {
    const root = path.join(dir, 'uploads');
    const photo = Buffer.from('a processed photo');
    const avatar = Buffer.from('an avatar');
    await mkdir(path.join(root, 'products', 'ab'), { recursive: true });
    await mkdir(path.join(root, 'avatars'), { recursive: true });
    await writeFile(path.join(root, 'products', 'ab', 'ab12.avif'), photo);
    await writeFile(path.join(root, 'avatars', 'face.jpg'), avatar);
    await writeFile(path.join(root, 'avatars', 'notes.txt'), 'not a picture');
    await writeFile(path.join(root, 'avatars', 'face.jpg.1a2b.partial'), 'half a write');
    const store = new PostgresMediaStore(database.db);

    expect(await importUploads(root, store)).toEqual({ copied: 2, alreadyThere: 0, skipped: 2 });
    expect(await store.get('products/ab/ab12.avif')).toEqual({ bytes: photo, contentType: 'image/avif', etag: etagOf(photo) });
    expect(await store.get('avatars/face.jpg')).toEqual({ bytes: avatar, contentType: 'image/jpeg', etag: etagOf(avatar) });
    expect(await importUploads(root, store)).toEqual({ copied: 0, alreadyThere: 2, skipped: 2 });
  });

  it('finds nothing to copy where there is no uploads folder', async () => {
    expect(await importUploads(path.join(dir, 'none'), new PostgresMediaStore(database.db))).toEqual({ copied: 0, alreadyThere: 0, skipped: 0 });
  });
});
