import { staffRequest, staffTaggedApi } from '../api';
import type { NewStaffAccount, ResetPasswordAnswer, StaffAccount, StaffRoleName } from './types';

const accountList = { type: 'StaffAccount' as const, id: 'LIST' };

/** Staff accounts (ADMIN only); every change reads the list again, a refusal too (someone may have changed it). */
export const accountsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffAccount'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffAccounts: builder.query<StaffAccount[], void>({
      queryFn: (_arg, queryApi) => staffRequest<StaffAccount[]>('/api/users/geAllUser', queryApi),
      providesTags: [accountList],
    }),
    addStaffAccount: builder.mutation<StaffAccount, NewStaffAccount>({
      queryFn: (body, queryApi) => staffRequest<StaffAccount>({ url: '/api/users/add', method: 'POST', body }, queryApi),
      invalidatesTags: (_account, error) => (error ? [] : [accountList]),
    }),
    editStaffAccount: builder.mutation<StaffAccount, { id: number; fullName: string; role: StaffRoleName }>({
      queryFn: ({ id, ...body }, queryApi) => staffRequest<StaffAccount>({ url: `/api/users/editUser/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (_account, error) => (error?.status === 401 ? [] : [accountList]),
    }),
    resetStaffPassword: builder.mutation<ResetPasswordAnswer, { id: number; password?: string }>({
      queryFn: ({ id, password }, queryApi) =>
        staffRequest<ResetPasswordAnswer>({ url: `/api/users/resetPassword/${id}`, method: 'PUT', body: password ? { password } : {} }, queryApi),
    }),
    removeStaffAccount: builder.mutation<null, number>({
      queryFn: (id, queryApi) => staffRequest<null>({ url: `/api/users/deleteUser/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: (_result, error) => (error?.status === 401 ? [] : [accountList]),
    }),
  }),
});

export const { useGetStaffAccountsQuery, useAddStaffAccountMutation, useEditStaffAccountMutation, useResetStaffPasswordMutation, useRemoveStaffAccountMutation } =
  accountsApi;
