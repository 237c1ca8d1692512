import { recordId } from '../../../components/positiveInteger';
import { pageRequestOf, useListView, type ListAddress, type ListView } from '../kit/useListView';
import type { ProductSort, SortDirection, StaffProductsRequest } from './types';

export const productSorts: ProductSort[] = ['created', 'name', 'price', 'referenceNumber'];
export const pageSizes = [20, 50, 100];
export type ActiveFilter = 'all' | 'active' | 'inactive' | 'draft';
const activeFilters: ActiveFilter[] = ['all', 'active', 'inactive', 'draft'];

/** What each state asks the server: a draft is never active, and "not on sale" means published and withdrawn. */
const stateRequest: Record<ActiveFilter, Pick<StaffProductsRequest, 'active' | 'draft'>> = {
  all: {},
  active: { active: true },
  inactive: { active: false, draft: false },
  draft: { draft: true },
};

/** The list's filters and sort as the address keeps them (?text=&category=&state=&sort=&dir=, with the list's page and size). */
type ProductListFilters = {
  text: string;
  categoryId: number | undefined;
  state: ActiveFilter;
  sort: ProductSort;
  direction: SortDirection;
};

export type ProductListView = ListView<ProductListFilters>;

/** Newest first unless another sort is chosen, which then goes A to Z (cheapest first). */
export const defaultDirection = (sort: ProductSort): SortDirection => (sort === 'created' ? 'desc' : 'asc');

export function requestOf(view: ProductListView): StaffProductsRequest {
  const text = view.text.trim();
  return {
    ...pageRequestOf(view),
    sort: view.sort,
    direction: view.direction,
    ...(view.categoryId === undefined ? {} : { categoryId: view.categoryId }),
    ...stateRequest[view.state],
    // A text without a letter or digit is no search (the server refuses it).
    ...(/[\p{L}\p{N}]/u.test(text) ? { text } : {}),
  };
}

const productListAddress: ListAddress<ProductListFilters> = {
  read: (params) => {
    const sortParam = params.get('sort');
    const sort = productSorts.find((candidate) => candidate === sortParam) ?? 'created';
    const dir = params.get('dir');
    const state = params.get('state');
    return {
      text: params.get('text') ?? '',
      categoryId: recordId(params.get('category')),
      state: activeFilters.find((candidate) => candidate === state) ?? 'all',
      sort,
      direction: dir === 'asc' || dir === 'desc' ? dir : defaultDirection(sort),
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.text) params.set('text', view.text);
    if (view.categoryId !== undefined) params.set('category', String(view.categoryId));
    if (view.state !== 'all') params.set('state', view.state);
    if (view.sort !== 'created') params.set('sort', view.sort);
    if (view.direction !== defaultDirection(view.sort)) params.set('dir', view.direction);
    return params;
  },
  sizes: pageSizes,
  // Typing in the search replaces the address; a filter, a sort or a page is a step Back returns from.
  replaces: (next) => next.text !== undefined,
};

/** The list's view and a way to change it. */
export const useProductListParams = () => useListView(productListAddress);
