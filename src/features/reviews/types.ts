import type { Image } from '../../../contract/common';
import type { ProductReview as ProductReviewAnswer } from '../../../contract/review';
import type { Page } from '../../../contract/page';

/*
 * The reviews API's answers are the shapes of contract/review.ts, which the server declares too
 * (docs/api.md "Loyalty, coupons, reviews, notifications"); the rest of this file is what the SPA builds from them.
 */
export type { AverageRating, CustomerReview, ProductReview as ProductReviewAnswer, ReviewedProduct } from '../../../contract/review';

export type ProductImage = Image;

export type ProductReviewPage = Page<ProductReviewAnswer>;

/** One review as the product page draws it (mapped from GET /api/review/getReviewsByProductId). */
export type ProductReview = {
  id: number;
  rating: number;
  content: string;
  /** First name and the surname's initial, e.g. "Dilnoza K.". */
  authorName: string;
  /** The author's picture as a media url, or null. */
  authorImage: string | null;
  createdAt: string;
};

/** A product's reviews as the page knows them so far: loaded pages, the fresh average, and how the reads went. */
export type ProductReviewList = {
  /** Newest first, every page loaded so far. */
  items: ProductReview[];
  /** From GET /api/review/getAverageRating; null until it arrives (the product's own figures stand in). */
  summary: { average: number; count: number } | null;
  status: 'loading' | 'failed' | 'ready';
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
};
