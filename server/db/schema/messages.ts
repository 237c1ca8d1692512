import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { customers } from './people';
import { users } from './staff';

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

/**
 * Staff's answers to a message, kept with it. The SMS itself is the outbox job keyed `sms:reply:{id}`
 * (server/messages/replies.ts), so its delivery (pending, sent, given up) is read from the job, never copied here to drift.
 */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id),
    text: text('text').notNull(),
    // Only SMS for now; the bot, when the shop has one, is another channel of the same reply.
    channel: text('channel', { enum: ['SMS'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.id)],
);
