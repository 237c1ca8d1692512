import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { store } from './app/store';
import { i18n, i18nReady } from './i18n/browserI18n';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Lets queries opt into refetching when the tab regains focus or the network comes back.
setupListeners(store.dispatch);

// The texts of the visitor's language are fetched beside this script (the HTML preloads them); rendering before
// they are in would flash raw keys. If they cannot be had, i18next shows keys rather than nothing. The page's own
// code (preloaded by the HTML too) is awaited as well, so the page and its header appear in one paint; if it cannot
// be had, the page's Suspense shows its progress and error as on any later visit.
void Promise.allSettled([i18nReady, preloadPage(window.location.pathname, store.dispatch)]).then(() => {
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices and lets the browser handle input in between, instead
  // of one long task (Total Blocking Time); the screen appears when the whole of it is ready, as before.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
});
