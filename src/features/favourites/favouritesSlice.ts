import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { favouritesApi } from './api';
import { readGuestFavourites, writeGuestFavourites } from './guestFavourites';

/**
 * The favourites badge, and a visitor's favourites. Each liked product is kept with its liked-item id: liking twice
 * returns the same item (no double count), unliking needs the item id, and product cards can tell whether they are
 * liked. A visitor's liked products are ids only, kept in local storage too (guestFavourites.ts).
 */
export type FavouritesState = { items: Array<{ id: number; productId: number }>; guestProductIds: number[] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: (): FavouritesState => ({ items: [], guestProductIds: readGuestFavourites() }),
  reducers: {
    /** The shopper logged out: a visitor's favourites are not on the server. */
    likedItemsReset: (state) => {
      state.items = [];
    },
    /** Written to local storage by the one who dispatches it (guestFavouritesSaved). */
    guestFavouritesChanged: (state, action: PayloadAction<number[]>) => {
      state.guestProductIds = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(favouritesApi.endpoints.getLikedItems.matchFulfilled, (state, { payload }) => {
        state.items = payload.map((item) => ({ id: item.id, productId: item.product.id }));
      })
      .addMatcher(favouritesApi.endpoints.mergeLikedItems.matchFulfilled, (state, { payload }) => {
        state.items = payload.items.map((item) => ({ id: item.id, productId: item.product.id }));
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
      .addMatcher(api.util.resetApiState.match, (state) => {
        state.items = [];
      });
  },
});

export const { likedItemsReset, guestFavouritesChanged } = favouritesSlice.actions;

/** A visitor's favourites changed: kept in local storage, then in the state. */
export const guestFavouritesSaved = (productIds: number[]) => {
  writeGuestFavourites(productIds);
  return guestFavouritesChanged(productIds);
};

type WithFavourites = { favourites: FavouritesState };

export const selectLikedCount = (state: WithFavourites): number => state.favourites.items.length;

/** The liked-item id of a product, or undefined when the product is not liked. */
export const selectLikedItemId = (state: WithFavourites, productId: number): number | undefined =>
  state.favourites.items.find((item) => item.productId === productId)?.id;

export const selectGuestFavourites = (state: WithFavourites): number[] => state.favourites.guestProductIds;

export const selectGuestLikedCount = (state: WithFavourites): number => state.favourites.guestProductIds.length;
