import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './people';

/** What the shop tells a customer in their notifications list. */

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    // Written once in both languages, so the list reads right whichever language the shopper picks later.
    title: text('title').notNull(),
    message: text('message').notNull(),
    titleRu: text('title_ru').notNull().default(''),
    messageRu: text('message_ru').notNull().default(''),
    type: text('type', { enum: ['ORDER', 'PAYMENT', 'COUPON', 'PRODUCT'] }).notNull(),
    targetId: integer('target_id'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.createdAt)],
);
