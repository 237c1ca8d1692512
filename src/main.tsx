import './app/global.css';
import { nextTask } from './components/nextTask';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/*
 * Start-up evaluates the shop's modules in five tasks instead of one: the texts' loader, the API's client, the store,
 * the routes with their pages' loaders, then React and the app. On a slow phone, evaluating all of them at once blocks
 * the page for one long task (Lighthouse's Total Blocking Time counts what each task takes beyond 50 ms). The imports
 * are "eager": the modules stay in this chunk, with no extra download; each is only evaluated when its step comes.
 */
async function start(root: HTMLElement) {
  const { i18n, i18nReady } = await import(/* webpackMode: "eager" */ './i18n/browserI18n');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/api');
  await nextTask();
  const { store } = await import(/* webpackMode: "eager" */ './app/store');
  // A page the server drew: its cache (and language) first, so the page hydrates from what the server drew it with.
  const { adoptServerPage } = await import(/* webpackMode: "eager" */ './app/adoptServerPage');
  const drawn = await adoptServerPage(root, store, i18n);
  await nextTask();
  const { preloadPage } = await import(/* webpackMode: "eager" */ './app/router');
  // The texts of the visitor's language are fetched beside this script (the HTML preloads them); rendering before
  // they are in would flash raw keys. If they cannot be had, i18next shows keys rather than nothing. The page's own
  // code (preloaded by the HTML too) is awaited as well, so the page and its header appear in one paint; if it cannot
  // be had, the page's Suspense shows its progress and error as on any later visit.
  const firstScreen = Promise.allSettled([i18nReady, preloadPage(window.location.pathname, window.location.search, store.dispatch)]);
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  await firstScreen;
  renderApp(root, i18n, drawn);
}

void start(container);
