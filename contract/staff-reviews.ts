import { Type, type Static } from '@sinclair/typebox';
import { Image, Moment, Nullable } from './common';

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
