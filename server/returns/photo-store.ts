import { randomBytes } from 'node:crypto';
import type { ImageType } from '../customers/image-type';
import type { MediaStore } from '../media/store/media-store';

/*
 * A return's photos go the avatar's way (customers/avatar-store.ts): the bytes are checked to be a whole JPEG, PNG or
 * WebP (customers/image-type.ts) and stored as they are under a fresh random name, here under returns/ of the media
 * store, served at /media/uploads/returns/... A request takes only addresses of that shape whose file is there.
 */

const URL_PREFIX = '/media/uploads/';
const KEY_PREFIX = 'returns/';
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export async function storeReturnPhoto(media: MediaStore, bytes: Buffer, type: ImageType): Promise<string> {
  const key = `${KEY_PREFIX}${randomBytes(16).toString('hex')}.${type.extension}`;
  // Only the picture itself: whatever followed its end marker is dropped (ImageType.byteLength).
  await media.put(key, bytes.subarray(0, type.byteLength), type.mimeType);
  return `${URL_PREFIX}${key}`;
}

/** The media key behind a photo address this store made, or undefined for any other address. */
export function returnPhotoKey(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX + KEY_PREFIX)) return undefined;
  const name = url.slice(URL_PREFIX.length + KEY_PREFIX.length);
  return STORED_NAME.test(name) ? `${KEY_PREFIX}${name}` : undefined;
}

/** Whether every address is a return photo this store made and still holds. */
export async function areStoredReturnPhotos(media: MediaStore, urls: readonly string[]): Promise<boolean> {
  for (const url of urls) {
    const key = returnPhotoKey(url);
    if (!key || !(await media.exists(key))) return false;
  }
  return true;
}
