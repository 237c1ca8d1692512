import { isLanguage, type Language } from '../i18n/languages';
import { SERVER_PAGE_STATE_ID } from '../../contract/pageDrawing';

/*
 * A landing page the server drew (server/web/ssr/) carries, beside its markup, the state it was drawn from: the API
 * cache and the language. The SPA hydrates that markup from the same state, so its first render matches it.
 */

/** `cache`: the store's API state by reducer path, as the api's rehydration reads it (api.ts). */
export type ServerPage = { cache: Record<string, unknown>; language: Language };

/** The drawn page's state, or null for a page the SPA draws itself (the shell, or a page the server could not draw). */
export function takeServerPage(root: HTMLElement): ServerPage | null {
  const element = document.getElementById(SERVER_PAGE_STATE_ID);
  element?.remove();
  if (!element?.textContent || !root.firstElementChild) return null;
  try {
    const state = JSON.parse(element.textContent) as { api?: unknown; language?: unknown };
    const { api, language } = state;
    return typeof api === 'object' && api !== null && isLanguage(language) ? { cache: { api }, language } : null;
  } catch {
    return null; // a damaged block: the SPA draws the page over the markup, as on a plain shell
  }
}
