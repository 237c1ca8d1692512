import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_STATES, RETURN_HANDOVERS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from '../../../contract/limits';
import { productSizeVariants, products } from './catalogue';
import { createdAt, moment } from './columns';
import { orderItems, orders } from './orders';
import { customers } from './people';
import { paymentTransactions } from './payments';

/**
 * Return and exchange requests (docs/api.md "Returns and exchanges"): one per order line and attempt, so a line has at
 * most one open request (REQUESTED, APPROVED or RECEIVED) and its units are counted across the ones not rejected or
 * closed. The money side sits on the request too: what goes back, through which payment, and its receipt.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('REQUESTED'),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    comment: text('comment'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    handover: text('handover', { enum: RETURN_HANDOVERS }).notNull(),
    // The size an exchange asks for (its stock is reserved at approval, a `sale` movement of the same order).
    exchangeProductId: integer('exchange_product_id').references(() => products.id),
    exchangeSizeVariantId: integer('exchange_size_variant_id').references(() => productSizeVariants.id, { onDelete: 'set null' }),
    exchangeSize: text('exchange_size'),
    exchangeTrackingNumber: text('exchange_tracking_number'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by'),
    receivedBy: integer('received_by'),
    // So'm going back for a RETURN, fixed when asked: the units' share of what the goods cost after the coupon.
    refundAmount: integer('refund_amount').notNull().default(0),
    refundState: text('refund_state', { enum: REFUND_STATES }),
    refundPaymentId: integer('refund_payment_id').references(() => paymentTransactions.id),
    refundReceiptUrl: text('refund_receipt_url'),
    createdAt: createdAt(),
    decidedAt: moment('decided_at'),
    receivedAt: moment('received_at'),
    refundedAt: moment('refunded_at'),
    exchangeSentAt: moment('exchange_sent_at'),
    closedAt: moment('closed_at'),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_customer_idx').on(t.customerId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    // One open request per order line: two taps, or two tabs, cannot ask twice for the same units.
    uniqueIndex('return_requests_one_open_per_line').on(t.orderItemId).where(sql`${t.status} in ('REQUESTED', 'APPROVED', 'RECEIVED')`),
    check('return_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('return_requests_refund_not_negative', sql`${t.refundAmount} >= 0`),
    check('return_requests_exchange_named', sql`(${t.kind} = 'EXCHANGE') = (${t.exchangeSize} is not null)`),
  ],
);
