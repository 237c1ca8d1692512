import { api } from '../../app/api';
import type { ProductCard } from '../../components/product/types';
import type { ProductDetail } from './types';

type SimilarProductsRequest = { productId: number; size: number };

/** The product page's reads: the full product and the products like it (the server picks and orders them). */
export const productApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getProductById: builder.query<ProductDetail, number>({
      query: (id) => `/api/product/getProductById/${id}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    getSimilarProducts: builder.query<ProductCard[], SimilarProductsRequest>({
      query: ({ productId, size }) => ({ url: `/api/product/getSimilarProducts/${productId}`, params: { size } }),
      providesTags: (products = []) => products.map((product) => ({ type: 'Product' as const, id: product.id })),
    }),
  }),
});

export const { useGetProductByIdQuery, useGetSimilarProductsQuery } = productApi;
