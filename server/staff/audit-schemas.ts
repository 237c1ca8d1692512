import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate } from '../../contract/request';
import { PageQuery } from '../http/schemas';

/*
 * GET /api/audit's query (docs/api.md "Staff: catalogue"): closed, so a misspelt filter is a 400 rather than
 * silently the whole log. The dates are Tashkent days, both included, as the staff's orders list takes them.
 */
export const AuditQuery = Type.Composite(
  [
    PageQuery,
    Type.Object({
      entity: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,40}$', description: 'what was changed: product, order, staffUser, ...' })),
      entityId: Type.Optional(Id),
      userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the staff member who made the change' })),
      from: Type.Optional(IsoDate),
      to: Type.Optional(IsoDate),
    }),
  ],
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;
