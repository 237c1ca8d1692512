import { useEffect, useState } from 'react';

function scrolledPast(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/**
 * Whether the page is scrolled more than `threshold` pixels. The listener is passive (it never delays
 * scrolling) and the state only changes when the threshold is crossed, so scrolling does not re-render.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => scrolledPast(threshold));
  useEffect(() => {
    const update = () => setPast(scrolledPast(threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
