import { placeFocus } from './pageFocus';

/**
 * The attribute a list's page control carries: the page it shows. After a page turn the rows and the control are
 * often drawn anew (the list shows a skeleton while the next page loads), so the new page is found by it.
 */
export const listPageAttribute = 'data-list-page';

const busy = '[aria-busy="true"]';

/** The list the page control pages: the last table or list before it in `area`, not one inside another (a row's chips). */
function listBefore(area: HTMLElement, pages: Element): HTMLElement | null {
  const before = [...area.querySelectorAll<HTMLElement>('table, ul, ol')].filter(
    (list) => !list.contains(pages) && Boolean(list.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  return before.filter((list) => !before.some((outer) => outer !== list && outer.contains(list))).at(-1) ?? null;
}

function firstRow(list: HTMLElement): HTMLElement | null {
  return list.tagName === 'TABLE' ? list.querySelector<HTMLElement>('tbody tr') : list.querySelector<HTMLElement>(':scope > li');
}

/**
 * After a page turn (or a new page size), focuses the new page's first row once it has come: the button pressed has
 * usually gone with the old page (or is disabled on the last one), and the keyboard user would start again from the
 * skip link. `control` is the page control's element: its parent stays while the list reloads, and holds the new
 * control (marked with `listPageAttribute`) and the rows.
 */
export function focusFirstRowAfterPageTurn(control: HTMLElement | null, page: number): void {
  const area = control?.parentElement;
  if (!area) return;
  placeFocus({
    find: () => {
      if (!area.isConnected || area.closest(busy) || area.querySelector(busy)) return null;
      const pages = area.querySelector(`[${listPageAttribute}="${page}"]`);
      const list = pages && listBefore(area, pages);
      return list ? firstRow(list) : null;
    },
  });
}
