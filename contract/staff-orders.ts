import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { Order, OrderStatus, PaymentMethod } from './order';

/** Who placed the order: the account, which may differ from the receiver (fullName and phone are blank once anonymised). */
export const OrderCustomer = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  phoneNumber: Type.String(),
});
export type OrderCustomer = Static<typeof OrderCustomer>;

/** An order in the staff's lists: the customer's order with who placed it. */
export const StaffOrder = Type.Composite([Order, Type.Object({ customer: OrderCustomer })]);
export type StaffOrder = Static<typeof StaffOrder>;

/** How a payment transaction ended, read from its provider-neutral state. */
export const PAYMENT_OUTCOMES = ['CREATED', 'PERFORMED', 'CANCELLED', 'REFUNDED'] as const;

export const OrderPayment = Type.Object({
  id: Type.Integer(),
  provider: PaymentMethod,
  providerTransactionId: Type.String(),
  outcome: Type.Union(PAYMENT_OUTCOMES.map((outcome) => Type.Literal(outcome))),
  amount: Type.Integer({ description: 'whole so’m (the provider counts in tiyin)' }),
  createdAt: Moment,
  performedAt: Nullable(Moment),
  cancelledAt: Nullable(Moment),
});
export type OrderPayment = Static<typeof OrderPayment>;

/** One move of the order's status; `fromStatus` null is the order being placed. */
export const OrderStatusChange = Type.Object({
  id: Type.Integer(),
  fromStatus: Nullable(OrderStatus),
  toStatus: OrderStatus,
  user: Nullable(Type.Object({ id: Type.Integer(), fullName: Type.String() }, { description: 'the staff member; null for the shop or the customer' })),
  note: Nullable(Type.String({ description: 'SEND: the tracking number; REJECTED: why (see docs/api.md)' })),
  createdAt: Moment,
});
export type OrderStatusChange = Static<typeof OrderStatusChange>;

/** GET /api/order/staff/getOrder/{id}: everything staff need to pack, send and answer questions about an order. */
export const StaffOrderDetail = Type.Composite([
  StaffOrder,
  Type.Object({ payments: Type.Array(OrderPayment), history: Type.Array(OrderStatusChange) }),
]);
export type StaffOrderDetail = Static<typeof StaffOrderDetail>;
