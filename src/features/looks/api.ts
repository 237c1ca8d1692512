import { api } from '../../app/api';
import type { Look } from './types';

/** The looks (outfit collections): all of them, and one by id. */
export const looksApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLooks: builder.query<Look[], void>({
      query: () => '/api/lookCollection/getLookCollection',
      providesTags: (looks = []) => [{ type: 'Look', id: 'LIST' }, ...looks.map((look) => ({ type: 'Look' as const, id: look.id }))],
    }),
    getLookById: builder.query<Look, number>({
      query: (id) => `/api/lookCollection/getLookCollectionById/${id}`,
      providesTags: (_look, _error, id) => [{ type: 'Look', id }],
    }),
  }),
});

export const { useGetLooksQuery, useGetLookByIdQuery } = looksApi;
