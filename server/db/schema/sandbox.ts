import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * What the sandbox Click's fiscalisation endpoint accepted, per Click payment: kept in the database so every server
 * answers a repeat alike and a restart forgets nothing. The items as they came, to tell a retry from other items.
 */
export const sandboxClickFiscal = pgTable('sandbox_click_fiscal', {
  paymentId: text('payment_id').primaryKey(),
  items: text('items').notNull(),
  acceptedAt: moment('accepted_at').notNull().defaultNow(),
});

/**
 * The reversals the sandbox Click made, one row per reversal: kept in the database, as the fiscalisations are, so every
 * server and a restarted one refuse a repeat alike and never give back more than the payment took.
 */
export const sandboxClickReversals = pgTable(
  'sandbox_click_reversals',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    // So'm given back; a full reversal gives back the whole payment.
    amount: integer('amount').notNull(),
    full: boolean('full').notNull(),
    reversedAt: moment('reversed_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_click_reversals_payment_idx').on(t.paymentId)],
);
