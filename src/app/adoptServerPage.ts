import type { i18n as I18n } from 'i18next';
import { serverCacheHydrated } from './api';
import { takeServerPage } from './serverPage';
import type { AppStore } from './store';
import { languageSelected } from '../features/language/languageSlice';
import { markFirstPageDrawn } from '../components/useHydrated';

/**
 * For a page the server drew into `root`: makes the store and the texts what the server drew it with, and says
 * whether there was one. Its API cache; its language when the browser would have started in the other (a visitor
 * whose cookie and local storage disagree): the page stays in the language it was drawn in, and that is remembered.
 */
export async function adoptServerPage(root: HTMLElement, store: AppStore, i18n: I18n): Promise<boolean> {
  const page = takeServerPage(root);
  if (!page) return false;
  markFirstPageDrawn();
  store.dispatch(serverCacheHydrated(page.cache));
  if (store.getState().language.current !== page.language) {
    store.dispatch(languageSelected(page.language));
    await i18n.changeLanguage(page.language).catch(() => undefined); // without its texts the SPA shows keys, as anywhere
  }
  return true;
}
