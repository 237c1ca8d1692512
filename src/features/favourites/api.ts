import { api } from '../../app/api';
import type { AddLikedItemBody, FavouritesMerge, MergeLikedItemsBody } from '../../../contract/favourites';
import type { LikedItem } from './types';

/** Favourites: the list (its length is the header's badge), like and unlike, and a visitor's taken in at sign-in. */
export const favouritesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLikedItems: builder.query<LikedItem[], number>({
      query: (customerId) => `/api/likedItem/getByCustomerId/${customerId}`,
      providesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
    addLikedItem: builder.mutation<LikedItem, AddLikedItemBody>({
      query: (body) => ({ url: '/api/likedItem/addLikedItem', method: 'POST', body }),
      invalidatesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
    deleteLikedItem: builder.mutation<void, number>({
      query: (likedItemId) => ({ url: `/api/likedItem/deleteLikedItem/${likedItemId}`, method: 'DELETE' }),
      // Once the server agrees, the item leaves every cached list at once: the favourites page drops the
      // card without waiting for the refetch that the invalidation starts.
      async onQueryStarted(likedItemId, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const customerId of favouritesApi.util.selectCachedArgsForQuery(getState(), 'getLikedItems')) {
          dispatch(
            favouritesApi.util.updateQueryData('getLikedItems', customerId, (items) =>
              items.filter((item) => item.id !== likedItemId),
            ),
          );
        }
      },
      invalidatesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
    /** POST /api/likedItem/merge: the account's whole list comes back, so the cached one is replaced at once. */
    mergeLikedItems: builder.mutation<FavouritesMerge, MergeLikedItemsBody>({
      query: (body) => ({ url: '/api/likedItem/merge', method: 'POST', body }),
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(favouritesApi.util.upsertQueryData('getLikedItems', customerId, data.items));
        } catch {
          // Refused or lost: the visitor's favourites stay in the browser for the next try.
        }
      },
      invalidatesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
  }),
});

export const { useGetLikedItemsQuery, useAddLikedItemMutation, useDeleteLikedItemMutation, useMergeLikedItemsMutation } = favouritesApi;
