/** Without any sign of the shopper, work that only might be needed waits this long after the page's load event. */
const unattendedMs = 10_000;
/** What shows the shopper is there and may reach for more. */
const engagement = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel', 'mousemove'] as const;

/**
 * Runs `task` once the page has loaded, the shopper has engaged with it (or a while has passed) and the browser has
 * nothing better to do; returns a cancel. For what a click may need next (a pop-up's code, the other texts, pictures
 * off to the side): fetching and running it while the page itself loads would slow the first screen on a phone;
 * someone who clicks before it is there simply waits for it then.
 */
export function whenPageSettled(task: () => void): () => void {
  const cleanups: Array<() => void> = [];
  let cancelled = false;
  const clear = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const runWhenIdle = () => {
    if (cancelled) return;
    clear();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const handle = window.setTimeout(task, 0);
      cleanups.push(() => window.clearTimeout(handle));
    }
  };
  const afterLoad = () => {
    if (cancelled) return;
    const timer = window.setTimeout(runWhenIdle, unattendedMs);
    cleanups.push(() => window.clearTimeout(timer));
    for (const type of engagement) {
      window.addEventListener(type, runWhenIdle, { once: true, passive: true });
      cleanups.push(() => window.removeEventListener(type, runWhenIdle));
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterLoad));
  }
  return () => {
    cancelled = true;
    clear();
  };
}
