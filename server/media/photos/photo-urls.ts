import type { Image } from '../../../contract/common';
import { MediaPhotoStore } from '../images/photo-store';
import type { PhotoVariant, ProcessedPhoto } from '../images/process';
import { isImageKey, type ImageStore } from '../images/store';
import type { MediaStore } from '../store/media-store';

/** Where processed photos are served (photo-files.ts): the address is the file's content key, so it never changes. */
export const PHOTO_URL_PREFIX = '/media/photos/';

export const photoUrl = (key: string): string => `${PHOTO_URL_PREFIX}${key}`;

/** The store key an address of ours names, or undefined for any other address (a seed SVG, an avatar). */
export function photoKeyOf(url: string): string | undefined {
  if (!url.startsWith(PHOTO_URL_PREFIX)) return undefined;
  const key = url.slice(PHOTO_URL_PREFIX.length);
  return isImageKey(key) ? key : undefined;
}

/** The store every photo upload of the running shop goes to: products/ in its media store (deps.media). */
export const photoStoreFor = (media: MediaStore): ImageStore => new MediaPhotoStore(media);

/** The width the fallback `url` has: a phone's full view or a desktop card; old browsers get this one. */
const FALLBACK_WIDTH = 800;

/** The variant shown where no srcset is read: the widest WebP up to FALLBACK_WIDTH (a small photo's only one). */
export function fallbackVariant(photo: ProcessedPhoto): PhotoVariant {
  const webps = photo.variants.filter((variant) => variant.format === 'webp');
  return [...webps].reverse().find((variant) => variant.width <= FALLBACK_WIDTH) ?? webps[0]!;
}

const srcsetOf = (variants: PhotoVariant[]) => variants.map((variant) => `${photoUrl(variant.key)} ${variant.width}w`).join(', ');

/** What a product_images row keeps of a processed photo. */
export function storedPhoto(photo: ProcessedPhoto): Required<Image> {
  const of = (format: 'avif' | 'webp') => srcsetOf(photo.variants.filter((variant) => variant.format === format));
  return {
    url: photoUrl(fallbackVariant(photo).key),
    width: photo.source.width,
    height: photo.source.height,
    srcset: { avif: of('avif'), webp: of('webp') },
  };
}

/** Every store key an image row names: its fallback and each srcset entry. */
export function photoKeysOfImage(image: Image): string[] {
  const addresses = [image.url, ...(image.srcset ? [image.srcset.avif, image.srcset.webp] : []).flatMap((srcset) => srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? ''))];
  return [...new Set(addresses.map(photoKeyOf).filter((key): key is string => key !== undefined))];
}
