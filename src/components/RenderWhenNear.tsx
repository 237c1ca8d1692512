import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

type RenderWhenNearProps = {
  children: ReactNode;
  /** Shown until then; about the size of `children`, so nothing below moves when they arrive. */
  placeholder: ReactNode;
  /** How far outside the screen `children` start rendering (CSS margin syntax). */
  margin?: string;
};

// One observer per margin for all the placeholders on the page (a product list has dozens), each with its wake-up.
const observers = new Map<string, { observer: IntersectionObserver; wakeUps: Map<Element, () => void> }>();

function watch(element: Element, margin: string, wakeUp: () => void): () => void {
  let entry = observers.get(margin);
  if (!entry) {
    const wakeUps = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) if (change.isIntersecting) wakeUps.get(change.target)?.();
      },
      { rootMargin: margin },
    );
    entry = { observer, wakeUps };
    observers.set(margin, entry);
  }
  const { observer, wakeUps } = entry;
  wakeUps.set(element, wakeUp);
  observer.observe(element);
  return () => {
    wakeUps.delete(element);
    observer.unobserve(element);
  };
}

/**
 * Renders `children` only once their place comes near the screen. What a page shows below the fold then costs the
 * first load nothing (no render, no styles, no data request): its work is the part that blocks a phone's main
 * thread longest. Without IntersectionObserver (old browsers, jsdom) everything renders at once in the browser.
 */
export function RenderWhenNear({ children, placeholder, margin = '200px' }: RenderWhenNearProps) {
  const [seen, setNear] = useState(false);
  // The server draws the placeholder, and a page it drew hydrates with it too (the first render must match its HTML);
  // without the observer the children come at once, or right after hydration.
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const placeholderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholderRef.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return undefined;
    // A transition: what comes into view renders in slices, not in one task that blocks the scrolling shopper's taps.
    return watch(element, margin, () => startTransition(() => setNear(true)));
  }, [near, margin]);

  if (near) return children;
  return <div ref={placeholderRef}>{placeholder}</div>;
}
