import { api } from '../../app/api';
import type { ProductCard } from '../../components/product/types';

export type ProductSearch = { text: string; limit: number };

export const searchApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * GET /api/product/searchProduct/{text}?limit=: the text is one path segment, so it is encoded as one. The whole
     * read is one address (no `params`): such a read can be answered by the server while it draws the results page,
     * and from the page's HTML (src/app/api.ts answers plain GETs only).
     */
    searchProducts: builder.query<ProductCard[], ProductSearch>({
      query: ({ text, limit }) => `/api/product/searchProduct/${encodeURIComponent(text)}?limit=${limit}`,
      providesTags: (products = []) => products.map((product) => ({ type: 'Product' as const, id: product.id })),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
