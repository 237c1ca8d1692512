import type { ColorBody, StaffColor } from '../../../../contract/stock';
import { staffTaggedApi } from '../api';

const colourList = { type: 'StaffColour' as const, id: 'LIST' };

/**
 * The colour catalogue. Every change reads the list again; an edit also ends the shop's product entries (cards and
 * pages show colours) and the stock screens' product rows, which name their colour.
 */
export const coloursApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getColourCatalogue: builder.query<StaffColor[], void>({
      query: () => '/api/color/getAllColors',
      providesTags: [colourList],
    }),
    addColour: builder.mutation<StaffColor, ColorBody>({
      query: (body) => ({ url: '/api/color/addColor', method: 'POST', body }),
      invalidatesTags: (_colour, error) => (error ? [] : [colourList]),
    }),
    editColour: builder.mutation<StaffColor, { id: number; body: ColorBody }>({
      query: ({ id, body }) => ({ url: `/api/color/editColor/${id}`, method: 'PUT', body }),
      invalidatesTags: (_colour, error) => (error ? [] : [colourList, 'Product', 'StaffStock']),
    }),
    deleteColour: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/color/deleteColor/${id}`, method: 'DELETE' }),
      // A refusal (in use, or gone meanwhile) reads the list again too: its counts may have changed.
      invalidatesTags: (_none, error) => (error?.status === 401 ? [] : [colourList]),
    }),
  }),
});

export const { useGetColourCatalogueQuery, useAddColourMutation, useEditColourMutation, useDeleteColourMutation } = coloursApi;
