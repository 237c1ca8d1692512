import { currentCatalogueVersion } from '../catalogue/cache';
import type { AppDeps } from '../deps';
import { firstActiveBanner } from '../home/service';
import { escapeHtml } from './head';

/** An image the page shows first and largest (its Largest Contentful Paint); `media` when only some screens show it. */
export interface ImageHint {
  href: string;
  media?: string;
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
    .map(({ href, media }) => `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high">`)
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
      cached = { first: await firstActiveBanner(deps.db), version, expiresAt: now + ttlMs };
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
