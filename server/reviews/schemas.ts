import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../contract/common';
import { MAX_REVIEW_LENGTH } from '../../contract/limits';
import { ClosedObject, Id } from '../http/schemas';

/* The reviews' requests; their answers are the SPA's too, so they live in contract/review.ts. */

export const ProductIdParams = Type.Object({ productId: Id });

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
