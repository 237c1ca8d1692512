import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { customers } from './people';

/** What the shop hears from shoppers and the texts it sends them. */

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

/** The shop's SMS texts, per message and language, as staff last saved them; a message with no row uses the built-in text. */
export const smsTemplates = pgTable('sms_templates', {
  name: text('name').primaryKey(),
  textUZB: text('text_uzb').notNull(),
  textRUS: text('text_rus').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
