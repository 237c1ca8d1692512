import type { AddStaffBody, EditStaffBody, ResetPasswordBody } from '../../../../contract/staff';
import { staffTaggedApi } from '../api';
import type { ResetPasswordAnswer, StaffAccount } from './types';

const accountList = { type: 'StaffAccount' as const, id: 'LIST' };

/** Staff accounts (ADMIN only); every change reads the list again, a refusal too (someone may have changed it). */
export const accountsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffAccount'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffAccounts: builder.query<StaffAccount[], void>({
      query: () => '/api/users/geAllUser',
      providesTags: [accountList],
    }),
    addStaffAccount: builder.mutation<StaffAccount, AddStaffBody>({
      query: (body) => ({ url: '/api/users/add', method: 'POST', body }),
      invalidatesTags: (_account, error) => (error ? [] : [accountList]),
    }),
    editStaffAccount: builder.mutation<StaffAccount, EditStaffBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/users/editUser/${id}`, method: 'PUT', body }),
      invalidatesTags: (_account, error) => (error?.status === 401 ? [] : [accountList]),
    }),
    resetStaffPassword: builder.mutation<ResetPasswordAnswer, ResetPasswordBody & { id: number }>({
      query: ({ id, password }) => ({ url: `/api/users/resetPassword/${id}`, method: 'PUT', body: password ? { password } : {} }),
    }),
    removeStaffAccount: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/users/deleteUser/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error?.status === 401 ? [] : [accountList]),
    }),
  }),
});

export const { useGetStaffAccountsQuery, useAddStaffAccountMutation, useEditStaffAccountMutation, useResetStaffPasswordMutation, useRemoveStaffAccountMutation } =
  accountsApi;
