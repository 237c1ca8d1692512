import { pgTable, text } from 'drizzle-orm/pg-core';
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
