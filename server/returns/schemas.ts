import { Type, type Static } from '@sinclair/typebox';
import { RETURN_STATUSES } from '../../contract/limits';
import { Id } from '../../contract/request';
import { PageQuery } from '../http/schemas';

/* The returns' path params and the staff list's query; their bodies and answers are the SPA's too (contract/returns.ts). */

export const OrderIdParams = Type.Object({ orderId: Id });
export const ReturnIdParams = Type.Object({ returnId: Id });

export const StaffReturnsQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union(RETURN_STATUSES.map((status) => Type.Literal(status)), { description: 'one status only; all when not given' })) }),
]);
export type StaffReturnsQuery = Static<typeof StaffReturnsQuery>;

