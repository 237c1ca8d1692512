import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

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

/**
 * What react-router's <ScrollRestoration> does in its data router, for the declarative router the shop runs (App.tsx):
 * a new page starts at the top (or at its #anchor); back and forward return to where the shopper was.
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
        savedPositions()[currentKey.current] = window.scrollY;
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
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a move to another entry scrolls: re-renders of the same one leave the shopper where they are.
  }, [location.key]);

  return null;
}
