import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languageCookieName, type Language } from '../../src/i18n/languages';
import { landingTexts } from '../../src/i18n/texts';

/*
 * The SPA fetches only its interface language's texts (src/i18n/loadTexts.ts). The server preloads that file in the
 * page's HTML, so it downloads beside the entry scripts instead of after them. The language is the SPA's own
 * choice, mirrored into a cookie, else the one the browser asks for, as the SPA decides it (src/i18n/languages.ts).
 */

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function visitorLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const chosen = cookieValue(request.headers.cookie, languageCookieName);
  if (isLanguage(chosen)) return chosen;
  // The browser's first language, as navigator.language gives it to the SPA.
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('ru') ? 'ru' : defaultLanguage;
}

/** The build's chunk groups (route-chunks.json) with the texts the SPA fetches first at `pathname` (texts.ts). */
export function textsChunkGroups(language: Language, pathname: string): string[] {
  const landing = landingTexts(pathname);
  if (landing === 'first') return [`i18n-${language}`];
  return landing === 'product' ? [`i18n-${language}`, `i18n-${language}-product`] : [`i18n-${language}-all`];
}

/** `<html lang>` in the visitor's language, so the page is announced and hyphenated right before the SPA starts. */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*?)\slang=(["']?)[\w-]*\2/i, (_match, before: string) => `<html${before} lang="${language}"`);
}
