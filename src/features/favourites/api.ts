import { api } from '../../app/api';
import type { AddLikedItemRequest, LikedItem } from './types';

/** Favourites: the list (its length is the header's badge), like and unlike. */
export const favouritesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLikedItems: builder.query<LikedItem[], number>({
      query: (customerId) => `/api/likedItem/getByCustomerId/${customerId}`,
      providesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
    addLikedItem: builder.mutation<LikedItem, AddLikedItemRequest>({
      query: (body) => ({ url: '/api/likedItem/addLikedItem', method: 'POST', body }),
      invalidatesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
    deleteLikedItem: builder.mutation<void, number>({
      query: (likedItemId) => ({ url: `/api/likedItem/deleteLikedItem/${likedItemId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Liked', id: 'LIST' }],
    }),
  }),
});

export const { useGetLikedItemsQuery, useAddLikedItemMutation, useDeleteLikedItemMutation } = favouritesApi;
