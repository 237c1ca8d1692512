import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

function scrolledPast(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/**
 * Whether the page is scrolled more than `threshold` pixels. The listener is passive (it never delays
 * scrolling) and the state only changes when the threshold is crossed, so scrolling does not re-render. While a page
 * the server drew hydrates it starts as the server drew it (not scrolled: a shopper may scroll before the scripts
 * run, and the first render must match the HTML); the effect then reads the page.
 */
export function useScrolledPast(threshold: number): boolean {
  const hydrated = useHydrated();
  const [past, setPast] = useState(() => hydrated && scrolledPast(threshold));
  useEffect(() => {
    const update = () => setPast(scrolledPast(threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
