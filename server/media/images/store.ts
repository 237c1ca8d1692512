import { createHash } from 'node:crypto';

/** The formats the pipeline writes; each is served with a long immutable cache under its content key. */
export type StoredImageFormat = 'webp' | 'avif';

/**
 * A stored file's key: `ab/ab12...ef.webp`, the first 32 hex digits of the SHA-256 of its bytes, filed under a
 * folder named by the first two (256 folders, so none grows to millions of files). The same bytes always get the
 * same key and other bytes never do, so a key's file never changes and can be cached for ever.
 */
const IMAGE_KEY = /^([0-9a-f]{2})\/(\1[0-9a-f]{30})\.(webp|avif)$/;
const HASH_DIGITS = 32;

export const contentHash = (data: Buffer): string => createHash('sha256').update(data).digest('hex').slice(0, HASH_DIGITS);

export function imageKey(data: Buffer, format: StoredImageFormat): string {
  const hash = contentHash(data);
  return `${hash.slice(0, 2)}/${hash}.${format}`;
}

export const isImageKey = (key: string): boolean => IMAGE_KEY.test(key);

/** Refuses a key that is not one imageKey makes (a path that could leave the store), or not the key of `data`. */
export function assertImageKey(key: string, data?: Buffer): void {
  const match = IMAGE_KEY.exec(key);
  if (!match) throw new Error(`Not an image key: ${JSON.stringify(key)}`);
  if (data && imageKey(data, match[3] as StoredImageFormat) !== key) throw new Error(`The bytes stored under ${key} are not the ones it names`);
}

/**
 * Where processed photos live (photo-store.ts: in the shop's media store). Keys come from imageKey; writing the
 * same key twice keeps one copy; reading or deleting a key that is not there is not an error.
 */
export interface ImageStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}
