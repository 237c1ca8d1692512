import {
  fetchBaseQuery,
  type BaseQueryApi,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { api } from '../../app/api';
import { config } from '../../app/config';
import { readStaffToken } from './staffSession';
import type { StaffLoginRequest, StaffLoginResponse } from './types';

/**
 * The staff's calls carry the staff token, never the customer's: the one api's base query would add the
 * customer's bearer, so these endpoints send through a base query of their own (the cache and tags stay shared).
 */
const staffBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBase,
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    const token = readStaffToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return headers;
  },
});

type StaffResult<Result> = QueryReturnValue<Result, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/** One call with the staff token; the staff sections' own endpoints (products, ...) send through it too. */
export async function staffRequest<Result>(args: string | FetchArgs, queryApi: BaseQueryApi): Promise<StaffResult<Result>> {
  const result = await staffBaseQuery(args, queryApi, {});
  if (result.error) return { error: result.error, meta: result.meta };
  // The contract's shape, trusted as every other endpoint's answer is.
  return { data: result.data as Result, meta: result.meta };
}

/**
 * The one api with the staff's own tag types: added here, in the staff's chunks, so that the shop's first load does
 * not carry them. Every staff endpoint is injected through it.
 */
export const staffTaggedApi = api.enhanceEndpoints({
  addTagTypes: ['StaffBrand', 'StaffCategory', 'StaffMenu', 'StaffColour', 'StaffStock', 'StaffPhotos'],
});

export const staffApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    staffLogin: builder.mutation<StaffLoginResponse, StaffLoginRequest>({
      queryFn: (body, queryApi) => staffRequest<StaffLoginResponse>({ url: '/api/auth/loginUser', method: 'POST', body }, queryApi),
    }),
  }),
});

export const { useStaffLoginMutation } = staffApi;
