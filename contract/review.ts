import { Type, type Static } from '@sinclair/typebox';
import { Image, Moment, Nullable } from './common';
import { MAX_REVIEW_LENGTH } from './limits';
import { ClosedObject, Id } from './request';

/** What a review list shows of the product: enough for a small card that links to it. */
export const ReviewedProduct = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  productImages: Type.Array(Image),
});
export type ReviewedProduct = Static<typeof ReviewedProduct>;

/**
 * What every review is (docs/api.md, "Loyalty, coupons, reviews, notifications"); each answer adds who wrote it
 * or what it is about.
 */
const reviewFields = {
  id: Type.Integer(),
  productId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  createdAt: Moment,
};

/** GET /api/review/getReviewsByProductId/{productId}: a review on the product page, by first name and initial. */
export const ProductReview = Type.Object({
  ...reviewFields,
  customer: Type.Object({
    fullName: Type.String({ description: 'first name and the initial of the surname, e.g. "Dilnoza K."' }),
    image: Nullable(Image),
  }),
});
export type ProductReview = Static<typeof ProductReview>;

/** GET /api/review/getReviewsByCustomerId/{customerId}: a review in its author's own list, with its product (and whether the shop hid it). */
export const CustomerReview = Type.Object({
  ...reviewFields,
  hidden: Type.Boolean({ description: 'hidden by the shop: only its author still sees it (docs/api.md)' }),
  product: ReviewedProduct,
});
export type CustomerReview = Static<typeof CustomerReview>;

/** GET /api/review/getAverageRating/{productId}. */
export const AverageRating = Type.Object({
  average: Type.Number({ description: 'one decimal; 0 when there are no reviews' }),
  count: Type.Integer(),
});
export type AverageRating = Static<typeof AverageRating>;

/**
 * POST /api/review/addReview. Rating and content may be missing in the schema on purpose: the server answers a
 * missing one with the form's own words ("rate first", "write a review") instead of a generic "is required".
 */
export const AddReviewBody = ClosedObject({
  customerId: Id,
  productId: Id,
  rating: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5, description: '1 to 5 stars' }))),
  content: Type.Optional(Type.String({ maxLength: MAX_REVIEW_LENGTH, description: `trimmed, 1 to ${MAX_REVIEW_LENGTH} characters` })),
});
export type AddReviewBody = Static<typeof AddReviewBody>;
