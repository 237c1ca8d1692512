import { useCallback, useSyncExternalStore } from 'react';

// A browser without matchMedia (jsdom in tests, old engines) matches nothing: the phone layout, full motion.
const hasMatchMedia = () => typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now, following its changes; read synchronously on the first render. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
