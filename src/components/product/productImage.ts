import { mediaUrl } from '../../app/config';
import type { Image } from '../../../contract/common';

/** Every product picture is a 3:4 portrait; width and height are set so the page never jumps while it loads. */
export const productImageSize = { width: 600, height: 800 } as const;
export const productAspectRatio = `${productImageSize.width} / ${productImageSize.height}`;
/** The warm grey behind a picture that is still loading (or missing). */
export const productImageBackground = '#EEE8E1';

/**
 * A picture ready for the page: `src` (the fallback), and for an uploaded photo its AVIF and WebP srcsets and its
 * widest WebP (what a zoom shows). Every address has been through mediaUrl.
 */
export type PictureSources = {
  src: string;
  avif?: string;
  webp?: string;
  /** The sharpest file: the widest WebP of an uploaded photo, else `src`. */
  largest: string;
};


const resolveSrcset = (srcset: string) =>
  srcset
    .split(',')
    .map((entry) => {
      const [address = '', width = ''] = entry.trim().split(/\s+/);
      return `${mediaUrl(address) ?? address} ${width}`.trim();
    })
    .join(', ');

const widestOf = (srcset: string) => srcset.split(',').at(-1)?.trim().split(/\s+/)[0] ?? '';

/** The picture of an Image from the API, or null when there is none. */
export function pictureSources(image: Image | undefined): PictureSources | null {
  const src = mediaUrl(image?.url);
  if (!image || !src) return null;
  if (!image.srcset) return { src, largest: src };
  const webp = resolveSrcset(image.srcset.webp);
  return { src, avif: resolveSrcset(image.srcset.avif), webp, largest: widestOf(webp) || src };
}

/**
 * The address of a small thumbnail (cart line, search result, review, checkout line): an uploaded photo's narrowest
 * WebP (400 px, sharp at three times a thumbnail's size) instead of its 800 px fallback; else the picture's url.
 */
export function thumbnailUrl(image: Image | undefined): string | null {
  const narrowest = image?.srcset?.webp.split(',')[0]?.trim().split(/\s+/)[0];
  return mediaUrl(narrowest || image?.url);
}
