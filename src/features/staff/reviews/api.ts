import type { ModerateReviewBody, StaffReview } from '../../../../contract/staff-reviews';
import type { Page } from '../../../../contract/page';
import type { ReviewVisibility } from '../../../../contract/limits';
import { staffTaggedApi } from '../api';

export type StaffReviewsRequest = {
  page: number;
  size: number;
  rating?: number;
  visibility?: ReviewVisibility;
  product?: string;
  q?: string;
  from?: string;
  to?: string;
};

/**
 * moderateReview's body, narrowed as the staff app sends it (hiding always gives its reason), with the review's id for
 * the path and its product's, whose storefront reads the change ends.
 */
export type ModerateReviewRequest = ModerateReviewBody & { id: number; productId: number } & ({ hidden: true; reason: string } | { hidden: false });

const reviewList = { type: 'StaffReview' as const, id: 'LIST' };

/**
 * Review moderation. A change reads the staff list again and the storefront's own reads of that product (its reviews,
 * average and card), so this browser's shop pages show the change too.
 */
export const staffReviewsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffReview'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffReviews: builder.query<Page<StaffReview>, StaffReviewsRequest>({
      query: (params) => ({ url: '/api/review/getAllReviews', params }),
      providesTags: [reviewList],
    }),
    moderateReview: builder.mutation<StaffReview, ModerateReviewRequest>({
      query: ({ id, productId: _productId, ...body }) => ({ url: `/api/review/moderateReview/${id}`, method: 'PUT', body }),
      invalidatesTags: (_review, error, { productId }) =>
        error?.status === 401 ? [] : [reviewList, { type: 'Review', id: productId }, { type: 'Product', id: productId }],
    }),
    deleteReview: builder.mutation<null, { id: number; productId: number }>({
      query: ({ id }) => ({ url: `/api/review/deleteReview/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { productId }) =>
        error?.status === 401 ? [] : [reviewList, { type: 'Review', id: productId }, { type: 'Product', id: productId }],
    }),
  }),
});

export const { useGetStaffReviewsQuery, useModerateReviewMutation, useDeleteReviewMutation } = staffReviewsApi;
