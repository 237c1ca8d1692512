import { api } from '../../app/api';
import type { ProductCard } from '../../components/product/types';
import type { Page } from '../../components/apiPage';
import type { ProductDetail } from './types';

type SimilarProductsRequest = { categoryId: number; size: number };

/** The product page's reads: the full product and a few products of its category. */
export const productApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getProductById: builder.query<ProductDetail, number>({
      query: (id) => `/api/product/getProductById/${id}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    getSimilarProducts: builder.query<ProductCard[], SimilarProductsRequest>({
      query: ({ categoryId, size }) => ({ url: `/api/product/getProductByCategoryId/${categoryId}`, params: { size } }),
      transformResponse: (page: Page<ProductCard>) => page.content,
      providesTags: (products = []) => products.map((product) => ({ type: 'Product' as const, id: product.id })),
    }),
  }),
});

export const { useGetProductByIdQuery, useGetSimilarProductsQuery } = productApi;
