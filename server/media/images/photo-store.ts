import type { MediaStore } from '../store/media-store';
import { assertImageKey, type ImageStore, type StoredImageFormat } from './store';

/** The media store's folder (or key prefix) for processed photos: served as /media/photos/{key}. */
export const PRODUCT_PHOTO_PREFIX = 'products/';

const CONTENT_TYPES: Record<StoredImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };
const formatOf = (key: string): StoredImageFormat => (key.endsWith('.avif') ? 'avif' : 'webp');

/**
 * Processed product and category photos in the shop's media store, under products/{content key}. Only content keys
 * are taken (assertImageKey), and only with the bytes they name, so a key's picture never changes.
 */
export class MediaPhotoStore implements ImageStore {
  constructor(private readonly media: MediaStore) {}

  async put(key: string, data: Buffer): Promise<void> {
    assertImageKey(key, data);
    await this.media.put(PRODUCT_PHOTO_PREFIX + key, data, CONTENT_TYPES[formatOf(key)]);
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertImageKey(key);
    return (await this.media.get(PRODUCT_PHOTO_PREFIX + key))?.bytes;
  }

  async exists(key: string): Promise<boolean> {
    assertImageKey(key);
    return this.media.exists(PRODUCT_PHOTO_PREFIX + key);
  }

  async delete(key: string): Promise<void> {
    assertImageKey(key);
    await this.media.delete(PRODUCT_PHOTO_PREFIX + key);
  }
}
