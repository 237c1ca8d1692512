import type { LoginBody } from '../../../contract/auth';
import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';
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

const staffSignInApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    staffLogin: builder.mutation<StaffLoginResponse, LoginBody>({
      query: (body) => ({ url: '/api/auth/loginUser', method: 'POST', body }),
    }),
  }),
});

/**
 * The staff sign-in (POST /api/auth/loginUser) on the staff application's store. Rejects with RTK Query's failure
 * (`{status, data}`), which orderFailure.ts reads. The mutation's record, which holds the token, is dropped once
 * answered (the staff session keeps the token: staffSession.ts). A signed-out visit's sign-in page has no store:
 * src/staff.tsx fetches this and the store with the application's code.
 */
export async function signInStaff(dispatch: AppDispatch, body: LoginBody): Promise<StaffLoginResponse> {
  const request = dispatch(staffSignInApi.endpoints.staffLogin.initiate(body));
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
