import { useSearchParams } from 'react-router-dom';
import { positiveInteger } from '../../../components/positiveInteger';

/** How one staff list keeps its filters in the address; the page and its size are kept the same way for every list. */
export type ListAddress<Filters> = {
  /** The filters the address holds, each falling back to its default. */
  read: (params: URLSearchParams) => Filters;
  /** The filters that differ from their defaults, in the order the address shows them. */
  write: (filters: Filters) => URLSearchParams;
  /** The page sizes offered, the first the default; a list of one size keeps no ?size= in the address. */
  sizes: readonly number[];
  /** Whether a change takes the place of the address Back returns to; without it every change does. */
  replaces?: (next: Partial<ListView<Filters>>) => boolean;
};

/** What a staff list shows: its filters, the page (1-based, as the address shows it) and the page's size. */
export type ListView<Filters> = Filters & { page: number; size: number };

export function readListView<Filters>(address: ListAddress<Filters>, params: URLSearchParams): ListView<Filters> {
  const size = positiveInteger(params.get('size'));
  return {
    ...address.read(params),
    page: positiveInteger(params.get('page')) ?? 1,
    size: size !== undefined && address.sizes.includes(size) ? size : address.sizes[0]!,
  };
}

export function writeListView<Filters>(address: ListAddress<Filters>, view: ListView<Filters>): URLSearchParams {
  const params = address.write(view);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== address.sizes[0]) params.set('size', String(view.size));
  return params;
}

/** A list with no filters: only its page, of one size, is in the address. */
export const pagesOnly = (size: number): ListAddress<object> => ({ read: () => ({}), write: () => new URLSearchParams(), sizes: [size] });

/** The request's page counts from 0, as the API counts it (docs/api.md). */
export const pageRequestOf = (view: { page: number; size: number }) => ({ page: view.page - 1, size: view.size });

/**
 * A staff list's view as the address keeps it (?…&page=&size=), so Back and a reload keep it, and a way to change it:
 * any change but a page turn starts again at page 1.
 */
export function useListView<Filters>(address: ListAddress<Filters>) {
  const [params, setParams] = useSearchParams();
  const view = readListView(address, params);
  const change = (next: Partial<ListView<Filters>>) =>
    setParams(writeListView(address, { ...view, ...next, page: next.page ?? 1 }), { replace: address.replaces?.(next) ?? true });
  return { view, change, sizes: address.sizes };
}
