import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenPageSettled } from './whenPageSettled';

/**
 * False until the page has settled (whenPageSettled: loaded, and the shopper engaged or a while passed), or until
 * `wake` is called (the shopper reached for the part that needs it). For pictures a carousel or gallery shows only
 * after a swipe: the browser would fetch them at once beside the first one (they are close to the screen, sideways),
 * taking bandwidth from the page's first screen.
 */
export function usePageSettled(): [settled: boolean, wake: () => void] {
  const [settled, setSettled] = useState(false);
  // A transition when it comes by itself (the settled page's extra parts render in slices); at once when woken.
  useEffect(() => (settled ? undefined : whenPageSettled(() => startTransition(() => setSettled(true)))), [settled]);
  const wake = useCallback(() => setSettled(true), []);
  return [settled, wake];
}
