import type { Page } from '../product/types';

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
