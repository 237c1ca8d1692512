import { Type, type Static } from '@sinclair/typebox';
import { Image, Moment, Nullable } from './common';
import { MAX_REVIEW_HIDE_REASON } from './limits';
import { ClosedObject } from './request';

/** GET /api/review/getAllReviews: a review as staff moderate it, with its product and author in full. */
export const StaffReview = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  createdAt: Moment,
  product: Type.Object({
    id: Type.Integer(),
    referenceNumber: Type.String(),
    nameUZB: Type.String(),
    nameRUS: Type.String(),
    productImages: Type.Array(Image),
  }),
  customer: Type.Object({ id: Type.Integer(), fullName: Type.String() }),
  hidden: Type.Boolean({ description: 'hidden by staff: off the storefront and out of the average' }),
  hiddenAt: Nullable(Moment),
  hiddenReason: Nullable(Type.String()),
  hiddenBy: Nullable(Type.Object({ id: Type.Integer(), fullName: Type.String() }, { description: 'null once the account is gone' })),
});
export type StaffReview = Static<typeof StaffReview>;

/** PUT /api/review/moderateReview/{id}: hides a review (with the reason) or shows it again. */
export const ModerateReviewBody = ClosedObject({
  hidden: Type.Boolean({ description: 'true hides the review from the storefront, false shows it again' }),
  reason: Type.Optional(Type.String({ maxLength: MAX_REVIEW_HIDE_REASON, description: `why it is hidden: required to hide, trimmed, 1 to ${MAX_REVIEW_HIDE_REASON} characters` })),
});
export type ModerateReviewBody = Static<typeof ModerateReviewBody>;
