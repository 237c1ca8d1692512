import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { api as apiSlice } from './app/api';
import type { DrawnPage, PageRequest } from '../contract/pageDrawing';
import { AppRoutes } from './app/App';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/router';
import { readCookiesFrom, sessionCookieNames } from './app/session';
import { makeStore } from './app/store';
import { createI18n } from './i18n/setup';

/*
 * The server's entry into the SPA (webpack.config.ts builds it for Node): a landing page drawn with the shop's own
 * components, store and texts, for the server to send as HTML (server/web/ssr/). The browser then hydrates the same
 * tree (startShop.ts) from the cache and language sent with it.
 */

/*
 * The session a page is drawn with, per request (drawing is asynchronous and requests overlap). Never a customer's
 * own token or id: the same placeholder for every signed-in request, so a drawn page can be cached and shared by all
 * of them and can hold nothing of one customer's.
 */
const drawnSession = new AsyncLocalStorage<boolean>();
const signedInCookies = `${sessionCookieNames.accessToken}=signed-in; ${sessionCookieNames.customerId}=1`;
readCookiesFrom(() => (drawnSession.getStore() ? signedInCookies : ''));

/** The whole markup once every part (lazy pages, their data) is ready: no streaming, no inline scripts (the CSP). */
function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in order: React would otherwise send a large part after the rest with a script to move it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that failed would hydrate as its error boundary's fallback: the plain shell serves the shopper better.
      onError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`drawing ${timeoutMs} ms and not done`));
    }, timeoutMs);
  });
}

export async function renderPage(request: PageRequest): Promise<DrawnPage> {
  return drawnSession.run(request.signedIn, async () => {
    const store = makeStore({ language: { current: request.language } }, { serverRead: request.read });
    const i18n = createI18n(request.language);
    const [pathname = '/', query = ''] = request.url.split('?');
    const search = query ? `?${query}` : '';
    await preloadPage(pathname, search, store.dispatch, request.timeoutMs);
    // Emotion's server instance switches the cache to collecting rules instead of writing <style> into the markup.
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const html = await renderToHtml(
      <CacheProvider value={cache}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
      request.timeoutMs,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    const api = store.getState().api;
    // The store ends here: its cache's expiry timers with it.
    store.dispatch(apiSlice.util.resetApiState());
    return { html, styles, state: { api, language: request.language } };
  });
}
