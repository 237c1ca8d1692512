import { api } from '../../app/api';
import type { AddReviewBody } from '../../../contract/review';
import type { AverageRating, CustomerReview, ProductReviewPage, ReviewedProduct } from './types';

/** Reviews per page of a product's list; the product page shows the first few of the first page. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

/*
 * Tags: a product's reviews and average carry {Review, productId}; the customer's own two lists carry
 * {Review, 'MINE'}. A new review invalidates both, so an open product page refreshes its list and average.
 */
const mine = { type: 'Review', id: 'MINE' } as const;

export const reviewsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getReviewsByProductId: builder.infiniteQuery<ProductReviewPage, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.page + 1 < lastPage.totalPages ? lastPage.page + 1 : undefined),
      },
      query: ({ queryArg: productId, pageParam }) => ({
        url: `/api/review/getReviewsByProductId/${productId}`,
        params: { page: pageParam, size: PRODUCT_REVIEWS_PAGE_SIZE },
      }),
      providesTags: (_pages, _error, productId) => [{ type: 'Review', id: productId }],
    }),
    getAverageRating: builder.query<AverageRating, number>({
      query: (productId) => `/api/review/getAverageRating/${productId}`,
      providesTags: (_average, _error, productId) => [{ type: 'Review', id: productId }],
    }),
    getUnreviewedByCustomerId: builder.query<ReviewedProduct[], number>({
      query: (customerId) => `/api/review/getUnreviewedByCustomerId/${customerId}`,
      providesTags: [mine],
    }),
    getReviewsByCustomerId: builder.query<CustomerReview[], number>({
      query: (customerId) => `/api/review/getReviewsByCustomerId/${customerId}`,
      providesTags: [mine],
    }),
    /**
     * POST /api/review/addReview. On success the product leaves the "awaiting" list at once (the refetch
     * that the invalidation starts has the last word); after a refusal both lists are read again too, since
     * the usual reason is that the list was stale (already reviewed elsewhere).
     */
    addReview: builder.mutation<unknown, AddReviewBody>({
      query: (body) => ({ url: '/api/review/addReview', method: 'POST', body }),
      async onQueryStarted({ customerId, productId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          reviewsApi.util.updateQueryData('getUnreviewedByCustomerId', customerId, (products) =>
            products.filter((product) => product.id !== productId),
          ),
        );
      },
      invalidatesTags: (_result, _error, { productId }) => [mine, { type: 'Review', id: productId }, { type: 'Product', id: productId }],
    }),
  }),
});

export const {
  useGetReviewsByProductIdInfiniteQuery,
  useGetAverageRatingQuery,
  useGetUnreviewedByCustomerIdQuery,
  useGetReviewsByCustomerIdQuery,
  useAddReviewMutation,
} = reviewsApi;
