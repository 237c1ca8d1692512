import { api } from '../../app/api';
import type { ProductCard } from '../../components/product/types';

export type ProductSearch = { text: string; limit: number };

export const searchApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /api/product/searchProduct/{text}: the text is one path segment, so it is encoded as one. */
    searchProducts: builder.query<ProductCard[], ProductSearch>({
      query: ({ text, limit }) => ({
        url: `/api/product/searchProduct/${encodeURIComponent(text)}`,
        params: { limit },
      }),
      providesTags: (products = []) => products.map((product) => ({ type: 'Product' as const, id: product.id })),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
