/**
 * The history state of a navigation that changes a page in place (a sort, a filter, "show more"): the layout's scroll
 * handling leaves the shopper where they are instead of starting the page at the top. It stands for react-router's
 * `preventScrollReset`, which only its data router reads.
 */
export const keepScrollState = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
