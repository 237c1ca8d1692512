import { api, isTransientFailure, retryDelayMs } from './api';
import { makeStore } from './store';
import { catalogueApi } from '../features/catalogue/api';
import { mockFetch, mockRoutes, pathOf, setCookie } from '../../test/web/fetchMock';

const blocksPath = '/api/categoryBlock/getAllByCategoryBlockType/MENU_1';

// A create endpoint for these tests only: the real ones arrive with their features.
const probeApi = api.injectEndpoints({
  endpoints: (builder) => ({
    createProbe: builder.mutation<{ id: number }, { name: string }>({
      query: (body) => ({ url: '/api/test-only/probe', method: 'POST', body }),
    }),
  }),
});

describe('authorization header', () => {
  it('sends the bearer token from the accessToken cookie', async () => {
    setCookie('accessToken', 'token-123');
    const { requests } = mockRoutes({ [blocksPath]: { body: [] } });

    await makeStore().dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));

    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without the cookie', async () => {
    const { requests } = mockRoutes({ [blocksPath]: { body: [] } });

    await makeStore().dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));

    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the cookie on every call, so a login takes effect without a reload', async () => {
    const { requests } = mockRoutes({ '/api/test-only/probe': { body: { id: 1 } } });
    const store = makeStore();

    await store.dispatch(probeApi.endpoints.createProbe.initiate({ name: 'before' }));
    setCookie('accessToken', 'fresh-token');
    await store.dispatch(probeApi.endpoints.createProbe.initiate({ name: 'after' }));

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, 'Bearer fresh-token']);
    expect(requests[1]?.headers.get('Content-Type')).toContain('application/json');
  });
});

describe('retries', () => {
  beforeEach(() => jest.useFakeTimers());

  it('retries a failed read three times with growing delays, then reports the error', async () => {
    const { requests } = mockFetch(() => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }));
    const result = makeStore().dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));

    await jest.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(requests).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(requests).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(60_000);

    const { error } = await result;
    expect(requests).toHaveLength(4);
    expect(requests.every((request) => pathOf(request) === blocksPath)).toBe(true);
    expect(error).toMatchObject({ status: 503 });
  });

  it('succeeds when a retry gets through', async () => {
    let calls = 0;
    mockFetch(() => (++calls < 3 ? { status: 502 } : { body: [] }));
    const result = makeStore().dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));

    await jest.advanceTimersByTimeAsync(10_000);

    expect((await result).data).toEqual([]);
    expect(calls).toBe(3);
  });

  it('does not retry a read the server refused for good', async () => {
    const { requests } = mockFetch(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }));
    const result = makeStore().dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));

    await jest.advanceTimersByTimeAsync(60_000);

    expect((await result).error).toMatchObject({ status: 404 });
    expect(requests).toHaveLength(1);
  });

  it('never retries a create, even on a server failure', async () => {
    const { requests } = mockFetch(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    const result = makeStore().dispatch(probeApi.endpoints.createProbe.initiate({ name: 'once' }));

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await result).toMatchObject({ error: { status: 500 } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
  });
});

describe('retry policy', () => {
  it('doubles the delay per attempt and caps it at 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('treats network failures, 5xx, 408 and 429 as transient', () => {
    expect(isTransientFailure({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isTransientFailure({ status: 500, data: null })).toBe(true);
    expect(isTransientFailure({ status: 429, data: null })).toBe(true);
    expect(isTransientFailure({ status: 408, data: null })).toBe(true);
    expect(isTransientFailure({ status: 400, data: null })).toBe(false);
    expect(isTransientFailure({ status: 401, data: null })).toBe(false);
    expect(isTransientFailure({ status: 'PARSING_ERROR', data: '', error: 'bad json', originalStatus: 200 })).toBe(false);
  });
});

describe('caching', () => {
  it('keeps unused data for five minutes', async () => {
    jest.useFakeTimers();
    const { requests } = mockRoutes({ [blocksPath]: { body: [] } });
    const store = makeStore();

    const first = store.dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));
    await jest.advanceTimersByTimeAsync(0);
    await first;
    first.unsubscribe();

    await jest.advanceTimersByTimeAsync(299_000);
    expect(catalogueApi.endpoints.getCategoryBlocks.select('MENU_1')(store.getState()).data).toEqual([]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(catalogueApi.endpoints.getCategoryBlocks.select('MENU_1')(store.getState()).data).toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
