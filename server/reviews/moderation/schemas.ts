import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_VISIBILITIES } from '../../../contract/limits';
import { IsoDate } from '../../../contract/request';
import { PageQuery } from '../../http/schemas';

export const StaffReviewsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'only reviews of this many stars' })),
    visibility: Type.Optional(Type.Union(REVIEW_VISIBILITIES.map((value) => Type.Literal(value)), { default: 'all', description: 'all, shown or hidden' })),
    product: Type.Optional(Type.String({ maxLength: 100, description: "a product's id or reference number (letter case aside)" })),
    q: Type.Optional(Type.String({ maxLength: 100, description: "words in the review's text or its author's name" })),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
  }),
]);
export type StaffReviewsQuery = Static<typeof StaffReviewsQuery>;
