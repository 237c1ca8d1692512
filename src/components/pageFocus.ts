/*
 * Where the keyboard's focus goes when the page changes under it (issue 34): the new page's heading after a move to
 * another page or a sign-in, a list's first row after a page turn. What was focused has usually gone with the old
 * content, and the browser then puts the focus on the body: a keyboard user starts again from the skip link and a
 * screen reader says nothing. The place is focused only once it is there (the page's code and reads arrive later),
 * never while a dialog is open, and not at all once the shopper has moved on by themselves.
 */

/** The longest a place is waited for; after that the shopper has surely moved on. */
const giveUpMs = 10_000;
const checkEveryMs = 50;

/** What shows content still loading: skeletons, busy regions, the page's loading bar. */
const loadingMarks = '[data-skeleton], .MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]';

/** Laid out (not display: none, not in a hidden modal): the browser's own check where there is one. */
function shown(element: Element, visibility = false): boolean {
  if (element.closest('[hidden], .MuiModal-hidden')) return false;
  return 'checkVisibility' in element ? element.checkVisibility({ visibilityProperty: visibility }) : true;
}

/**
 * A dialog, drawer or menu is open, or still on its way out: its focus handling (into it, back to its opener as it
 * closes) comes first, and a page's focus waits until it has gone.
 */
function dialogOpen(): boolean {
  return [...document.querySelectorAll('[aria-modal="true"], .MuiModal-root')].some((dialog) => shown(dialog, true));
}

let cancelPending: (() => void) | undefined;

type Placement = {
  /** The element to focus once the page is ready for it; null while it is not. */
  find: () => HTMLElement | null;
  /** Leave the scroll where it is: the layout's scroll restoration has decided it (ScrollRestoration.tsx). */
  preventScroll?: boolean;
  /** Called once the focus is there. */
  onPlaced?: (element: HTMLElement) => void;
};

/**
 * Focuses what `find` gives as soon as it gives it and no dialog is open. One place is pending at a time: a newer
 * request replaces it. The shopper's own input (a click, a key) or a focus the page itself moved into `within` (a
 * field it focuses, one a test fills) cancels it; a focus given back by a closing dialog does not. Returns a cancel.
 */
export function placeFocus({ find, preventScroll = false, onPlaced }: Placement, within?: HTMLElement | null): () => void {
  cancelPending?.();
  const requestedAt = performance.now();
  const stop = () => {
    window.clearInterval(timer);
    window.removeEventListener('pointerdown', onInput, true);
    window.removeEventListener('keydown', onInput, true);
    document.removeEventListener('focusin', onFocusIn);
    if (cancelPending === stop) cancelPending = undefined;
  };
  // An event the browser was still delivering when the request came belongs to what led here (the Enter on a link).
  const onInput = (event: Event) => {
    if (event.timeStamp >= requestedAt) stop();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (within?.contains(event.target as Node) && !dialogOpen()) stop();
  };
  const attempt = () => {
    if (performance.now() - requestedAt > giveUpMs) return stop();
    if (dialogOpen()) return;
    const target = find();
    if (!target) return;
    stop();
    // A heading or a row is a place, not a control: focusable by script only, and no ring (app/global.css).
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll });
    onPlaced?.(target);
  };
  const timer = window.setInterval(attempt, checkEveryMs);
  window.addEventListener('pointerdown', onInput, true);
  window.addEventListener('keydown', onInput, true);
  document.addEventListener('focusin', onFocusIn);
  cancelPending = stop;
  attempt();
  return stop;
}

/** Cancels the place still waited for, if any (the layout going away). */
export function cancelPlaceFocus(): void {
  cancelPending?.();
}

/** The page's own heading once it says something: not a skeleton, not empty. */
function readyHeading(main: HTMLElement): HTMLElement | null {
  const heading = [...main.querySelectorAll('h1')].find((candidate) => shown(candidate));
  if (!heading || !heading.textContent?.trim() || heading.querySelector(loadingMarks)) return null;
  return heading;
}

/** How long a page's reads are waited for before its heading (or main) is focused as it is. */
const readsWaitMs = 5000;

/**
 * Focuses the page's h1, in its main region, once the page has its reads (`reading`: some are still on their way, so
 * an h1 still showing the previous record's name is not taken for the new one), or the main region itself when the
 * page has no heading; the scroll is left alone. `onPlaced` says where the focus went (the announcer says the page's
 * title then).
 */
export function focusPageHeading({ reading, onPlaced }: { reading?: () => boolean; onPlaced?: (element: HTMLElement) => void } = {}): () => void {
  const main = document.querySelector('main');
  if (!main) return () => undefined;
  const startedAt = performance.now();
  const find = () => {
    const waitedLong = performance.now() - startedAt > readsWaitMs;
    if (reading?.() && !waitedLong) return null;
    return readyHeading(main) ?? (waitedLong || !main.querySelector(loadingMarks) ? main : null);
  };
  return placeFocus({ find, preventScroll: true, onPlaced }, main);
}
