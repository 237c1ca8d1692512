import { Type, type Static } from '@sinclair/typebox';
import { Image, Nullable } from '../../contract/common';
import { MAX_REVIEW_LENGTH } from '../../contract/limits';
import { ClosedObject, Id } from '../http/schemas';

export const ProductIdParams = Type.Object({ productId: Id });

/** What a review list shows of the product: enough for a small card that links to it. */
export const ReviewedProduct = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  productImages: Type.Array(Image),
});
export type ReviewedProduct = Static<typeof ReviewedProduct>;

/** A review as the product page shows it: the author only by first name and initial. */
export const ProductReview = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  customer: Type.Object({
    fullName: Type.String({ description: 'first name and the initial of the surname, e.g. "Dilnoza K."' }),
    image: Nullable(Image),
  }),
});
export type ProductReview = Static<typeof ProductReview>;

/** A review in its author's own list, with the product it is about. */
export const CustomerReview = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  product: ReviewedProduct,
});
export type CustomerReview = Static<typeof CustomerReview>;

export const AverageRating = Type.Object({
  average: Type.Number({ description: 'one decimal; 0 when there are no reviews' }),
  count: Type.Integer(),
});
export type AverageRating = Static<typeof AverageRating>;

/**
 * Rating and content may be missing in the schema on purpose: the service answers a missing one with the
 * form's own words ("rate first", "write a review") instead of a generic "is required".
 */
export const AddReviewBody = ClosedObject({
  customerId: Id,
  productId: Id,
  rating: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5, description: '1 to 5 stars' }))),
  content: Type.Optional(Type.String({ maxLength: MAX_REVIEW_LENGTH, description: `trimmed, 1 to ${MAX_REVIEW_LENGTH} characters` })),
});
export type AddReviewBody = Static<typeof AddReviewBody>;
