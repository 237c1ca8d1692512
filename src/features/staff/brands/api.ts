import type { BrandBody, StaffBrand } from '../../../../contract/taxonomy';
import { staffTaggedApi } from '../api';

const brandList = { type: 'StaffBrand' as const, id: 'LIST' };

/** The staff's brands; every change reads the list again (and the storefront's product entries, which name brands). */
export const brandsApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffBrands: builder.query<StaffBrand[], void>({
      query: () => '/api/brand/getAllBrands',
      providesTags: [brandList],
    }),
    addBrand: builder.mutation<StaffBrand, BrandBody>({
      query: (body) => ({ url: '/api/brand/addBrand', method: 'POST', body }),
      invalidatesTags: (_brand, error) => (error ? [] : [brandList]),
    }),
    editBrand: builder.mutation<StaffBrand, BrandBody & { id: number }>({
      query: ({ id, name }) => ({ url: `/api/brand/editBrand/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_brand, error) => (error ? [] : [brandList, 'Product']),
    }),
    deleteBrand: builder.mutation<StaffBrand, number>({
      query: (id) => ({ url: `/api/brand/deleteBrand/${id}`, method: 'DELETE' }),
      // A refusal (in use, or gone meanwhile) reads the list again too: its counts may have changed.
      invalidatesTags: (_brand, error) => (error?.status === 401 ? [] : [brandList]),
    }),
  }),
});

export const { useGetStaffBrandsQuery, useAddBrandMutation, useEditBrandMutation, useDeleteBrandMutation } = brandsApi;
