// DefinePlugin replaces `process.env.API_BASE` at build time; empty means the API is same-origin.
const apiBase = (process.env.API_BASE ?? '').replace(/\/+$/, '');

export const config = {
  apiBase,
  /** A failed read is retried three times, exponential delay capped at 30 s. */
  retry: { maxRetries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 },
  /** Cached responses are kept for 5 minutes after their last subscriber leaves. */
  cacheSeconds: 300,
} as const;

/**
 * The shop's own line, whose subcategories fill the header's brand board. The server finds a parent
 * category by this name (docs/api.md, getSubCategoriesByParent), so it must match the category's nameUZB.
 */
export const brandLineName = 'Libos Atelier';

/** The footer's discounts link opens this category. */
export const discountsCategoryId = 7;

/** Media paths come back as `/media/...`; they live on the API host, which may differ from the page's. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${config.apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
