import { cartApi } from './api';
import type { ChangeCartItemRequest, CartLine } from './types';

/** A line's quantity or size, changed on the cart page: injected with that page's chunk, not with the header's count. */
export const cartChangeApi = cartApi.injectEndpoints({
  endpoints: (builder) => ({
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
  }),
});

export const { useChangeCartItemMutation } = cartChangeApi;
