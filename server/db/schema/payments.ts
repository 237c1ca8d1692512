import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { orders } from './orders';

/** The payment providers' transactions, one per payment attempt; their fiscal receipts are in fiscal.ts. */

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['PAYME', 'CLICK', 'UZUM'] }).notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    amountTiyin: integer('amount_tiyin').notNull(),
    // Provider-specific state (PayMe: 1 created, 2 performed, -1/-2 cancelled).
    state: integer('state').notNull(),
    providerTime: moment('provider_time'),
    performedAt: moment('performed_at'),
    cancelledAt: moment('cancelled_at'),
    cancelReason: integer('cancel_reason'),
    // What partial refunds gave back of a performed payment (Click's partial reversals of returns); a whole refund is
    // state -2 instead.
    refundedTiyin: integer('refunded_tiyin').notNull().default(0),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_tx_idx').on(t.provider, t.providerTransactionId),
    index('payment_transactions_order_idx').on(t.orderId),
    index('payment_transactions_created_idx').on(t.createdAt),
  ],
);
