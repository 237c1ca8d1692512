import { useEffect, useState, type RefObject } from 'react';

/** What a modal dialog puts on the rest of the page: MUI's modals hide their siblings, others make them inert. */
const hiddenByModal = '[aria-hidden="true"], [inert]';

/**
 * Whether the element sits behind an open modal dialog (the account panel, the search, a menu, the language list):
 * MUI's modals mark every other child of the body aria-hidden while they are open, so the element is behind one
 * exactly while it or an ancestor carries that mark (or `inert`). Watched on the element's ancestors only, so the
 * page's own changes below them cost nothing. False while the server draws the page and at hydration.
 */
export function useBehindModal(ref: RefObject<HTMLElement | null>): boolean {
  const [behind, setBehind] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof MutationObserver === 'undefined') return undefined;
    const check = () => setBehind(element.closest(hiddenByModal) !== null);
    const observer = new MutationObserver(check);
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      observer.observe(node, { attributes: true, attributeFilter: ['aria-hidden', 'inert'] });
    }
    check();
    return () => observer.disconnect();
  }, [ref]);
  return behind;
}
