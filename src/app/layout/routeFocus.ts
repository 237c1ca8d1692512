import type { Location } from 'react-router-dom';
import { keepsScroll } from '../../components/keepScroll';
import { cancelPlaceFocus, focusPageHeading } from '../../components/pageFocus';
import type { AppStore } from '../store';

/*
 * What the layout does after the address has changed (RouteAnnouncer.tsx), in that component's chunk: fetched once the
 * page has settled or at the first change, since the first screen needs none of it.
 */

/**
 * Whether the address now names another page, rather than the same page changed in place. Another path is another
 * page. A new query on the same path is one when asked from outside the page (the header's search on the results
 * page); from inside it (the page's own search field, the profile's tabs, a sort or filter, "show more", the
 * language: keepScroll.ts) the page changes in place and the keyboard stays where the shopper is. A new #anchor alone
 * (the skip link) moves nothing.
 */
function isAnotherPage(previous: Location, next: Location, focusWasInMain: boolean): boolean {
  if (previous.pathname !== next.pathname) return true;
  if (previous.search === next.search || keepsScroll(next.state)) return false;
  return !focusWasInMain;
}

/** Some read of the shop's is still on its way: the new page may still show the previous record's heading. */
function readsOnTheirWay(store: AppStore): boolean {
  return Object.values(store.getState().api.queries).some((query) => query?.status === 'pending');
}

type Navigation = {
  previous: Location;
  next: Location;
  /** Whether the focus was in the page's main region when the address changed (a control of the page itself). */
  focusWasInMain: boolean;
  store: AppStore;
  /** Says the new page's title, once the focus is on its heading. */
  announce: (title: string) => void;
};

/**
 * After a move to another page, the keyboard's focus goes to its heading (or main region) once it is there, and its
 * title, the document title the page sets, is said (src/components/pageFocus.ts waits for dialogs and the page's reads).
 */
export function followNavigation({ previous, next, focusWasInMain, store, announce }: Navigation): void {
  if (!isAnotherPage(previous, next, focusWasInMain)) return;
  focusPageHeading({ reading: () => readsOnTheirWay(store), onPlaced: () => announce(document.title) });
}

/** The layout going away: no focus is placed for it any more. */
export function stopFollowing(): void {
  cancelPlaceFocus();
}
