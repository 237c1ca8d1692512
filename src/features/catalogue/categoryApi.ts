import { api } from '../../app/api';
import type { ProductCard } from '../../components/product/types';
import type { Page } from '../../../contract/page';
import type { CategoryFilters } from '../../../contract/product';
import type { CategoryDetails, CategoryProductsRequest } from './types';

/** The query string of a category page; empty filters are left out so equal requests share one cache entry. */
export function categoryProductsQuery({ page, size, sort, minPrice, maxPrice, sizes, colorIds, brandIds }: CategoryProductsRequest): string {
  const params = new URLSearchParams({ page: String(page), size: String(size), sort });
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  if (sizes.length > 0) params.set('sizes', sizes.join(','));
  if (colorIds.length > 0) params.set('colorIds', colorIds.join(','));
  if (brandIds.length > 0) params.set('brandIds', brandIds.join(','));
  return params.toString();
}

/**
 * The reads of a category's own pages (its products, its details): injected with those pages' chunks, not with the
 * header's menus (api.ts), so a first visit to the home page does not download them.
 */
export const categoryApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCategoryById: builder.query<CategoryDetails, number>({
      query: (id) => `/api/categories/getCategoryById/${id}`,
      providesTags: (_category, _error, id) => [{ type: 'Category', id }],
    }),
    /** One page of a category's product cards; the category page asks for each page it shows. */
    getProductsByCategory: builder.query<Page<ProductCard>, CategoryProductsRequest>({
      query: (request) => `/api/product/getProductByCategoryId/${request.categoryId}?${categoryProductsQuery(request)}`,
      providesTags: (page, _error, request) => [
        { type: 'Product', id: `CATEGORY-${request.categoryId}` },
        ...(page?.content ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    /** The brands, sizes and colours the category's products offer, with counts: the filter panel's choices. */
    getCategoryFilters: builder.query<CategoryFilters, number>({
      query: (categoryId) => `/api/product/getCategoryFilters/${categoryId}`,
      providesTags: (_filters, _error, categoryId) => [{ type: 'Product', id: `CATEGORY-${categoryId}` }],
    }),
  }),
});

export const { useGetCategoryByIdQuery, useGetProductsByCategoryQuery, useGetCategoryFiltersQuery } = categoryApi;
