import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, type ImageStore } from './store';

/** Where the disk store keeps product photos: served as /media/uploads/products/{key}. */
export const productPhotoRoot = (dataDir: string): string => path.join(dataDir, 'uploads', 'products');

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Product photos as files under one folder (DATA_DIR/uploads/products/ab/ab12...ef.webp). */
export class LocalDiskImageStore implements ImageStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertImageKey(key, data);
    const file = this.file(key);
    // The key names its bytes, so a file already there is this very picture.
    if (await stat(file).then(() => true, (error: unknown) => (missing(error) ? false : Promise.reject(error)))) return;
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed into place, so a reader never sees half a file and two writers of one key cannot clash.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertImageKey(key);
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertImageKey(key);
    try {
      await unlink(this.file(key));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }
}
