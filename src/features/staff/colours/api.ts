import type { ColorBody, StaffColor } from '../../../../contract/stock';
import { staffRequest, staffTaggedApi } from '../api';

const colourList = { type: 'StaffColour' as const, id: 'LIST' };

/**
 * The colour catalogue. Every change reads the list again; an edit also ends the shop's product entries (cards and
 * pages show colours) and the stock screens' product rows, which name their colour.
 */
export const coloursApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getColourCatalogue: builder.query<StaffColor[], void>({
      queryFn: (_none, queryApi) => staffRequest<StaffColor[]>('/api/color/getAllColors', queryApi),
      providesTags: [colourList],
    }),
    addColour: builder.mutation<StaffColor, ColorBody>({
      queryFn: (body, queryApi) => staffRequest<StaffColor>({ url: '/api/color/addColor', method: 'POST', body }, queryApi),
      invalidatesTags: (_colour, error) => (error ? [] : [colourList]),
    }),
    editColour: builder.mutation<StaffColor, { id: number; body: ColorBody }>({
      queryFn: ({ id, body }, queryApi) => staffRequest<StaffColor>({ url: `/api/color/editColor/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (_colour, error) => (error ? [] : [colourList, 'Product', 'StaffStock']),
    }),
    deleteColour: builder.mutation<null, number>({
      queryFn: (id, queryApi) => staffRequest<null>({ url: `/api/color/deleteColor/${id}`, method: 'DELETE' }, queryApi),
      // A refusal (in use, or gone meanwhile) reads the list again too: its counts may have changed.
      invalidatesTags: (_none, error) => (error?.status === 401 ? [] : [colourList]),
    }),
  }),
});

export const { useGetColourCatalogueQuery, useAddColourMutation, useEditColourMutation, useDeleteColourMutation } = coloursApi;
