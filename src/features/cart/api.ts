import { api } from '../../app/api';
import type { AddCartItemRequest, CartLine, ChangeCartItemRequest } from './types';

/**
 * The cart endpoints: the header's count reads the list, add and delete move it at once (cartSlice); the
 * cart page changes quantity and size and deletes several lines together.
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
    /**
     * PUT /api/cartItem/{cartItemId}: another quantity or another size. The cached cart shows the change
     * at once and takes it back when the server refuses (e.g. 409 OUT_OF_STOCK); the refetch that follows
     * has the last word, also when the server merged the line into another line of the same size.
     */
    changeCartItem: builder.mutation<CartLine, ChangeCartItemRequest>({
      query: ({ cartItemId, productSizeVariantId, quantity }) => ({
        url: `/api/cartItem/${cartItemId}`,
        method: 'PUT',
        body: { productSizeVariantId, quantity },
      }),
      async onQueryStarted({ customerId, cartItemId, productSizeVariantId, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCartItems', customerId, (lines) => {
            const line = lines.find((candidate) => candidate.cartItemId === cartItemId);
            if (!line) return;
            line.quantity = quantity;
            const size = line.sizes.find((candidate) => candidate.productSizeVariantId === productSizeVariantId);
            if (size) line.productSizeVariant = { id: size.productSizeVariantId, size: size.size, quantity: size.quantity };
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    /** DELETE /api/cartItem/deleteCartItemGroup: all the given lines or none. */
    deleteCartItems: builder.mutation<void, number[]>({
      query: (cartIds) => ({ url: '/api/cartItem/deleteCartItemGroup', method: 'DELETE', body: { cartIds } }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCartItemsQuery,
  useAddCartItemMutation,
  useDeleteCartItemMutation,
  useChangeCartItemMutation,
  useDeleteCartItemsMutation,
} = cartApi;
