import type { StaffReview } from '../../../../contract/staff-reviews';
import type { Page } from '../../../../contract/page';
import type { ReviewVisibility } from '../../../../contract/limits';
import { staffRequest, staffTaggedApi } from '../api';

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

export type ModerateReviewRequest = { id: number; productId: number } & ({ hidden: true; reason: string } | { hidden: false });

const reviewList = { type: 'StaffReview' as const, id: 'LIST' };

/**
 * Review moderation. A change reads the staff list again and the storefront's own reads of that product (its reviews,
 * average and card), so this browser's shop pages show the change too.
 */
export const staffReviewsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffReview'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffReviews: builder.query<Page<StaffReview>, StaffReviewsRequest>({
      queryFn: (params, queryApi) => staffRequest<Page<StaffReview>>({ url: '/api/review/getAllReviews', params }, queryApi),
      providesTags: [reviewList],
    }),
    moderateReview: builder.mutation<StaffReview, ModerateReviewRequest>({
      queryFn: ({ id, productId: _productId, ...body }, queryApi) =>
        staffRequest<StaffReview>({ url: `/api/review/moderateReview/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (_review, error, { productId }) =>
        error?.status === 401 ? [] : [reviewList, { type: 'Review', id: productId }, { type: 'Product', id: productId }],
    }),
    deleteReview: builder.mutation<null, { id: number; productId: number }>({
      queryFn: ({ id }, queryApi) => staffRequest<null>({ url: `/api/review/deleteReview/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: (_result, error, { productId }) =>
        error?.status === 401 ? [] : [reviewList, { type: 'Review', id: productId }, { type: 'Product', id: productId }],
    }),
  }),
});

export const { useGetStaffReviewsQuery, useModerateReviewMutation, useDeleteReviewMutation } = staffReviewsApi;
