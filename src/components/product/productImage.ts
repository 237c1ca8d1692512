import { config, mediaUrl } from '../../app/config';
import type { Image } from '../../../contract/common';

/** Every product picture is a 3:4 portrait; width and height are set so the page never jumps while it loads. */
export const productImageSize = { width: 600, height: 800 } as const;
export const productAspectRatio = `${productImageSize.width} / ${productImageSize.height}`;
/** The warm grey behind a picture that is still loading (or missing). */
export const productImageBackground = '#EEE8E1';

/**
 * A picture ready for the page: `src` (the fallback), and for an uploaded photo its AVIF and WebP srcsets. Every
 * address has been through mediaUrl (the srcsets' with the API's base, as mediaUrl gives a path).
 */
export type PictureSources = { src: string; avif?: string; webp?: string };

// The srcsets' paths get the API's base only when the build names one (API_BASE, which DefinePlugin makes a
// constant): a same-origin build, the usual one, keeps them as they come and carries no rewriting code.
const withApiBase = process.env.API_BASE
  ? (srcset: string) => srcset.replace(/(^|, )\//g, `$1${config.apiBase}/`)
  : (srcset: string) => srcset;

/** The picture of an Image from the API, or null when there is none. */
export function pictureSources(image: Image | undefined): PictureSources | null {
  const src = mediaUrl(image?.url);
  if (!image || !src) return null;
  return image.srcset ? { src, avif: withApiBase(image.srcset.avif), webp: withApiBase(image.srcset.webp) } : { src };
}
