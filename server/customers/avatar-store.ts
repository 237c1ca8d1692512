import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { MediaStore } from '../media/store/media-store';
import type { ImageType } from './image-type';

const URL_PREFIX = '/media/uploads/';
const KEY_PREFIX = 'avatars/';
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * Writes the picture to the media store under a fresh random name (never the client's file name) and gives its
 * public URL. Only the picture itself is kept: whatever followed its end marker is dropped (see ImageType.byteLength).
 */
export async function storeAvatar(media: MediaStore, bytes: Buffer, type: ImageType): Promise<string> {
  const key = `${KEY_PREFIX}${randomBytes(16).toString('hex')}.${type.extension}`;
  await media.put(key, bytes.subarray(0, type.byteLength), type.mimeType);
  return `${URL_PREFIX}${key}`;
}

/** The media key behind an avatar URL this store made, or undefined for any other URL (never a key it did not write). */
export function storedAvatarKey(url: string | null): string | undefined {
  if (!url?.startsWith(URL_PREFIX + KEY_PREFIX)) return undefined;
  const name = url.slice(URL_PREFIX.length + KEY_PREFIX.length);
  return STORED_NAME.test(name) ? `${KEY_PREFIX}${name}` : undefined;
}

/** The file behind an avatar URL when the shop keeps its media on disk (DATA_DIR/uploads), for tests to look at. */
export function storedAvatarFile(dataDir: string, url: string | null): string | undefined {
  const key = storedAvatarKey(url);
  return key ? path.join(dataDir, 'uploads', ...key.split('/')) : undefined;
}

/** Deletes a replaced avatar; one already gone is no failure. */
export async function removeAvatar(media: MediaStore, url: string | null): Promise<void> {
  const key = storedAvatarKey(url);
  if (key) await media.delete(key);
}
