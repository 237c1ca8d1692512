import { api } from '../../app/api';

/**
 * The one api with the staff's own tag types: added here, in the staff's chunks, so that the shop's first load does
 * not carry them. Every staff endpoint is injected through it, with a plain `query`: the staff application's store
 * makes the one base query send the staff token (staffAudience.tsx); only the photo uploads, which report their
 * progress, send by XHR (pictures/photoRequest.ts). The sign-in is no endpoint here: the sign-in page loads no store
 * (frame/staffSignIn.ts).
 */
export const staffTaggedApi = api.enhanceEndpoints({
  addTagTypes: ['StaffBrand', 'StaffCategory', 'StaffMenu', 'StaffColour', 'StaffStock', 'StaffPhotos'],
});

