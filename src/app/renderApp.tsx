import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { setupListeners } from '@reduxjs/toolkit/query';
import { App } from './App';
import { replayEarlyClicks } from './earlyClicks';
import { keyThisHistoryEntry } from './layout/ScrollRestoration';
import { store } from './store';

/**
 * Mounts the shop into `container` (startShop.ts calls it once the first screen's texts and code are in): hydrating the
 * markup of a page the server drew (`drawn`), else drawing it.
 */
export function renderApp(container: HTMLElement, i18n: I18n, drawn = false): void {
  // Lets queries opt into refetching when the tab regains focus or the network comes back.
  setupListeners(store.dispatch);
  // Before the router reads the location, so each page the browser opened keeps its own scroll position.
  keyThisHistoryEntry();
  const app = (
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>
  );
  if (drawn) {
    // The page is on screen already. As a transition, hydration runs in slices and yields to the browser in between
    // (Total Blocking Time), where a plain hydrateRoot would hydrate the whole page in one task.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A page whose markup did not match: React draws it again in the browser, and says where (the browser tests fail on it).
        onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack),
      });
    });
    replayEarlyClicks();
    return;
  }
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices and lets the browser handle input in between, instead
  // of one long task (Total Blocking Time); the screen appears when the whole of it is ready, as before.
  startTransition(() => root.render(app));
  replayEarlyClicks();
}
