import type { App } from '../../server/http/app-type';
import type { ClickFetch } from '../../server/payments/click/merchant-api';

/**
 * A fetch that hands the request to the app through inject, whatever host the address names: in tests the app
 * listens on no port, so a job reaching the shop's own sandbox (Click's fiscalisation) goes this way.
 */
export function injectFetch(app: App): ClickFetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method: init.method, url: `${pathname}${search}`, headers: init.headers, payload: init.body });
    return { status: response.statusCode, text: async () => response.body };
  };
}
