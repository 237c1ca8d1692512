/**
 * jsdom has no layout and no matchMedia; MUI's useMediaQuery then reports "no match", i.e. a phone.
 * `setScreenWidth` installs a matchMedia that answers min-width and max-width queries for the given width,
 * so a test can render the wide (md and up) layout. test/web/setup.ts puts the jsdom default back after each test.
 */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

export function setScreenWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** The phone width the shop is designed for first. */
export const phoneWidth = 390;
export const desktopWidth = 1280;

/** Scrolls the (layout-less) jsdom window and tells the listeners. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** jsdom's screen again: no matchMedia, 1024 px wide, not scrolled. */
export function resetScreen(): void {
  Reflect.deleteProperty(window, 'matchMedia');
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
}
