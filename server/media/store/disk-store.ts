import { randomBytes } from 'node:crypto';
import { mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, contentTypeOfKey, etagOf, type MediaStore, type StoredMedia } from './media-store';

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
    if (await this.exists(key)) return;
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
}
