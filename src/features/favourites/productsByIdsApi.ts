import { api } from '../../app/api';
import type { FullProduct } from '../../../contract/product';

/**
 * The products a visitor's cart and favourites name, read from the catalogue (GET /api/product/getProductById/{id},
 * public and cached): a visitor's lists keep ids only, so names, prices and stock are always today's. A product the
 * catalogue no longer has (404) is left out; any other failure fails the read, to be tried again.
 */
export const productsByIdsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getProductsByIds: builder.query<FullProduct[], number[]>({
      async queryFn(ids, _queryApi, _extraOptions, baseQuery) {
        const answers = await Promise.all(ids.map((id) => baseQuery(`/api/product/getProductById/${id}`)));
        const products: FullProduct[] = [];
        for (const answer of answers) {
          if (answer.error) {
            if (answer.error.status === 404) continue;
            return { error: answer.error };
          }
          products.push(answer.data as FullProduct);
        }
        return { data: products };
      },
      providesTags: (products = []) => products.map((product) => ({ type: 'Product' as const, id: product.id })),
    }),
  }),
});

export const { useGetProductsByIdsQuery } = productsByIdsApi;
