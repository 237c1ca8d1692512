import { Type } from '@sinclair/typebox';
import { OrderStatus } from '../../contract/order';
import { IsoDate } from '../../contract/request';
import { PageQuery } from '../http/schemas';

/** The filters every staff orders list and the CSV export take (docs/api.md "Staff: orders"). */
const filters = {
  status: Type.Optional(OrderStatus),
  paid: Type.Optional(Type.Boolean({ description: 'true: paid orders only; false: unpaid only' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the order number, or of the receiver’s or the customer’s phone (3 digits at least)' })),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
};

export const StaffOrdersQuery = Type.Composite([PageQuery, Type.Object(filters)]);
/** The per-status lists: the status is the path's. */
export const StatusOrdersQuery = Type.Composite([PageQuery, Type.Object({ paid: filters.paid, q: filters.q, from: filters.from, to: filters.to })]);
/** getAllOrdersPaidIsTrue: paid orders, of any status or one. */
export const PaidOrdersQuery = Type.Composite([PageQuery, Type.Object({ status: filters.status, q: filters.q, from: filters.from, to: filters.to })]);

export const ExportOrdersQuery = Type.Object({
  ...filters,
  lang: Type.Optional(Type.Union([Type.Literal('uz'), Type.Literal('ru')], { description: 'the header row’s and region names’ language; uz when not given' })),
});
