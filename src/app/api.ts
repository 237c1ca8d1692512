import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, retry, type BaseQueryApi, type CombinedState } from '@reduxjs/toolkit/query/react';
import { config } from './config';
import { readAccessToken } from './session';
import { takeInlinedRead } from './inlinedReads';
import type { ServerRead } from '../../contract/pageDrawing';

export const tagTypes = [
  'Customer',
  'Cart',
  'Liked',
  'Address',
  'Order',
  'Product',
  'Category',
  'Home',
  'Look',
  'Status',
  'Coupon',
  'Review',
  'Notification',
  'ShopSettings',
  'Return',
] as const;

/**
 * Whose calls a store sends, when they are not the shop's customer's: the staff application's entry makes its store
 * with the staff member's (store.ts, features/staff/staffAudience.tsx). Its calls carry that token, a refused one
 * ends that session, and a failed read is not tried again (the section says so at once, with its retry button).
 * Neither app calls the other's routes, and the server refuses a customer's token on staff routes and a staff token on
 * customer routes (server/http/guard.ts), so the app decides, not each endpoint: one api, one base query, plain
 * `query:` endpoints for both.
 */
export type Audience = {
  readToken: () => string | undefined;
  /** The server refused `token` (401): ends its session, if it is still the one signed in. */
  endRefused: (token: string) => void;
};

/**
 * What a store's calls need besides the state (its thunk's extra argument): the shop's own store needs neither. While
 * the server draws a page (server/web/ssr/), its reads are answered inside the server and nothing else goes out.
 */
export type StoreExtra = { audience?: Audience; serverRead?: ServerRead };

const extraOf = (baseQueryApi: Pick<BaseQueryApi, 'extra'>) => baseQueryApi.extra as StoreExtra | undefined;
const audienceOf = (baseQueryApi: Pick<BaseQueryApi, 'extra'>) => extraOf(baseQueryApi)?.audience;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBase,
  prepareHeaders: (headers, baseQueryApi) => {
    // fetchBaseQuery adds Content-Type for JSON bodies itself and leaves it off for FormData uploads.
    headers.set('Accept', 'application/json');
    const token = (audienceOf(baseQueryApi)?.readToken ?? readAccessToken)();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s, ... never above the cap. */
export function retryDelayMs(attempt: number): number {
  const { baseDelayMs, maxDelayMs } = config.retry;
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}

/**
 * Only failures that a later attempt can fix are retried. A 4xx answer (other than timeout and rate
 * limit) is the server's final word, and repeating it would only delay the error the user needs to see.
 */
export function isTransientFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

/** The token a request carried, read from the request as sent. */
function bearerOf(request: Request | undefined): string | undefined {
  return /^Bearer (.+)$/.exec(request?.headers.get('Authorization') ?? '')?.[1];
}

/**
 * A 401 to a request that carried a token means the server no longer takes that token (it ran out, or a password
 * change ended it): its session ends here, the one place, for every page at once. A sign-in call's 401 is a wrong
 * pair, not a refused token.
 */
const sessionAwareBaseQuery: typeof rawBaseQuery = async (args, baseQueryApi, extraOptions) => {
  const result = await rawBaseQuery(args, baseQueryApi, extraOptions);
  const signingIn = (typeof args === 'string' ? args : args.url).startsWith('/api/auth/');
  const refusedToken = result.error?.status === 401 && !signingIn ? bearerOf(result.meta?.request) : undefined;
  const audience = audienceOf(baseQueryApi);
  if (refusedToken && audience) audience.endRefused(refusedToken);
  else if (refusedToken) {
    void import(/* webpackChunkName: "session-end" */ './endRefusedSession').then(({ endRefusedSession }) =>
      endRefusedSession(refusedToken, baseQueryApi.dispatch, api.util.resetApiState()),
    ).catch(() => undefined); // its code did not arrive (offline): the next refused request tries again
  }
  return result;
};

/**
 * A GET the page's HTML already answered (inlinedReads.ts) costs no request; everything else goes out. While the
 * server draws a page, its reads are answered there and nothing else is sent.
 */
const pageAwareBaseQuery: typeof rawBaseQuery = (args, baseQueryApi, extraOptions) => {
  const isPlainGet = typeof args === 'string' || ((args.method ?? 'GET').toUpperCase() === 'GET' && args.params === undefined);
  const url = typeof args === 'string' ? args : isPlainGet ? args.url : undefined;
  const serverRead = extraOf(baseQueryApi)?.serverRead;
  if (serverRead) return url === undefined ? { error: { status: 405, data: 'only reads while drawing a page' } } : serverRead(url);
  const answer = url === undefined ? undefined : takeInlinedRead(url);
  return answer === undefined ? sessionAwareBaseQuery(args, baseQueryApi, extraOptions) : { data: answer };
};

const baseQuery = retry(pageAwareBaseQuery, {
  backoff: waitBeforeRetry,
  // Creates and other mutations are never repeated: a lost answer must not become a double order.
  // (RTK takes either maxRetries or retryCondition, so the retry count is checked here.)
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    baseQueryApi.type === 'query' && !audienceOf(baseQueryApi) && attempt <= config.retry.maxRetries && isTransientFailure(error),
});

/**
 * The cache of a page the server drew (serverPage.ts): dispatched before the SPA hydrates that page, so its first
 * render reads what the server's did.
 */
export const serverCacheHydrated = createAction<Record<string, unknown>>('page/serverCacheHydrated');

/** The one RTK Query API of the SPA; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  keepUnusedDataFor: config.cacheSeconds,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The server's state of this very api (the same build), so its shape is this reducer's.
    return serverCacheHydrated.match(action) ? (action.payload[reducerPath] as CombinedState<Record<never, never>, (typeof tagTypes)[number], typeof reducerPath>) : undefined;
  },
});
