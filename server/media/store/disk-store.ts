import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, contentTypeOfKey, etagOf, isMediaKey, LIST_BATCH, type MediaStore, type StoredMedia } from './media-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const inside = (root: string, candidate: string) => candidate.startsWith(root + path.sep);

/** Where the disk store keeps its files: the folder a single server has always used, so existing pictures stay. */
export const uploadsRoot = (dataDir: string): string => path.join(path.resolve(dataDir), 'uploads');

/**
 * Files under one folder (DATA_DIR/uploads/{key}): the store of a single server. The type is the key's extension,
 * as it always was for these files.
 */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  private file(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    if (await this.exists(key)) {
      // Written again: young again for the sweep of unnamed pictures.
      const now = new Date();
      await utimes(file, now, now).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
      return;
    }
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed into place, so a reader never sees half a file and two writers of one key cannot clash.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  /** The real file behind a key, or undefined when there is none or a symbolic link leads out of the folder. */
  private async resolved(key: string): Promise<string | undefined> {
    const file = this.file(key);
    try {
      const [realRoot, realFile] = await Promise.all([realpath(this.root), realpath(file)]);
      if (!inside(realRoot, realFile)) return undefined;
      return (await stat(realFile)).isFile() ? realFile : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | undefined> {
    const file = await this.resolved(key);
    if (!file) return undefined;
    try {
      const bytes = await readFile(file);
      return { bytes, contentType: contentTypeOfKey(key)!, etag: etagOf(bytes) };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.resolved(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.file(key));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }

  /** Files only, by their modification time; a half-written `.partial` file and anything else no key names are passed over. */
  async *list(prefix: string, before: Date): AsyncIterable<string[]> {
    let batch: string[] = [];
    for await (const key of this.keysUnder(prefix)) {
      const file = await this.resolved(key);
      if (!file || (await stat(file)).mtime >= before) continue;
      batch.push(key);
      if (batch.length >= LIST_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  /** Every media key under the prefix's folder, its sub-folders walked as they are read. */
  private async *keysUnder(prefix: string): AsyncIterable<string> {
    const folders = [prefix.replace(/\/+$/, '')];
    for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
      let entries;
      try {
        entries = await readdir(path.join(this.root, ...folder.split('/')), { withFileTypes: true });
      } catch (error) {
        if (missing(error)) continue;
        throw error;
      }
      for (const entry of entries) {
        const key = `${folder}/${entry.name}`;
        if (entry.isDirectory()) folders.push(key);
        else if (entry.isFile() && isMediaKey(key)) yield key;
      }
    }
  }
}
