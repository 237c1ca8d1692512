import { createHash } from 'node:crypto';
import { supportedLanguages, type Language } from '../../src/i18n/languages';
import { ogImagePath, type OgSubject } from './og-paths';

/**
 * The <head> tags of a page the server renders for crawlers and link previews: the SPA's index.html with the
 * page's own title, description, Open Graph tags, canonical and alternate links and JSON-LD, in one language. Every
 * value comes from shop data (product names, descriptions) that staff type in, or from the address a visitor typed
 * (a search), so all of it is escaped here and nowhere else.
 */
export interface PageHead {
  /** The page's language: its texts are in it alone, and og:locale names it. */
  language: Language;
  title: string;
  description: string;
  /** Absolute: the page's address in its language (`?lang=`); none for the not-found page. */
  canonicalUrl?: string;
  /** The same page in each language and the address without one (x-default), absolute. */
  alternates?: Alternate[];
  ogType: 'product' | 'website';
  image?: OgImage;
  /** `noindex` for pages that still open but should leave search results (inactive products, the not-found page). */
  robots?: string;
  /** Extra Open Graph properties, e.g. product:price:amount. */
  openGraph?: Array<[property: string, content: string]>;
  /** schema.org nodes, each its own script element. */
  jsonLd?: object[];
}

export interface Alternate {
  hreflang: Language | 'x-default';
  /** Absolute. */
  href: string;
}

/** A raster Open Graph picture: messengers show no SVG, and the size lets them lay the preview out before fetching it. */
export interface OgImage {
  /** Absolute. */
  url: string;
  width: number;
  height: number;
  type: string;
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

const OG_LOCALES: Record<Language, string> = { uz: 'uz_UZ', ru: 'ru_RU' };

export function headTags(head: PageHead): string {
  const { image } = head;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`] : []),
    ...(head.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    ...supportedLanguages.filter((other) => other !== head.language).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
          meta('property', 'og:image:type', image.type),
        ]
      : []),
    ...(head.openGraph ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ?? []).map((node) => `<script type="application/ld+json">${jsonForScript(node)}</script>`),
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

/**
 * The page at `path` in `language` and its alternates: one address per page and language (`?lang=uz`, `?lang=ru`),
 * the bare path as x-default (the visitor's own language). `kept` are the query parameters that make the page what it
 * is (a search's text); every other one (a share link's tracking, a category's sort) is left out.
 */
export function languageAddresses(
  publicUrl: string,
  path: string,
  language: Language,
  kept: Array<[name: string, value: string]> = [],
): Required<Pick<PageHead, 'canonicalUrl' | 'alternates'>> {
  const address = (lang?: Language) => {
    const query = new URLSearchParams(kept);
    if (lang) query.set('lang', lang);
    const search = query.toString();
    return `${publicUrl}${path}${search ? `?${search}` : ''}`;
  };
  return {
    canonicalUrl: address(language),
    alternates: [...supportedLanguages.map((hreflang) => ({ hreflang, href: address(hreflang) })), { hreflang: 'x-default', href: address() }],
  };
}

/** The Open Graph pictures' size and type (og-image.ts makes them so). */
const OG_IMAGE_SIZE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The raster preview of `subject` (og-paths.ts), absolute, with its size and type. `source` is the picture it is made
 * from: its address, hashed, is the `?v=` stamp, so a messenger that caches previews by address fetches a new one
 * when staff change the picture.
 */
export function ogImage(publicUrl: string, subject: OgSubject, source?: string): OgImage {
  const stamp = source === undefined ? undefined : createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { url: absoluteUrl(publicUrl, ogImagePath(subject, stamp)), ...OG_IMAGE_SIZE };
}
