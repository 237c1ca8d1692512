import type { StaffBrand } from '../../../../contract/taxonomy';
import { staffRequest, staffTaggedApi } from '../api';

const brandList = { type: 'StaffBrand' as const, id: 'LIST' };

/** The staff's brands; every change reads the list again (and the storefront's product entries, which name brands). */
export const brandsApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffBrands: builder.query<StaffBrand[], void>({
      queryFn: (_arg, queryApi) => staffRequest<StaffBrand[]>('/api/brand/getAllBrands', queryApi),
      providesTags: [brandList],
    }),
    addBrand: builder.mutation<StaffBrand, { name: string }>({
      queryFn: (body, queryApi) => staffRequest<StaffBrand>({ url: '/api/brand/addBrand', method: 'POST', body }, queryApi),
      invalidatesTags: (_brand, error) => (error ? [] : [brandList]),
    }),
    editBrand: builder.mutation<StaffBrand, { id: number; name: string }>({
      queryFn: ({ id, name }, queryApi) => staffRequest<StaffBrand>({ url: `/api/brand/editBrand/${id}`, method: 'PUT', body: { name } }, queryApi),
      invalidatesTags: (_brand, error) => (error ? [] : [brandList, 'Product']),
    }),
    deleteBrand: builder.mutation<StaffBrand, number>({
      queryFn: (id, queryApi) => staffRequest<StaffBrand>({ url: `/api/brand/deleteBrand/${id}`, method: 'DELETE' }, queryApi),
      // A refusal (in use, or gone meanwhile) reads the list again too: its counts may have changed.
      invalidatesTags: (_brand, error) => (error?.status === 401 ? [] : [brandList]),
    }),
  }),
});

export const { useGetStaffBrandsQuery, useAddBrandMutation, useEditBrandMutation, useDeleteBrandMutation } = brandsApi;
