import { useSearchParams } from 'react-router-dom';
import type { ProductSort, SortDirection, StaffProductsRequest } from './types';

export const productSorts: ProductSort[] = ['created', 'name', 'price', 'referenceNumber'];
export const pageSizes = [20, 50, 100];
export type ActiveFilter = 'all' | 'active' | 'inactive';

/** The list's view as the address keeps it (?text=&category=&state=&sort=&dir=&page=&size=), so Back and a reload keep it too. */
export type ProductListView = {
  text: string;
  categoryId: number | undefined;
  state: ActiveFilter;
  sort: ProductSort;
  direction: SortDirection;
  /** 1-based, as the address shows it. */
  page: number;
  size: number;
};

const positive = (value: string | null) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Newest first unless another sort is chosen, which then goes A to Z (cheapest first). */
export const defaultDirection = (sort: ProductSort): SortDirection => (sort === 'created' ? 'desc' : 'asc');

export function viewOf(params: URLSearchParams): ProductListView {
  const sortParam = params.get('sort');
  const sort = productSorts.find((candidate) => candidate === sortParam) ?? 'created';
  const dir = params.get('dir');
  const state = params.get('state');
  const size = positive(params.get('size'));
  return {
    text: params.get('text') ?? '',
    categoryId: positive(params.get('category')),
    state: state === 'active' || state === 'inactive' ? state : 'all',
    sort,
    direction: dir === 'asc' || dir === 'desc' ? dir : defaultDirection(sort),
    page: positive(params.get('page')) ?? 1,
    size: size !== undefined && pageSizes.includes(size) ? size : pageSizes[0]!,
  };
}

export function requestOf(view: ProductListView): StaffProductsRequest {
  const text = view.text.trim();
  return {
    page: view.page - 1,
    size: view.size,
    sort: view.sort,
    direction: view.direction,
    ...(view.categoryId === undefined ? {} : { categoryId: view.categoryId }),
    ...(view.state === 'all' ? {} : { active: view.state === 'active' }),
    // A text without a letter or digit is no search (the server refuses it).
    ...(/[\p{L}\p{N}]/u.test(text) ? { text } : {}),
  };
}

function paramsOf(view: ProductListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.text) params.set('text', view.text);
  if (view.categoryId !== undefined) params.set('category', String(view.categoryId));
  if (view.state !== 'all') params.set('state', view.state);
  if (view.sort !== 'created') params.set('sort', view.sort);
  if (view.direction !== defaultDirection(view.sort)) params.set('dir', view.direction);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== pageSizes[0]) params.set('size', String(view.size));
  return params;
}

/** The list's view and a way to change it; any change but a page turn starts again at page 1. */
export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const change = (next: Partial<ProductListView>) => {
    const page = next.page ?? 1;
    setParams(paramsOf({ ...view, ...next, page }), { replace: next.text !== undefined });
  };
  return { view, change };
}
