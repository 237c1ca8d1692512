import type { SkipToken } from '@reduxjs/toolkit/query';
import { mediaUrl } from '../../app/config';
import { readFailed } from '../../components/QueryView';
import { useGetAverageRatingQuery, useGetReviewsByProductIdInfiniteQuery } from '../reviews/api';
import type { ProductReview, ProductReviewAnswer, ProductReviewList } from '../reviews/types';

function toProductReview(answer: ProductReviewAnswer): ProductReview {
  return {
    id: answer.id,
    rating: answer.rating,
    content: answer.content,
    authorName: answer.customer.fullName,
    authorImage: mediaUrl(answer.customer.image?.url),
    createdAt: answer.createdAt,
  };
}

/**
 * The reviews of a product, newest first, a page at a time, and its average read fresh: the product's own
 * averageRating may be cached by the server for a while, and a review just written must count at once.
 */
export function useProductReviews(productId: number | SkipToken): { reviews: ProductReviewList } {
  const pages = useGetReviewsByProductIdInfiniteQuery(productId);
  const average = useGetAverageRatingQuery(productId);
  const loaded = pages.data?.pages ?? [];
  const items = loaded.flatMap((page) => page.content.map(toProductReview));

  return {
    reviews: {
      items,
      summary: average.data ?? null,
      status: pages.data ? 'ready' : readFailed(pages) ? 'failed' : 'loading',
      retry: () => {
        void pages.refetch();
        if (average.isError) void average.refetch();
      },
      hasMore: pages.hasNextPage,
      loadingMore: pages.isFetchingNextPage,
      moreFailed: pages.isFetchNextPageError && !pages.isFetchingNextPage,
      loadMore: () => void pages.fetchNextPage(),
    },
  };
}
