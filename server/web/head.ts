/**
 * The <head> tags of a page the server renders for crawlers and link previews: the SPA's index.html with the
 * page's own title, description, Open Graph tags, canonical link and JSON-LD. Every value comes from shop data
 * (product names, descriptions) that staff type in, so all of it is escaped here and nowhere else.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  ogType: 'product' | 'website';
  /** Absolute. */
  imageUrl?: string;
  /** `noindex` for pages that still open but should leave search results (inactive products). */
  robots?: string;
  /** Extra Open Graph properties, e.g. product:price:amount. */
  openGraph?: Array<[property: string, content: string]>;
  jsonLd?: object;
}

export const SITE_NAME = 'Libos';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element text and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON for an inline <script type="application/ld+json">: `<` and `>` as \u escapes so a name holding
 * `</script>` or `<!--` cannot end or change the script element; still valid JSON with the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whitespace collapsed and cut at a word boundary, so a long description still reads as a sentence. */
export function summarize(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function headTags(head: PageHead): string {
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', 'uz_UZ'),
    meta('property', 'og:locale:alternate', 'ru_RU'),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    ...(head.openGraph ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
// The template's generic description; html-webpack-plugin may leave its attributes unquoted.
const DESCRIPTION = /<meta\s+name=["']?description["']?\s+content=(?:"[^"]*"|'[^']*'|[^\s>]+)\s*\/?>/i;

/**
 * The template with the page's title in place of its own and the page's tags before </head>. Replacements are
 * functions, so a `$&` or `$1` in shop data is inserted as typed, not as a replacement pattern.
 */
export function injectHead(template: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const titled = TITLE.test(template) ? template.replace(TITLE, () => title) : template.replace(/<\/head>/i, () => `${title}</head>`);
  return titled.replace(DESCRIPTION, '').replace(/<\/head>/i, () => `${headTags(head)}</head>`);
}

/** A shop address made absolute: image URLs are stored as paths (/media/...) or already absolute. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}
