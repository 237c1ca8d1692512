import { api } from '../../app/api';
import type { AddCartItemRequest, CartLine } from './types';

/**
 * The cart endpoints the header needs for its count, plus add and delete so the count follows them;
 * the cart page of the next issue adds the rest here.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCartItems: builder.query<CartLine[], number>({
      query: (customerId) => `/api/cartItem/byCustomerId/${customerId}`,
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addCartItem: builder.mutation<CartLine, AddCartItemRequest>({
      query: (body) => ({ url: '/api/cartItem/addCartItem', method: 'POST', body }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    deleteCartItem: builder.mutation<void, number>({
      query: (cartItemId) => ({ url: `/api/cartItem/${cartItemId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const { useGetCartItemsQuery, useAddCartItemMutation, useDeleteCartItemMutation } = cartApi;
