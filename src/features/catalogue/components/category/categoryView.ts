import { recordId } from '../../../../components/positiveInteger';
import { productSorts, type CategoryProductsRequest, type ProductFilters, type ProductSort } from '../../types';

/** Cards per request: 24 fills whole rows of 2, 3 and 4 columns. */
export const categoryPageSize = 24;
/** A shared or hand-edited address cannot make the page ask for more than this many pages at once. */
export const maxPageIndex = 19;
const maxPrice = 1_000_000_000;
const maxListItems = 30;
const sizePattern = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,15}$/;

/** What a category page shows, kept in its address (?sort=&minPrice=&maxPrice=&sizes=&colorIds=&brandIds=&page=). */
export type CategoryView = ProductFilters & { sort: ProductSort; page: number };

export const noFilters: ProductFilters = { sizes: [], colorIds: [], brandIds: [] };
export const defaultView: CategoryView = { ...noFilters, sort: 'new', page: 0 };

/** `a,b` and repeated parameters both count, like on the server. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)].slice(0, maxListItems);
}

function ids(values: string[]): number[] {
  return unique(values.flatMap((value) => recordId(value) ?? []));
}

function price(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const amount = Number(value);
  return amount <= maxPrice ? amount : undefined;
}

/** Prices the wrong way round are swapped rather than refused: the shopper clearly meant a range. */
function orderedPrices(min: number | undefined, max: number | undefined): Pick<ProductFilters, 'minPrice' | 'maxPrice'> {
  if (min !== undefined && max !== undefined && min > max) return { minPrice: max, maxPrice: min };
  return { minPrice: min, maxPrice: max };
}

/** Reads the view from the address; anything malformed is ignored rather than sent to the server. */
export function readCategoryView(params: URLSearchParams): CategoryView {
  const sort = params.get('sort');
  const page = params.get('page');
  return {
    sort: productSorts.find((known) => known === sort) ?? 'new',
    ...orderedPrices(price(params.get('minPrice')), price(params.get('maxPrice'))),
    sizes: unique(listParam(params, 'sizes').filter((size) => sizePattern.test(size))),
    colorIds: ids(listParam(params, 'colorIds')),
    brandIds: ids(listParam(params, 'brandIds')),
    page: page !== null && /^\d{1,3}$/.test(page) ? Math.min(Number(page), maxPageIndex) : 0,
  };
}

/** The address for a view; defaults are left out so a plain category link stays plain. */
export function writeCategoryView(view: CategoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.sort !== 'new') params.set('sort', view.sort);
  const { minPrice, maxPrice: max } = orderedPrices(view.minPrice, view.maxPrice);
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (max !== undefined) params.set('maxPrice', String(max));
  if (view.sizes.length > 0) params.set('sizes', view.sizes.join(','));
  if (view.colorIds.length > 0) params.set('colorIds', view.colorIds.join(','));
  if (view.brandIds.length > 0) params.set('brandIds', view.brandIds.join(','));
  if (view.page > 0) params.set('page', String(view.page));
  return params;
}

export function filtersOf(view: CategoryView): ProductFilters {
  return { minPrice: view.minPrice, maxPrice: view.maxPrice, sizes: view.sizes, colorIds: view.colorIds, brandIds: view.brandIds };
}

/** The request of the first page of cards a category page shows for `view` (the others differ only in `page`). */
export function firstPageRequest(categoryId: number, view: CategoryView): CategoryProductsRequest {
  return { categoryId, size: categoryPageSize, sort: view.sort, ...filtersOf(view), page: 0 };
}

/** How many filters are on (a price range counts once), for the "Filters (2)" button. */
export function activeFilterCount(filters: ProductFilters): number {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return priced + filters.sizes.length + filters.colorIds.length + filters.brandIds.length;
}

/**
 * A filter change: the new filters, or how to make them from the ones in force, so two quick changes (before the
 * first has rendered) both count instead of the second undoing the first.
 */
export type FiltersUpdate = ProductFilters | ((current: ProductFilters) => ProductFilters);

export function updatedFilters(current: ProductFilters, update: FiltersUpdate): ProductFilters {
  return typeof update === 'function' ? update(current) : update;
}

export function toggled<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
