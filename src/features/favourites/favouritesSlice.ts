import { createSlice } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { favouritesApi } from './api';

/**
 * The favourites badge. Each liked product is kept with its liked-item id: liking twice returns the same
 * item (no double count), unliking needs the item id, and product cards can tell whether they are liked.
 */
export type FavouritesState = { items: Array<{ id: number; productId: number }> };

const initialState: FavouritesState = { items: [] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    /** The shopper logged out: a visitor's favourites are not on the server. */
    likedItemsReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(favouritesApi.endpoints.getLikedItems.matchFulfilled, (state, { payload }) => {
        state.items = payload.map((item) => ({ id: item.id, productId: item.product.id }));
      })
      // The list is refetched right after (the mutation invalidates it); until then the badge moves at once.
      .addMatcher(favouritesApi.endpoints.addLikedItem.matchFulfilled, (state, { payload }) => {
        if (!state.items.some((item) => item.id === payload.id)) {
          state.items.push({ id: payload.id, productId: payload.product.id });
        }
      })
      .addMatcher(favouritesApi.endpoints.deleteLikedItem.matchFulfilled, (state, { meta }) => {
        state.items = state.items.filter((item) => item.id !== meta.arg.originalArgs);
      })
      .addMatcher(api.util.resetApiState.match, () => initialState);
  },
});

export const { likedItemsReset } = favouritesSlice.actions;

type WithFavourites = { favourites: FavouritesState };

export const selectLikedCount = (state: WithFavourites): number => state.favourites.items.length;

/** The liked-item id of a product, or undefined when the product is not liked. */
export const selectLikedItemId = (state: WithFavourites, productId: number): number | undefined =>
  state.favourites.items.find((item) => item.productId === productId)?.id;
