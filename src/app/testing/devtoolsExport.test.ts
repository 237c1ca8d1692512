import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REDACTED } from '../../../machines/secrets';
// The export calls the account panel's login: its endpoint is injected as the app injects it.
import '../../features/account/api';
import { parseDevtoolsExport, replayDevtoolsExport, stateDifferences, storeActionType, type DevtoolsExport } from './devtoolsExport';

/*
 * fixtures/devtools-export.json: a session as Redux DevTools exported it (its lifted state, as the development build's
 * sanitizers sent it): the language switched, a search saved, a second one skipped in DevTools, a sign-in through the
 * account panel's login call (shown as api/loginCustomer/..., its password and token redacted), a checkout to resume.
 */

const fixture = readFileSync(path.join(__dirname, 'fixtures/devtools-export.json'), 'utf8');

describe('a Redux DevTools export replayed against the store', () => {
  it('ends where the export ended', () => {
    const { differences, dispatched, store } = replayDevtoolsExport(parseDevtoolsExport(fixture));

    expect(differences).toEqual([]);
    // The skipped search is not dispatched, and the login's actions are RTK Query's own again.
    expect(dispatched).toEqual([
      'language/languageSelected',
      'searchHistory/searchSaved',
      'api/executeMutation/pending',
      'api/executeMutation/fulfilled',
      'cart/checkoutAfterSignInSet',
    ]);
    expect(store.getState()).toMatchObject({ language: { current: 'ru' }, searchHistory: { entries: ['futbolka'] }, cart: { checkoutAfterSignIn: [7, 9] } });
  });

  it('reads the export also as the extension wraps it, the lifted state as text under "payload"', () => {
    const wrapped = JSON.stringify({ payload: fixture, preloadedState: undefined });
    expect(replayDevtoolsExport(parseDevtoolsExport(wrapped)).differences).toEqual([]);
  });

  it('names each path where the store ends elsewhere', () => {
    const exported = parseDevtoolsExport(fixture);
    const last = exported.computedStates.at(-1) as { state: { language: { current: string }; searchHistory: { entries: string[] } } };
    last.state.language.current = 'uz';
    last.state.searchHistory.entries = ['futbolka', 'ko‘ylak'];
    expect(replayDevtoolsExport(exported).differences).toEqual([
      'state.language.current: expected "uz", reached "ru"',
      'state.searchHistory.entries: expected 2 items, reached 1',
    ]);
  });

  it('compares nothing where the export holds a redacted value', () => {
    expect(stateDifferences({ session: { accessToken: REDACTED, customerId: 42 } }, { session: { accessToken: 'real', customerId: 42 } })).toEqual([]);
    expect(stateDifferences({ session: { accessToken: REDACTED, customerId: 42 } }, { session: { accessToken: 'real', customerId: 7 } })).toEqual([
      'state.session.customerId: expected 42, reached 7',
    ]);
  });

  it('gives RTK Query back its own action types, and refuses what is no export', () => {
    const arg = { type: 'query', endpointName: 'getCustomerById' };
    expect(storeActionType({ type: 'api/getCustomerById/fulfilled', meta: { arg } })).toBe('api/executeQuery/fulfilled');
    expect(storeActionType({ type: 'cart/checkoutAfterSignInSet' })).toBe('cart/checkoutAfterSignInSet');
    expect(() => storeActionType({ type: 'api/noSuchEndpoint/pending', meta: { arg: { type: 'query', endpointName: 'noSuchEndpoint' } } })).toThrow(
      "The export calls noSuchEndpoint, which no loaded module injects into the api: import its feature's api.ts first",
    );
    expect(() => parseDevtoolsExport('{"actions": []}')).toThrow('Not a Redux DevTools export');
    const missing: DevtoolsExport = { ...parseDevtoolsExport(fixture), stagedActionIds: [0, 99] };
    expect(() => replayDevtoolsExport(missing)).toThrow('The export stages action 99 but does not hold it');
  });
});
