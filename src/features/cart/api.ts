import { api } from '../../app/api';
import type { AddCartItemBody, CartMerge, MergeCartBody } from '../../../contract/cart';
import type { CartLine } from './types';

/**
 * The cart endpoints: the header's count reads the list, add and delete move it at once (cartSlice); the
 * cart page deletes several lines together and changes a line's quantity or size (changeApi.ts); signing in
 * takes a visitor's cart into the account (merge).
 */
export const cartApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCartItems: builder.query<CartLine[], number>({
      query: (customerId) => `/api/cartItem/byCustomerId/${customerId}`,
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addCartItem: builder.mutation<CartLine, AddCartItemBody>({
      query: (body) => ({ url: '/api/cartItem/addCartItem', method: 'POST', body }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    deleteCartItem: builder.mutation<void, number>({
      query: (cartItemId) => ({ url: `/api/cartItem/${cartItemId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    /** DELETE /api/cartItem/deleteCartItemGroup: all the given lines or none. */
    deleteCartItems: builder.mutation<void, number[]>({
      query: (cartIds) => ({ url: '/api/cartItem/deleteCartItemGroup', method: 'DELETE', body: { cartIds } }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    /** POST /api/cartItem/merge: the account's whole cart comes back, so the cached one is replaced at once. */
    mergeCartItems: builder.mutation<CartMerge, MergeCartBody>({
      query: (body) => ({ url: '/api/cartItem/merge', method: 'POST', body }),
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(cartApi.util.upsertQueryData('getCartItems', customerId, data.cart));
        } catch {
          // Refused or lost: the visitor's lines stay in the browser for the next try.
        }
      },
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCartItemsQuery,
  useAddCartItemMutation,
  useDeleteCartItemMutation,
  useDeleteCartItemsMutation,
  useMergeCartItemsMutation,
} = cartApi;
