import { useSearchParams } from 'react-router-dom';
import { REVIEW_VISIBILITIES, type ReviewVisibility } from '../../../../contract/limits';
import type { StaffReviewsRequest } from './api';

export const REVIEW_PAGE_SIZE = 20;

/** The list's filters as the address keeps them (?rating=&visibility=&product=&q=&from=&to=&page=), so Back and a reload keep them. */
export type ReviewFilterView = {
  rating: number | undefined;
  visibility: ReviewVisibility;
  product: string;
  q: string;
  from: string;
  to: string;
  /** 1-based, as the address shows it. */
  page: number;
};

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function viewOf(params: URLSearchParams): ReviewFilterView {
  const rating = Number(params.get('rating'));
  const page = Number(params.get('page'));
  const visibility = REVIEW_VISIBILITIES.find((value) => value === params.get('visibility')) ?? 'all';
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    visibility,
    product: params.get('product') ?? '',
    q: params.get('q') ?? '',
    from: isDate(params.get('from')) ? params.get('from')! : '',
    to: isDate(params.get('to')) ? params.get('to')! : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function requestOf(view: ReviewFilterView): StaffReviewsRequest {
  const product = view.product.trim();
  const q = view.q.trim();
  // An empty period side is no bound; a period that ends before it starts is sent as it is, and the server says so.
  return {
    page: view.page - 1,
    size: REVIEW_PAGE_SIZE,
    ...(view.rating === undefined ? {} : { rating: view.rating }),
    ...(view.visibility === 'all' ? {} : { visibility: view.visibility }),
    ...(product ? { product } : {}),
    ...(q ? { q } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
  };
}

function paramsOf(view: ReviewFilterView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.rating !== undefined) params.set('rating', String(view.rating));
  if (view.visibility !== 'all') params.set('visibility', view.visibility);
  if (view.product) params.set('product', view.product);
  if (view.q) params.set('q', view.q);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The view and a change to it; any change but the page's own goes back to the first page. */
export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const change = (patch: Partial<ReviewFilterView>) => {
    const next = { ...view, ...patch, page: patch.page ?? 1 };
    setParams(paramsOf(next), { replace: patch.page === undefined });
  };
  return { view, change };
}

export const isFiltered = (view: ReviewFilterView) =>
  view.rating !== undefined || view.visibility !== 'all' || view.product !== '' || view.q !== '' || view.from !== '' || view.to !== '';
