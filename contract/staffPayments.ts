import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';

/** The payment providers' transactions as the staff read them (docs/api.md "Staff: payments"). */

export const PAYMENT_PROVIDERS = ['PAYME', 'CLICK', 'UZUM'] as const;
export const PaymentProvider = Type.Union(PAYMENT_PROVIDERS.map((provider) => Type.Literal(provider)));
export type PaymentProvider = Static<typeof PaymentProvider>;

/**
 * One scale for the three providers: created (waiting for the money), paid (performed: PayMe perform, Click complete,
 * Uzum confirm), cancelled before any money moved, refunded (cancelled after it was paid: PayMe cancel after perform,
 * Uzum reverse, a staff rejection's refund).
 */
export const PAYMENT_STATES = ['created', 'paid', 'cancelled', 'refunded'] as const;
export const PaymentState = Type.Union(PAYMENT_STATES.map((state) => Type.Literal(state)));
export type PaymentState = Static<typeof PaymentState>;

export const StaffPayment = Type.Object({
  id: Type.Integer(),
  provider: PaymentProvider,
  providerTransactionId: Type.String(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  /** Whole so'm (the provider's tiyin / 100). */
  amount: Type.Integer(),
  state: PaymentState,
  createdAt: Moment,
  performedAt: Nullable(Moment),
  cancelledAt: Nullable(Moment),
});
export type StaffPayment = Static<typeof StaffPayment>;

/** One provider's transactions created in a date range; money in whole so'm. */
export const ProviderTotals = Type.Object({
  provider: PaymentProvider,
  /** Every transaction, whatever its state. */
  count: Type.Integer(),
  paidCount: Type.Integer(),
  /** Money that arrived: the paid transactions and the refunded ones (paid first). */
  paidSum: Type.Integer(),
  refundedCount: Type.Integer(),
  refundedSum: Type.Integer(),
  /** paidSum - refundedSum: what the shop kept. */
  net: Type.Integer(),
});
export type ProviderTotals = Static<typeof ProviderTotals>;

export const PaymentTotals = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  /** Each provider once, PAYME, CLICK, UZUM, zeros where it had none. */
  providers: Type.Array(ProviderTotals),
  /** The providers' sums. */
  all: Type.Omit(ProviderTotals, ['provider']),
});
export type PaymentTotals = Static<typeof PaymentTotals>;
