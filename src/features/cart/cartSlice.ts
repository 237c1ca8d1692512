import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { cartApi } from './api';
import { readGuestCart, writeGuestCart, type GuestCartLine } from './guestCart';

/**
 * The cart badge, and a visitor's cart. The badge keeps the line ids rather than a bare number so a repeated add of
 * the same size (which the server merges into the existing line) does not count twice. A visitor's lines live in
 * local storage (guestCart.ts) and here; `checkoutAfterSignIn` holds the sizes a visitor chose to order, so the
 * checkout opens with them once the sign-in has taken the cart into the account.
 */
export type CartState = { lineIds: number[]; guestLines: GuestCartLine[]; checkoutAfterSignIn: number[] | null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ lineIds: [], guestLines: readGuestCart(), checkoutAfterSignIn: null }),
  reducers: {
    /** The shopper logged out: a visitor has no cart on the server. */
    cartCountReset: (state) => {
      state.lineIds = [];
    },
    /** Written to local storage by the one who dispatches it (guestCartSaved). */
    guestCartChanged: (state, action: PayloadAction<GuestCartLine[]>) => {
      state.guestLines = action.payload;
    },
    checkoutAfterSignInSet: (state, action: PayloadAction<number[] | null>) => {
      state.checkoutAfterSignIn = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(cartApi.endpoints.getCartItems.matchFulfilled, (state, { payload }) => {
        state.lineIds = payload.map((line) => line.cartItemId);
      })
      .addMatcher(cartApi.endpoints.mergeCartItems.matchFulfilled, (state, { payload }) => {
        state.lineIds = payload.cart.map((line) => line.cartItemId);
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
      .addMatcher(api.util.resetApiState.match, (state) => {
        state.lineIds = [];
      });
  },
});

export const { cartCountReset, guestCartChanged, checkoutAfterSignInSet } = cartSlice.actions;

/** A visitor's cart changed: kept in local storage, then in the state. */
export const guestCartSaved = (lines: GuestCartLine[]) => {
  writeGuestCart(lines);
  return guestCartChanged(lines);
};

type WithCart = { cart: CartState };

export const selectCartCount = (state: WithCart): number => state.cart.lineIds.length;

export const selectGuestCartLines = (state: WithCart): GuestCartLine[] => state.cart.guestLines;

export const selectGuestCartCount = (state: WithCart): number => state.cart.guestLines.length;

export const selectCheckoutAfterSignIn = (state: WithCart): number[] | null => state.cart.checkoutAfterSignIn;
