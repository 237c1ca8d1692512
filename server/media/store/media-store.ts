import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Where uploaded pictures live: product and category photos with their sizes (`products/ab/ab12...ef.webp`) and
 * customers' avatars (`avatars/{random}.jpg`). One of three, chosen at start (choose.ts): object storage (S3),
 * the PostgreSQL database, or files under DATA_DIR/uploads. The first two are shared by every server of a cluster.
 */
export interface MediaStore {
  /** Which store this is, for the start log. */
  readonly kind: 'disk' | 'postgres' | 's3';
  /**
   * Writes the bytes under the key. A key already there keeps its bytes (keys are never reused for other bytes) but
   * counts as written now: an upload of the same bytes as an old unnamed picture makes it young again, so the sweep
   * of unnamed pictures (orphan-sweep.ts) leaves it to the row about to name it.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored picture, or undefined when the key is not there. */
  get(key: string): Promise<StoredMedia | undefined>;
  /** Removes the key; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys under `prefix` last written before `before`, a batch at a time, in no promised order. */
  list(prefix: string, before: Date): AsyncIterable<string[]>;
}

/** How many keys a store's list hands over at once: one query or request each. */
export const LIST_BATCH = 500;

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
  /** A strong ETag, quoted: the same bytes give the same one whichever store and server answer. */
  etag: string;
}

/** The first 32 hex digits of the SHA-256 of the bytes, quoted: for a product photo, the hash its key names. */
export const etagOf = (bytes: Buffer): string => `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The type a key's extension names, or undefined for a file this shop never stores. */
export const contentTypeOfKey = (key: string): string | undefined => CONTENT_TYPES[path.extname(key).toLowerCase()];

/** A plain name: no leading dot (so no "." or ".." and no hidden files), no slashes of either kind. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_DEPTH = 4;

/**
 * Whether `key` is one a store may hold: up to four plain names joined by "/", ending in a picture's extension.
 * No key can name a path outside the store's folder or prefix.
 */
export function isMediaKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= MAX_DEPTH && segments.every((segment) => SAFE_SEGMENT.test(segment)) && contentTypeOfKey(key) !== undefined;
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
