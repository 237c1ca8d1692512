import { nextTask } from '../components/nextTask';
import { detectMiniApp } from '../features/telegram/launch';
import { loadMiniApp } from '../features/telegram/loadMiniApp';

/*
 * The shop's start (main.tsx loads it once the first screen is painted). It evaluates the shop's modules in five
 * tasks instead of one: the texts' loader, the API's client, the store, the routes with their pages' loaders, then
 * React and the app. On a slow phone, evaluating all of them at once blocks the page for one long task (Lighthouse's
 * Total Blocking Time counts what each task takes beyond 50 ms). The imports are "eager": the modules stay in this
 * chunk, with no extra download; each is only evaluated when its step comes.
 */
export async function startShop(root: HTMLElement): Promise<void> {
  // Before the router reads (and may change) the address: Telegram's launch data is in its hash. Inside Telegram, the
  // Mini App's code downloads meanwhile; the layout mounts it once the page is drawn.
  if (detectMiniApp()) void loadMiniApp().catch(() => undefined); // the layout's mount asks again, and fails there
  // Development builds only: the inspector and the tape recorder (webpack drops this branch from a production build).
  if (process.env.NODE_ENV === 'development') {
    void import(/* webpackChunkName: "devtools" */ './devtools/startDevtools').then(({ startDevtools }) => startDevtools());
  }
  const { i18n, i18nReady } = await import(/* webpackMode: "eager" */ '../i18n/browserI18n');
  await nextTask();
  await import(/* webpackMode: "eager" */ './api');
  await nextTask();
  const { store } = await import(/* webpackMode: "eager" */ './store');
  // A page the server drew: its cache (and language) first, so the page hydrates from what the server drew it with.
  const { adoptServerPage } = await import(/* webpackMode: "eager" */ './adoptServerPage');
  const drawn = await adoptServerPage(root, store, i18n);
  await nextTask();
  const { preloadPage } = await import(/* webpackMode: "eager" */ './router');
  // The texts of the visitor's language are fetched beside this script (the HTML preloads them); rendering before
  // they are in would flash raw keys. If they cannot be had, i18next shows keys rather than nothing. The page's own
  // code (preloaded by the HTML too) is awaited as well, so the page and its header appear in one paint; if it cannot
  // be had, the page's Suspense shows its progress and error as on any later visit.
  const firstScreen = Promise.allSettled([i18nReady, preloadPage(window.location.pathname, window.location.search, store.dispatch)]);
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './renderApp');
  await firstScreen;
  renderApp(root, i18n, drawn);
}
