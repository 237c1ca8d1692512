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

/** The home page's first banner, the phone or the wide picture by screen, as the carousel shows it. */
export function homeImageHints(deps: AppDeps): () => Promise<ImageHint[]> {
  const ttlMs = 60_000;
  let cached: { hints: ImageHint[]; version: number; expiresAt: number } | undefined;
  return async () => {
    const now = deps.clock.now().getTime();
    if (cached && cached.version === currentCatalogueVersion() && cached.expiresAt > now) return cached.hints;
    const version = currentCatalogueVersion();
    const first = await firstActiveBanner(deps.db);
    const hints = first
      ? [
          { href: first.mobileImage, media: NARROW_MEDIA },
          { href: first.desktopImage, media: WIDE_MEDIA },
        ]
      : [];
    cached = { hints, version, expiresAt: now + ttlMs };
    return hints;
  };
}
