import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../../components/keepScroll';

const storageKey = 'libos-scroll-positions';

// Where each history entry was left, by its key; kept in session storage so a reload comes back to it too.
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
    } catch {
      positions = {}; // storage blocked or unreadable: positions live as long as the tab
    }
  }
  return positions;
}

function persistPositions(): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
  } catch {
    // storage blocked or full: back and forward within this page load still work
  }
}

/** The key of the entry the browser is on (react-router keeps it in the history state). */
function historyKey(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>).key : undefined;
}

/**
 * Gives the tab's current history entry a key of its own when it has none. react-router keys the entries it pushes,
 * but one the browser made (an address typed or pasted, a bookmark, a link from another site) has no state, and
 * react-router calls every such entry "default": all of them would share one saved position, and a page typed into
 * the address bar would open where another one was left. Called before the router first reads the location.
 */
export function keyThisHistoryEntry(): void {
  if (typeof historyKey() === 'string' && historyKey()) return;
  const state: unknown = window.history.state;
  const fields = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...fields, key: Math.random().toString(36).slice(2, 10) }, '');
}

/**
 * How long a place restored on back or forward is held. The page's later parts (reviews, similar products, pictures
 * without a size) arrive after the first render and change its height above or below that place; held, the shopper
 * sees what they left rather than a place the browser shifted or cut short.
 */
export const restoredPlaceHoldMs = 2000;

// Any of these means the shopper is moving the page themselves: the hold lets go at once.
const shopperInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `top` and, while the page's height changes, puts it back there; returns what stops holding it. Only a
 * change of the page's size moves it back, so a scroll of the shopper's own (a scrollbar dragged) is never undone.
 */
function restorePlace(top: number): () => void {
  window.scrollTo(0, top);
  if (top === 0 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (Math.round(window.scrollY) !== top) window.scrollTo(0, top);
  });
  let timer = 0;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of shopperInput) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  timer = window.setTimeout(stop, restoredPlaceHoldMs);
  for (const type of shopperInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * What react-router's <ScrollRestoration> does in its data router, for the declarative router the shop runs (App.tsx):
 * a new page (a link, a typed address, the same route with another id) starts at the top, or at its #anchor; back
 * and forward, and a reload, return to where the shopper was; a page changed in place (keepScroll.ts) stays put.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scrolling now belongs to; set before this effect scrolls, so the jump is saved under the new entry.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Between the browser's move to another entry and React showing it, the page may scroll (the old page's
        // content giving way): that position belongs to neither entry, so it is not kept. (A memory router keeps
        // no key in the browser's history: nothing to compare then.)
        const browserKey = historyKey();
        if (browserKey !== undefined && browserKey !== currentKey.current) return;
        savedPositions()[currentKey.current] = Math.round(window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistPositions);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = savedPositions()[location.key];
    if (navigationType === 'POP' && saved !== undefined) return restorePlace(saved);
    if (keepsScroll(location.state)) return undefined;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
    // Only a move to another entry scrolls: re-renders of the same one leave the shopper where they are.
  }, [location.key]);

  return null;
}
