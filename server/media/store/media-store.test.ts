import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../../test/server/harness';
import { postgresTemplate } from '../../../test/server/database-template';
import { startLocalS3, type LocalS3 } from '../../../test/support/s3-server';
import { scratchPostgres } from '../../../test/support/shop-process';
import { DiskMediaStore } from './disk-store';
import { etagOf, type MediaStore } from './media-store';
import { PostgresMediaStore } from './postgres-store';
import { S3MediaStore } from './s3-store';

/*
 * One contract, three stores: what the routes and the photo pipeline rely on holds whichever one the shop runs on.
 * The PostgreSQL store runs on the test database (PGlite, or PostgreSQL under DATABASE_URL) and on a scratch
 * PostgreSQL database always, as a cluster uses it; the S3 store on s3rver, an S3 API server started here.
 */

interface Subject {
  store: MediaStore;
  close(): Promise<void>;
}

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

const stores: Array<[string, () => Promise<Subject>]> = [
  ['disk', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'libos-media-'));
    return { store: new DiskMediaStore(path.join(dir, 'uploads')), close: () => rm(dir, { recursive: true, force: true }) };
  }],
  ['database (the test database)', async () => {
    const handle = await openTestDatabase();
    return { store: new PostgresMediaStore(handle.db), close: () => handle.close() };
  }],
  ['PostgreSQL (a scratch database)', async () => {
    const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES;
    const template = postgresTemplate();
    const scratch = await scratchPostgres(adminUrl, `libos_media_${process.pid}`, template);
    const handle: DatabaseHandle = await openPostgres(scratch.url, 3);
    if (!template) await handle.migrate();
    return { store: new PostgresMediaStore(handle.db), close: async () => { await handle.close(); await scratch.drop(); } };
  }],
  ['S3 (s3rver)', async () => {
    const s3: LocalS3 = await startLocalS3();
    return { store: new S3MediaStore(s3.settings), close: () => s3.close() };
  }],
];

const photo = Buffer.from('pretend these are the bytes of a webp photo');
const avatar = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe.each(stores)('the %s media store', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  }, 60_000);
  afterAll(() => subject?.close());

  it('gives back the bytes it was given, with their type and a strong ETag made of them', async () => {
    await subject.store.put('products/ab/photo.webp', photo, 'image/webp');
    await subject.store.put('avatars/face.png', avatar, 'image/png');
    const found = await subject.store.get('products/ab/photo.webp');
    expect(found?.bytes.equals(photo)).toBe(true);
    expect(found?.contentType).toBe('image/webp');
    expect(found?.etag).toBe(etagOf(photo));
    expect(found?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const face = await subject.store.get('avatars/face.png');
    expect(face).toEqual({ bytes: avatar, contentType: 'image/png', etag: etagOf(avatar) });
  });

  it('keeps one copy of a key put again, also when two put it at once', async () => {
    await Promise.all([1, 2, 3].map(() => subject.store.put('products/cd/twice.avif', photo, 'image/avif')));
    await subject.store.put('products/cd/twice.avif', photo, 'image/avif');
    expect((await subject.store.get('products/cd/twice.avif'))?.bytes.equals(photo)).toBe(true);
  });

  it('says what is there; a missing key reads as undefined and deletes without error', async () => {
    expect(await subject.store.exists('avatars/gone.jpg')).toBe(false);
    expect(await subject.store.get('avatars/gone.jpg')).toBeUndefined();
    await subject.store.put('avatars/gone.jpg', avatar, 'image/jpeg');
    expect(await subject.store.exists('avatars/gone.jpg')).toBe(true);
    await subject.store.delete('avatars/gone.jpg');
    expect(await subject.store.exists('avatars/gone.jpg')).toBe(false);
    expect(await subject.store.get('avatars/gone.jpg')).toBeUndefined();
    await expect(subject.store.delete('avatars/gone.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or are not pictures, before touching anything', async () => {
    const bad = ['../secret.png', 'avatars/../../secret.png', '/etc/passwd.png', 'avatars//face.png', 'avatars/./face.png', 'avatars\\face.png', '.hidden.png', 'avatars/notes.txt', 'a/b/c/d/e.png', ''];
    for (const key of bad) {
      await expect(subject.store.put(key, avatar, 'image/png')).rejects.toThrow('Not a media key');
      await expect(subject.store.get(key)).rejects.toThrow('Not a media key');
      await expect(subject.store.exists(key)).rejects.toThrow('Not a media key');
      await expect(subject.store.delete(key)).rejects.toThrow('Not a media key');
    }
  });

  it('lists the keys under a prefix written before a moment; a key put again counts as written then', async () => {
    const listed = async (before: Date) => {
      const keys: string[] = [];
      for await (const batch of subject.store.list('listed/', before)) keys.push(...batch);
      return keys.sort();
    };
    await subject.store.put('listed/aa/one.webp', Buffer.from('one'), 'image/webp');
    await subject.store.put('listed/bb/two.avif', Buffer.from('two'), 'image/avif');
    await subject.store.put('unlisted/three.webp', Buffer.from('three'), 'image/webp');
    expect(await listed(new Date(Date.now() + 60_000))).toEqual(['listed/aa/one.webp', 'listed/bb/two.avif']);
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
    // Object storage keeps whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await subject.store.put('listed/aa/one.webp', Buffer.from('one'), 'image/webp');
    expect(await listed(between)).toEqual(['listed/bb/two.avif']);
    expect((await subject.store.get('listed/aa/one.webp'))?.bytes.toString()).toBe('one');
  });

  it('holds a large picture byte for byte', async () => {
    const large = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < large.length; i += 4096) large[i] = i % 251;
    await subject.store.put('avatars/large.jpg', large, 'image/jpeg');
    expect((await subject.store.get('avatars/large.jpg'))?.bytes.equals(large)).toBe(true);
  });
});

describe('the disk store on a single server', () => {
  let dir: string;
  let store: DiskMediaStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'libos-media-disk-'));
    store = new DiskMediaStore(path.join(dir, 'uploads'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps its files where the shop always did (DATA_DIR/uploads/{key}), so existing pictures are served on', async () => {
    await mkdir(path.join(dir, 'uploads', 'avatars'), { recursive: true });
    await writeFile(path.join(dir, 'uploads', 'avatars', 'old.jpg'), avatar);
    expect((await store.get('avatars/old.jpg'))?.bytes.equals(avatar)).toBe(true);
    await store.put('products/ef/new.webp', photo);
    expect(await readFile(path.join(dir, 'uploads', 'products', 'ef', 'new.webp'))).toEqual(photo);
    expect(await readdir(path.join(dir, 'uploads', 'products', 'ef'))).toEqual(['new.webp']);
  });

  it('does not follow a symbolic link out of its folder, nor read a folder', async () => {
    await writeFile(path.join(dir, 'secret.png'), 'TOP-SECRET');
    await mkdir(path.join(dir, 'uploads', 'avatars'), { recursive: true });
    await symlink(path.join(dir, 'secret.png'), path.join(dir, 'uploads', 'avatars', 'escape.png'));
    await mkdir(path.join(dir, 'uploads', 'avatars', 'folder.png'));
    expect(await store.get('avatars/escape.png')).toBeUndefined();
    expect(await store.exists('avatars/escape.png')).toBe(false);
    expect(await store.get('avatars/folder.png')).toBeUndefined();
  });
});
