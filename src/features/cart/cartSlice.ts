import { createSlice } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { cartApi } from './api';

/**
 * The cart badge. It keeps the line ids rather than a bare number so a repeated add of the same size
 * (which the server merges into the existing line) does not count twice.
 */
export type CartState = { lineIds: number[] };

const initialState: CartState = { lineIds: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The shopper logged out: a visitor has no cart on the server. */
    cartCountReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(cartApi.endpoints.getCartItems.matchFulfilled, (state, { payload }) => {
        state.lineIds = payload.map((line) => line.cartItemId);
      })
      // The list is refetched right after (the mutation invalidates it); until then the badge moves at once.
      .addMatcher(cartApi.endpoints.addCartItem.matchFulfilled, (state, { payload }) => {
        if (!state.lineIds.includes(payload.cartItemId)) state.lineIds.push(payload.cartItemId);
      })
      .addMatcher(cartApi.endpoints.deleteCartItem.matchFulfilled, (state, { meta }) => {
        state.lineIds = state.lineIds.filter((id) => id !== meta.arg.originalArgs);
      })
      .addMatcher(cartApi.endpoints.deleteCartItems.matchFulfilled, (state, { meta }) => {
        const deleted = new Set(meta.arg.originalArgs);
        state.lineIds = state.lineIds.filter((id) => !deleted.has(id));
      })
      .addMatcher(api.util.resetApiState.match, () => initialState);
  },
});

export const { cartCountReset } = cartSlice.actions;

export const selectCartCount = (state: { cart: CartState }): number => state.cart.lineIds.length;
