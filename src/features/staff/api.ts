import { api } from '../../app/api';
import type { LoginBody } from '../../../contract/auth';
import type { StaffLoginResponse } from './types';

/**
 * The one api with the staff's own tag types: added here, in the staff's chunks, so that the shop's first load does
 * not carry them. Every staff endpoint is injected through it, with a plain `query`: the staff application's store
 * makes the one base query send the staff token (staffAudience.tsx); only the photo uploads, which report their
 * progress, send by XHR (pictures/photoRequest.ts).
 */
export const staffTaggedApi = api.enhanceEndpoints({
  addTagTypes: ['StaffBrand', 'StaffCategory', 'StaffMenu', 'StaffColour', 'StaffStock', 'StaffPhotos'],
});

export const staffApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    staffLogin: builder.mutation<StaffLoginResponse, LoginBody>({
      query: (body) => ({ url: '/api/auth/loginUser', method: 'POST', body }),
    }),
  }),
});

export const { useStaffLoginMutation } = staffApi;
