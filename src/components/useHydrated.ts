import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page the server drew (and on the server), true after. What only the browser knows (a
 * visitor's cart and favourites kept in local storage) is shown from then: the first render must match the server's
 * HTML. A page the SPA draws itself is past hydration at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
