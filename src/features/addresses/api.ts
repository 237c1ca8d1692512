import { api } from '../../app/api';
import type { AddAddressBody, EditAddressBody } from '../../../contract/address';
import type { Address, PostFilial, Region, SubRegion } from './types';

const addressList = (customerId: number) => [{ type: 'Address' as const, id: `LIST-${customerId}` }];

/** docs/api.md "Addresses": the place lookups (public, seeded) and the customer's address book. */
export const addressesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getAllRegions: builder.query<Region[], void>({
      query: () => '/api/region/getAllRegions',
    }),
    getSubRegionsByRegionId: builder.query<SubRegion[], number>({
      query: (regionId) => `/api/subRegion/getSubRegionsByRegionId/${regionId}`,
    }),
    getPostFilialsBySubRegionId: builder.query<PostFilial[], number>({
      query: (subRegionId) => `/api/postFilial/getPostFilialBySubRegionId/${subRegionId}`,
    }),
    getAddressesByCustomerId: builder.query<Address[], number>({
      query: (customerId) => `/api/address/getAddressesByCustomerId/${customerId}`,
      providesTags: (_addresses, _error, customerId) => addressList(customerId),
    }),
    addAddress: builder.mutation<Address, AddAddressBody>({
      query: (body) => ({ url: '/api/address/addAddress', method: 'POST', body }),
      invalidatesTags: (_address, _error, { customerId }) => addressList(customerId),
    }),
    editAddress: builder.mutation<Address, EditAddressBody & { id: number; customerId: number }>({
      query: ({ id, customerId, ...body }) => ({ url: `/api/address/editAddress/${id}`, method: 'PUT', body: { customerId, ...body } }),
      invalidatesTags: (_address, _error, { customerId }) => addressList(customerId),
    }),
    deleteAddress: builder.mutation<void, { id: number; customerId: number }>({
      query: ({ id }) => ({ url: `/api/address/deleteAddress/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { customerId }) => addressList(customerId),
    }),
  }),
});

export const {
  useGetAllRegionsQuery,
  useGetSubRegionsByRegionIdQuery,
  useGetPostFilialsBySubRegionIdQuery,
  useGetAddressesByCustomerIdQuery,
  useAddAddressMutation,
  useEditAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
