import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** The texts the shop sends by SMS, and what the sandbox gateway sent in their stead. */

/** The shop's SMS texts, per message and language, as staff last saved them; a message with no row uses the built-in text. */
export const smsTemplates = pgTable('sms_templates', {
  name: text('name').primaryKey(),
  textUZB: text('text_uzb').notNull(),
  textRUS: text('text_rus').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * What the sandbox SMS gateway "sent" (no Eskiz keys): kept in the database so every server lists the same
 * messages and a restart loses none; a message with a key already here is a repeat delivery and is dropped.
 */
export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    phoneNumber: text('phone_number').notNull(),
    text: text('text').notNull(),
    // The code of a code SMS, as its sender said (the list shows it); null for every other message.
    code: text('code'),
    // The sender name it went out under (the shop settings' SMS sender then); null: none given, the gateway's own.
    sender: text('sender'),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_sms_phone_idx').on(t.phoneNumber, t.id)],
);
