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

let firstPageDrawn = false;

/** Start-up says so when the page the visit opened came drawn by the server (src/app/adoptServerPage.ts). */
export function markFirstPageDrawn(): void {
  firstPageDrawn = true;
}

/**
 * Whether the page the visit opened came drawn by the server: its first screen was in its HTML, so what a page holds
 * back for its first paint elsewhere is already there. Read once, unlike useHydrated: nothing draws again for it.
 */
export function wasFirstPageDrawn(): boolean {
  return firstPageDrawn;
}
