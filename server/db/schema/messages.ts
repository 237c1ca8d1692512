import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { customers } from './people';

/** What the shop hears from shoppers. */

/** What shoppers write through the contact page: read by staff in their inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    // The signed-in customer who wrote it, if any.
    customerId: integer('customer_id').references(() => customers.id),
    readAt: moment('read_at'),
    readBy: integer('read_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_unread_idx').on(t.id).where(sql`${t.readAt} is null`),
  ],
);
