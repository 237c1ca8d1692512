import { skipToken } from '@reduxjs/toolkit/query';
import { api, tagTypes } from './api';

type Tag = (typeof tagTypes)[number];

/**
 * SPEC §7's generic calls: a read of `base + suffix` that runs only when the suffix is non-empty (so a page
 * never asks for `/api/customers/getCustomerById/` before it knows the id), and a create that posts JSON
 * and then refreshes every cached query of its tag. Features use their own typed endpoints where they
 * can; these serve the simple cases.
 */
const resourceApi = api.injectEndpoints({
  endpoints: (builder) => ({
    readResource: builder.query<unknown, { path: string; tag: Tag }>({
      query: ({ path }) => path,
      providesTags: (_result, _error, { tag }) => [tag],
    }),
    createResource: builder.mutation<unknown, { path: string; body: unknown; tag: Tag }>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body }),
      invalidatesTags: (_result, _error, { tag }) => [tag],
    }),
  }),
});

/** The arg for `readResource`: skipToken (no request at all) while the suffix is empty or blank. */
export function resourceArg(base: string, suffix: string | number | null | undefined, tag: Tag) {
  const text = suffix === null || suffix === undefined ? '' : String(suffix).trim();
  return text === '' ? skipToken : { path: `${base}${encodeURIComponent(text)}`, tag };
}

export function useResource<T>(base: string, suffix: string | number | null | undefined, tag: Tag) {
  const result = resourceApi.useReadResourceQuery(resourceArg(base, suffix, tag));
  return { ...result, data: result.data as T | undefined };
}

export const { useCreateResourceMutation } = resourceApi;
export const resourceEndpoints = resourceApi.endpoints;
