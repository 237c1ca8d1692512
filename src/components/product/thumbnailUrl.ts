import { mediaUrl } from '../../app/config';
import type { Image } from '../../../contract/common';

/**
 * The address of a small thumbnail (cart line, search result, review, checkout line): an uploaded photo's narrowest
 * WebP (400 px, sharp at three times a thumbnail's size) instead of its 800 px fallback; else the picture's url.
 * Its own module, so the home page's cards do not carry it.
 */
export function thumbnailUrl(image: Image | undefined): string | null {
  const narrowest = image?.srcset?.webp.split(',')[0]?.trim().split(/\s+/)[0];
  return mediaUrl(narrowest || image?.url);
}
