import { setupListeners } from '@reduxjs/toolkit/query';
import { staffAudience } from '../features/staff/staffAudience';
import { makeStore, type AppStore } from './store';

let store: AppStore | undefined;

/**
 * The staff application's one store, made on first need: by a signed-out visit's sign-in (its call goes through the
 * one api, src/staff.tsx) or by the application's start (renderStaff.tsx), which then keeps the same store. Its calls
 * carry the staff token (features/staff/staffAudience.tsx).
 */
export function staffStore(): AppStore {
  if (!store) {
    store = makeStore(undefined, { audience: staffAudience });
    setupListeners(store.dispatch);
  }
  return store;
}
