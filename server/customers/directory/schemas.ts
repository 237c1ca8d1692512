import { Type, type Static } from '@sinclair/typebox';
import { Gender } from '../../../contract/customer';
import { Moment, Nullable } from '../../../contract/common';
import { Id } from '../../../contract/request';
import { PageQuery } from '../../http/schemas';
import { Page } from '../../../contract/page';

/** The shapes of the staff's customer routes (/api/customers/staff/..., docs/api.md "Staff: customers"). */

export const CUSTOMER_STATES = ['ACTIVE', 'DELETED', 'ALL'] as const;

export const CustomerListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name, or digits of the phone number' })),
  state: Type.Union(CUSTOMER_STATES.map((state) => Type.Literal(state)), {
    default: 'ACTIVE',
    description: 'ACTIVE (the default) hides deleted customers; DELETED shows only them; ALL both',
  }),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const StaffCustomerRow = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  phoneNumber: Type.String(),
  points: Type.Integer(),
  ordersCount: Type.Integer(),
  totalSpent: Type.Integer({ description: "so'm of the paid orders that were not rejected" }),
  createdAt: Moment,
  deletedAt: Nullable(Moment),
});
export type StaffCustomerRow = Static<typeof StaffCustomerRow>;

export const StaffCustomerPage = Page(StaffCustomerRow);

const Names = Type.Object({ uz: Type.String(), ru: Type.String() });

export const StaffCustomerDetail = Type.Object({
  ...StaffCustomerRow.properties,
  birthDate: Type.String({ format: 'date' }),
  gender: Gender,
  imageUrl: Nullable(Type.String()),
  tier: Type.Object({ name: Type.String(), names: Names }),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      orderNumber: Type.String(),
      createdAt: Moment,
      status: Type.String(),
      paid: Type.Boolean(),
      total: Type.Integer(),
    }),
  ),
  coupons: Type.Array(
    Type.Object({
      id: Type.Integer(),
      names: Names,
      credit: Type.Integer(),
      used: Type.Boolean(),
      usedOrderId: Nullable(Type.Integer()),
      expireDate: Moment,
      createdAt: Moment,
    }),
  ),
});
export type StaffCustomerDetail = Static<typeof StaffCustomerDetail>;

export const CustomerIdParam = Type.Object({ id: Id });
