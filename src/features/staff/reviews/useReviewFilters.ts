import { positiveInteger } from '../../../components/positiveInteger';
import { REVIEW_VISIBILITIES, type ReviewVisibility } from '../../../../contract/limits';
import { pageRequestOf, useListView, type ListAddress, type ListView } from '../kit/useListView';
import type { StaffReviewsRequest } from './api';

const REVIEW_PAGE_SIZE = 20;

/** The list's filters as the address keeps them (?rating=&visibility=&product=&q=&from=&to=, with the list's page). */
type ReviewFilters = {
  rating: number | undefined;
  visibility: ReviewVisibility;
  product: string;
  q: string;
  from: string;
  to: string;
};

export type ReviewFilterView = ListView<ReviewFilters>;

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function requestOf(view: ReviewFilterView): StaffReviewsRequest {
  const product = view.product.trim();
  const q = view.q.trim();
  // An empty period side is no bound; a period that ends before it starts is sent as it is, and the server says so.
  return {
    ...pageRequestOf(view),
    ...(view.rating === undefined ? {} : { rating: view.rating }),
    ...(view.visibility === 'all' ? {} : { visibility: view.visibility }),
    ...(product ? { product } : {}),
    ...(q ? { q } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
  };
}

const reviewsAddress: ListAddress<ReviewFilters> = {
  read: (params) => {
    const rating = positiveInteger(params.get('rating'));
    return {
      rating: rating !== undefined && rating <= 5 ? rating : undefined,
      visibility: REVIEW_VISIBILITIES.find((value) => value === params.get('visibility')) ?? 'all',
      product: params.get('product') ?? '',
      q: params.get('q') ?? '',
      from: isDate(params.get('from')) ? params.get('from')! : '',
      to: isDate(params.get('to')) ? params.get('to')! : '',
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.rating !== undefined) params.set('rating', String(view.rating));
    if (view.visibility !== 'all') params.set('visibility', view.visibility);
    if (view.product) params.set('product', view.product);
    if (view.q) params.set('q', view.q);
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
    return params;
  },
  sizes: [REVIEW_PAGE_SIZE],
  // A filter replaces the address; a page turn is a step Back returns from.
  replaces: (next) => next.page === undefined,
};

/** The list's view and a change to it. */
export const useReviewFilters = () => useListView(reviewsAddress);

export const isFiltered = (view: ReviewFilterView) =>
  view.rating !== undefined || view.visibility !== 'all' || view.product !== '' || view.q !== '' || view.from !== '' || view.to !== '';
