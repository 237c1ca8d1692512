import { Type, type Static } from '@sinclair/typebox';
import { MAX_REFERENCE_NUMBER } from '../../../../contract/limits';
import { Id } from '../../../../contract/request';
import { PageQuery } from '../../../http/schemas';

/* The staff's product list query; the requests and answers (contract/staff.ts) are the staff app's too. */

const StaffProductSort = Type.Union(
  [Type.Literal('name'), Type.Literal('price'), Type.Literal('created'), Type.Literal('referenceNumber')],
  { description: 'created (newest first) unless given' },
);
const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

export const StaffProductsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    sort: Type.Optional(StaffProductSort),
    direction: Type.Optional(SortDirection),
    categoryId: Type.Optional(Id),
    active: Type.Optional(Type.Boolean()),
    draft: Type.Optional(Type.Boolean({ description: 'true: drafts only (made by staff, not yet published); false: published products only' })),
    text: Type.Optional(Type.String({ maxLength: 200, description: 'words of either name (Latin or Cyrillic) or the reference number' })),
    referenceNumber: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_REFERENCE_NUMBER, description: 'exactly this reference number: the colours of one item' })),
  }),
]);
export type StaffProductsQuery = Static<typeof StaffProductsQuery>;
