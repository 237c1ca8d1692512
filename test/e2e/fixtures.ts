import { test as base, expect, type Request } from '@playwright/test';
import { serverPortOf, serverURL } from './projects';

export { expect };

/** How long the page may take to answer the diagnostic probe before it is called unresponsive. */
const probeMs = 3000;

/*
 * The browser suite's `test`: Playwright's, plus a watch that pays off only when a test fails. A few journeys have
 * stalled for minutes, once each, on a page that looked fine: then this names the requests still open and, for
 * every page, whether it still answers and still draws frames, so the log tells a stalled server from a stalled page.
 */
export const test = base.extend<{ stallReport: void }>({
  // Each worker drives its own shop (projects.ts): pages, `request` and the API helpers all start from this address.
  baseURL: async ({}, use, testInfo) => {
    await use(serverURL(serverPortOf(testInfo.parallelIndex)));
  },
  stallReport: [
    async ({ context }, use, testInfo) => {
      const openRequests = new Map<Request, number>();
      context.on('request', (request) => openRequests.set(request, Date.now()));
      context.on('requestfinished', (request) => openRequests.delete(request));
      context.on('requestfailed', (request) => openRequests.delete(request));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;

      const now = Date.now();
      const requests = [...openRequests].map(([request, at]) => `  open ${((now - at) / 1000).toFixed(1)} s: ${request.method()} ${request.url()}`);
      const pages = await Promise.all(
        context.pages().map(async (page) => {
          const probe = page.evaluate(async () => {
            const drawn = await Promise.race([
              new Promise((resolve) => requestAnimationFrame(() => resolve(true))),
              new Promise((resolve) => setTimeout(() => resolve(false), 1000)),
            ]);
            return `${location.href}: ${document.visibilityState}, focus ${document.hasFocus()}, ${document.readyState}, ${innerWidth}x${innerHeight}, ${drawn ? 'draws frames' : 'drew no frame in 1 s'}`;
          });
          const silent = new Promise<string>((resolve) => setTimeout(() => resolve(`${page.url()}: no answer in ${probeMs} ms`), probeMs));
          return `  page ${await Promise.race([probe.catch((error: Error) => `${page.url()}: ${error.message}`), silent])}`;
        }),
      );
      const body = [...pages, `requests still open: ${requests.length}`, ...requests].join('\n');
      await testInfo.attach('stall-report', { body, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
