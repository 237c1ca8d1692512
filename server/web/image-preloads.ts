import { currentCatalogueVersion } from '../catalogue/cache';
import type { AppDeps } from '../deps';
import { firstActiveBanner } from '../home/service';
import { escapeHtml } from './head';
import type { Image } from '../../contract/common';

/** An image the page shows first and largest (its Largest Contentful Paint); `media` when only some screens show it. */
export interface ImageHint {
  href: string;
  media?: string;
  /** An uploaded photo's AVIF srcset and the `sizes` the page shows it at: the browser preloads the file it will use. */
  srcset?: string;
  sizes?: string;
}

/**
 * The hint for a product picture shown at `sizes`: an uploaded photo's AVIF srcset (what <picture> picks in every
 * browser that reads the preload's type), a generated picture's address.
 */
export function productImageHint(image: Image, sizes: string): ImageHint {
  return image.srcset ? { href: image.url, srcset: image.srcset.avif, sizes } : { href: image.url };
}

/** The SPA's breakpoint between the phone and the wide banner (src/features/catalogue/components/home/BannerCarousel.tsx). */
const WIDE_MEDIA = '(min-width: 900px)';
const NARROW_MEDIA = '(max-width: 899.98px)';

/**
 * `<link rel="preload" as="image">` for the hints, before </head>: the browser fetches the picture beside the
 * scripts instead of after they have run, asked for the page's data and rendered it.
 */
export function withImagePreloads(html: string, images: ImageHint[]): string {
  const links = images
    .filter((image) => image.href.startsWith('/') && !image.href.startsWith('//'))
    .map(({ href, media, srcset, sizes }) => {
      // A browser without AVIF skips a preload of that type, and its <picture> then takes the WebP.
      const responsive = srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" type="image/avif"` : '';
      return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive}${media ? ` media="${media}"` : ''} fetchpriority="high">`;
    })
    .join('');
  return links ? html.replace(/<\/head>/i, () => `${links}</head>`) : html;
}

/**
 * The home page's first banner, the phone or the wide picture by screen, in the visitor's language, as the
 * carousel shows it (the Russian pictures when the banner has them).
 */
export function homeImageHints(deps: AppDeps): (language: 'uz' | 'ru') => Promise<ImageHint[]> {
  const ttlMs = 60_000;
  let cached: { first: Awaited<ReturnType<typeof firstActiveBanner>>; version: number; expiresAt: number } | undefined;
  return async (language) => {
    const now = deps.clock.now().getTime();
    if (!cached || cached.version !== currentCatalogueVersion() || cached.expiresAt <= now) {
      const version = currentCatalogueVersion();
      cached = { first: await firstActiveBanner(deps.db, deps.clock.now()), version, expiresAt: now + ttlMs };
    }
    const { first } = cached;
    if (!first) return [];
    const russian = language === 'ru';
    return [
      { href: (russian ? first.mobileImageRUS : null) ?? first.mobileImage, media: NARROW_MEDIA },
      { href: (russian ? first.desktopImageRUS : null) ?? first.desktopImage, media: WIDE_MEDIA },
    ];
  };
}
