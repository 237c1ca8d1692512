import { staffTaggedApi } from '../api';
import type { StaffCustomerDetail, StaffCustomersPage, StaffCustomersRequest } from './types';

const customerList = { type: 'StaffCustomer' as const, id: 'LIST' };

/** The staff's customers: the paged list, one customer, and the delete that anonymises them. */
export const customersApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffCustomer'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffCustomers: builder.query<StaffCustomersPage, StaffCustomersRequest>({
      query: ({ page, size, search, state }) => ({ url: '/api/customers/staff/getAll', params: { page, size, state, ...(search ? { search } : {}) } }),
      providesTags: [customerList],
    }),
    getStaffCustomer: builder.query<StaffCustomerDetail, number>({
      query: (id) => `/api/customers/staff/getCustomerById/${id}`,
      providesTags: (_customer, _error, id) => [{ type: 'StaffCustomer', id }],
    }),
    deleteStaffCustomer: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/customers/staff/delete/${id}`, method: 'DELETE' }),
      // A refusal (deleted meanwhile) reads the customer again too, so the page shows what is true.
      invalidatesTags: (_result, error, id) => (error?.status === 401 ? [] : [customerList, { type: 'StaffCustomer', id }]),
    }),
  }),
});

export const { useGetStaffCustomersQuery, useGetStaffCustomerQuery, useDeleteStaffCustomerMutation } = customersApi;
