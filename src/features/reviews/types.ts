import type { Page } from '../../components/apiPage';

export type ProductImage = { url: string };

/** A product as the customer's review lists show it (GET getUnreviewedByCustomerId, and inside a review). */
export type ReviewedProduct = { id: number; nameUZB: string; nameRUS: string; productImages: ProductImage[] };

/** GET /api/review/getReviewsByProductId/{productId}: the author only by first name and initial. */
export type ProductReviewAnswer = {
  id: number;
  productId: number;
  rating: number;
  content: string;
  createdAt: string;
  customer: { fullName: string; image: ProductImage | null };
};
export type ProductReviewPage = Page<ProductReviewAnswer>;

/** GET /api/review/getAverageRating/{productId}; `average` is 0 while there are no reviews. */
export type AverageRating = { average: number; count: number };

/** GET /api/review/getReviewsByCustomerId/{customerId}: a review in its author's own list. */
export type CustomerReview = {
  id: number;
  productId: number;
  rating: number;
  content: string;
  createdAt: string;
  product: ReviewedProduct;
};

export type AddReviewRequest = { customerId: number; productId: number; rating: number; content: string };

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
