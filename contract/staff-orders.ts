import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { JOB_STATES } from './jobs';
import { MAX_TRACKING_NUMBER } from './limits';
import { Order, OrderStatus, PaymentMethod } from './order';
import { ClosedObject } from './request';

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

/**
 * Where a payment's fiscal receipt stands (docs/api.md "Staff: orders"). PayMe's come from its SetFiscalData calls:
 * WAITING (performed, none came yet), CONFIRMED (the OFD accepted it; url is its page), FAILED (reason: PayMe's
 * message). Click's is the shop's own submission, a CLICK_FISCAL job: SENT (pending, no attempt failed yet),
 * RETRYING (pending after a failed attempt: reason, attempts of maxAttempts, nextAttemptAt), CONFIRMED, FAILED; once a
 * CLICK_RECEIPT job read its link from Click, it is CONFIRMED with that url, as PayMe's are.
 */
export const RECEIPT_STATES = ['WAITING', 'SENT', 'RETRYING', 'CONFIRMED', 'FAILED'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export const PaymentReceipt = Type.Object({
  type: Type.Union([Type.Literal('PERFORM'), Type.Literal('CANCEL')], { description: 'PERFORM: the payment’s receipt; CANCEL: its refund’s' }),
  state: Type.Union(RECEIPT_STATES.map((state) => Type.Literal(state))),
  reason: Nullable(Type.String({ description: 'FAILED, RETRYING: what the provider or the last attempt said' })),
  url: Nullable(Type.String({ description: 'CONFIRMED receipts with a link (PayMe’s, and Click’s once read from Click): the OFD’s receipt page' })),
  attempts: Nullable(Type.Integer({ description: 'Click: attempts made so far' })),
  maxAttempts: Nullable(Type.Integer()),
  nextAttemptAt: Nullable(Moment),
  updatedAt: Nullable(Moment),
});
export type PaymentReceipt = Static<typeof PaymentReceipt>;

export const OrderPayment = Type.Object({
  id: Type.Integer(),
  provider: PaymentMethod,
  providerTransactionId: Type.String(),
  outcome: Type.Union(PAYMENT_OUTCOMES.map((outcome) => Type.Literal(outcome))),
  amount: Type.Integer({ description: 'whole so’m (the provider counts in tiyin)' }),
  createdAt: Moment,
  performedAt: Nullable(Moment),
  cancelledAt: Nullable(Moment),
  receipts: Type.Array(PaymentReceipt, { description: 'empty for Uzum and for payments not performed' }),
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

/**
 * One message the order's changes put in the outbox for the customer (key sms:… or telegram:…, then order:<id>:<EVENT>
 * or return:<id>:<EVENT>): whether the customer heard, by SMS or by the shop's Telegram bot.
 */
export const OrderMessage = Type.Object({
  id: Type.Integer({ description: 'the job’s id (GET /api/jobs/staff/failed, POST /api/jobs/staff/retry/{id})' }),
  event: Type.String({ description: 'PAID, SENT, REACHED, REJECTED or REFUNDED (or a return’s step): the template' }),
  channel: Type.Union([Type.Literal('SMS'), Type.Literal('TELEGRAM')], { description: 'SMS to the phone, or the bot to a linked customer' }),
  phoneNumber: Nullable(Type.String({ description: 'the SMS’s phone; null by Telegram' })),
  state: Type.Union(JOB_STATES.map((state) => Type.Literal(state))),
  attempts: Type.Integer(),
  maxAttempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  nextAttemptAt: Nullable(Moment),
  createdAt: Moment,
  sentAt: Nullable(Moment),
  failedAt: Nullable(Moment),
});
export type OrderMessage = Static<typeof OrderMessage>;

/** GET /api/order/staff/getOrder/{id}: everything staff need to pack, send and answer questions about an order. */
export const StaffOrderDetail = Type.Composite([
  StaffOrder,
  Type.Object({ payments: Type.Array(OrderPayment), history: Type.Array(OrderStatusChange), messages: Type.Array(OrderMessage) }),
]);
export type StaffOrderDetail = Static<typeof StaffOrderDetail>;

/** PUT /api/order/editStatusToSend/{id}: the order goes to the post with its tracking number. */
export const SendOrderBody = ClosedObject({
  postTrackingNumber: Type.String({ minLength: 1, maxLength: MAX_TRACKING_NUMBER, description: 'the post service’s tracking number' }),
});
export type SendOrderBody = Static<typeof SendOrderBody>;
