import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { REDACTED } from '../../../machines/secrets';
import { api } from '../api';
import { byEndpoint, readableActionType, reduxDevtoolsOptions } from './reduxDevtools';
import { accountApi } from '../../features/account/api';
import { catalogueApi } from '../../features/catalogue/api';
import { mockRoutes } from '../../../test/web/fetchMock';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmVk';
const password = 'kuchli-parol-7';

/** A store with the real api, recording every action that reaches the reducers, as the DevTools extension sees them. */
function recordingStore() {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (typeof action === 'object' && action !== null && 'type' in action) actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(recorder).concat(api.middleware),
  });
  return { store, actions };
}

const options = reduxDevtoolsOptions;
const sanitizeAction = (action: UnknownAction) => options.actionSanitizer!(action, 0);
const sanitizeState = <S>(state: S) => options.stateSanitizer!(state, 0);

async function signIn() {
  mockRoutes({
    '/api/auth/loginCustomer': { body: { accessToken: token, customerId: 7 } },
    '/api/categoryBlock/getAllByCategoryBlockType/MENU_1': { body: [] },
  });
  const recording = recordingStore();
  await recording.store.dispatch(accountApi.endpoints.loginCustomer.initiate({ phoneNumber: '+998901234567', password })).unwrap();
  await recording.store.dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1'));
  return recording;
}

describe('Redux DevTools options', () => {
  it('name the store and keep a trace of where each action was dispatched', () => {
    expect(options).toMatchObject({ name: 'Libos', trace: true, traceLimit: 25 });
  });

  it('show RTK Query’s calls by endpoint, without the password sent or the token received', async () => {
    const { actions } = await signIn();
    const shown = actions.map(sanitizeAction);

    expect(shown.map((action) => action.type)).toEqual(
      expect.arrayContaining(['api/loginCustomer/pending', 'api/loginCustomer/fulfilled', 'api/getCategoryBlocks/fulfilled']),
    );
    expect(shown.some((action) => /execute(Query|Mutation)/.test(action.type))).toBe(false);
    const sent = shown.find((action) => action.type === 'api/loginCustomer/pending');
    expect(sent?.meta).toMatchObject({ arg: { originalArgs: { phoneNumber: '+998901234567', password: REDACTED } } });
    const answered = shown.find((action) => action.type === 'api/loginCustomer/fulfilled');
    expect(answered).toMatchObject({ payload: { accessToken: REDACTED, customerId: 7 }, meta: { baseQueryMeta: 'POST /api/auth/loginCustomer -> 200' } });
    const everything = JSON.stringify(shown);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
  });

  it('show the cache grouped by endpoint, secrets hidden, while the store keeps the real values', async () => {
    const { store } = await signIn();
    const shown = sanitizeState(store.getState()).api as unknown as Record<string, Record<string, Record<string, Record<string, unknown>>>>;

    expect(shown.queriesByEndpoint?.getCategoryBlocks?.['"MENU_1"']).toMatchObject({ status: 'fulfilled', data: [] });
    const [login] = Object.values(shown.mutationsByEndpoint?.loginCustomer ?? {});
    expect(login).toMatchObject({ status: 'fulfilled', data: { accessToken: REDACTED, customerId: 7 } });
    expect(shown).not.toHaveProperty('queries');
    expect(JSON.stringify(shown)).not.toContain(token);
    expect(JSON.stringify(store.getState())).toContain(token);
  });

  it('leave the shop’s own actions named as they are, and hide a secret in their payload too', () => {
    expect(sanitizeAction({ type: 'cart/guestCartChanged', payload: [] })).toEqual({ type: 'cart/guestCartChanged', payload: [] });
    expect(sanitizeAction({ type: 'profile/saved', payload: { newPassword: 'x' } })).toEqual({ type: 'profile/saved', payload: { newPassword: REDACTED } });
  });
});

describe('readableActionType', () => {
  it('names only RTK Query’s generic calls whose endpoint it knows, of the shop’s api', () => {
    const call = (type: string) => ({ type, meta: { arg: { endpointName: 'register' } } }) as UnknownAction;
    expect(readableActionType(call('api/executeMutation/rejected'))).toBe('api/register/rejected');
    expect(readableActionType({ type: 'api/executeQuery/pending' })).toBe('api/executeQuery/pending');
    expect(readableActionType(call('api/queries/removeQueryResult'))).toBe('api/queries/removeQueryResult');
    expect(readableActionType(call('otherApi/executeMutation/rejected'))).toBe('otherApi/executeMutation/rejected');
  });
});

describe('byEndpoint', () => {
  it('groups cache entries by endpoint, each under its arguments', () => {
    expect(
      byEndpoint({
        'getProductById(5)': { endpointName: 'getProductById', queryCacheKey: 'getProductById(5)', status: 'fulfilled' },
        'getProductById(6)': { endpointName: 'getProductById', queryCacheKey: 'getProductById(6)', status: 'pending' },
        'req-1': { endpointName: 'register', status: 'rejected' },
      }),
    ).toEqual({ getProductById: { '5': { status: 'fulfilled' }, '6': { status: 'pending' } }, register: { 'req-1': { status: 'rejected' } } });
  });
});
