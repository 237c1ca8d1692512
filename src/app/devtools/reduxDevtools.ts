import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { redactSecrets } from '../../../machines/secrets';

/*
 * What Redux DevTools shows of the store in a development build (store.ts passes these options only there, so a
 * production bundle carries none of this): secrets hidden (machines/secrets.ts: the session answers' tokens, the
 * passwords and codes in the account calls' arguments), RTK Query's generic actions named by their endpoint, and its
 * cache grouped by endpoint. Only what the extension is sent changes: the store, and DevTools' time travel through
 * it, keep the real actions and state.
 *
 * Nothing here runs as the module loads (no call, no property read at the top level), and it imports nothing that
 * does: so webpack finds the module free of side effects and leaves it out of a production build, where nothing uses
 * it. Hence the api's reducer path as a literal rather than read from src/app/api.ts (reduxDevtools.test.ts sanitizes
 * the real api's state, so the two cannot drift apart unnoticed).
 */
const API_PATH = 'api';

/** Where RTK Query's calls for every endpoint go through: `api/executeQuery/fulfilled`, `api/executeMutation/pending`... */
const generic = /^(.+)\/execute(?:Query|Mutation)\/(pending|fulfilled|rejected)$/;

type CallMeta = {
  arg?: { endpointName?: unknown };
  baseQueryMeta?: { request?: Request; response?: Response };
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `api/getProductById/fulfilled` for RTK Query's `api/executeQuery/fulfilled` of that endpoint; any other type as it is. */
export function readableActionType(action: Action & { meta?: unknown }): string {
  const [, path, phase] = generic.exec(action.type) ?? [];
  const endpoint = isRecord(action.meta) ? (action.meta as CallMeta).arg?.endpointName : undefined;
  return path === API_PATH && typeof endpoint === 'string' ? `${path}/${endpoint}/${phase}` : action.type;
}

/** A call's Request and Response as one line (the objects themselves show as `{}`, and the request carries the bearer token). */
function callSummary(meta: CallMeta['baseQueryMeta']): string | undefined {
  const { request, response } = meta ?? {};
  if (!request) return undefined;
  return `${request.method} ${new URL(request.url, location.href).pathname}${response ? ` -> ${response.status}` : ''}`;
}

function sanitizeAction<A extends Action>(action: A): A {
  const { meta, ...rest } = action as A & { meta?: unknown };
  const readableMeta = isRecord(meta) && 'baseQueryMeta' in meta ? { ...meta, baseQueryMeta: callSummary((meta as CallMeta).baseQueryMeta) } : meta;
  return { ...redactSecrets({ ...rest, ...(meta === undefined ? {} : { meta: readableMeta }) }), type: readableActionType(action) } as A;
}

type CacheEntry = { endpointName?: unknown; queryCacheKey?: unknown } & Record<string, unknown>;

/**
 * RTK Query's cache entries (`api.queries`, keyed `getProductById(5)`; `api.mutations`, keyed by request id) grouped
 * by endpoint: `{ getProductById: { "5": {...} } }`.
 */
export function byEndpoint(entries: Record<string, CacheEntry | undefined>): Record<string, Record<string, CacheEntry>> {
  const grouped: Record<string, Record<string, CacheEntry>> = {};
  for (const [cacheKey, entry] of Object.entries(entries)) {
    if (!entry) continue;
    const endpoint = typeof entry.endpointName === 'string' ? entry.endpointName : '?';
    const { endpointName: _endpoint, queryCacheKey: _key, ...shown } = entry;
    const argsKey = cacheKey.startsWith(`${endpoint}(`) && cacheKey.endsWith(')') ? cacheKey.slice(endpoint.length + 1, -1) : cacheKey;
    (grouped[endpoint] ??= {})[argsKey] = shown;
  }
  return grouped;
}

function sanitizeState<S>(state: S): S {
  if (!isRecord(state) || !isRecord(state[API_PATH])) return redactSecrets(state);
  const { queries, mutations, ...apiRest } = state[API_PATH] as { queries?: Record<string, CacheEntry>; mutations?: Record<string, CacheEntry> };
  const readableApi = { queriesByEndpoint: byEndpoint(queries ?? {}), mutationsByEndpoint: byEndpoint(mutations ?? {}), ...apiRest };
  return redactSecrets({ ...state, [API_PATH]: readableApi });
}

/** How far back DevTools' trace tab shows where an action was dispatched from. */
const TRACE_FRAMES = 25;

/** The options of `configureStore({ devTools })` in a development build. */
export const reduxDevtoolsOptions: DevToolsEnhancerOptions = {
  name: 'Libos',
  trace: true,
  traceLimit: TRACE_FRAMES,
  actionSanitizer: sanitizeAction,
  stateSanitizer: sanitizeState,
};
