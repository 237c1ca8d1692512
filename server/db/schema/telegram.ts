import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { customers } from './people';

/** Telegram: which Telegram user is which customer, the phones they shared with the bot, and what the bot has seen. */

// Telegram's ids reach 52 bits: BIGINT, read as JS numbers (exact up to 53 bits).
const telegramId = (name: string) => bigint(name, { mode: 'number' });

/** One Telegram user to one customer, both ways (the primary key and the unique customer). */
export const telegramLinks = pgTable('telegram_links', {
  telegramUserId: telegramId('telegram_user_id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  username: text('username'),
  firstName: text('first_name').notNull(),
  languageCode: text('language_code'),
  // The private chat with the bot, once known to exist (the user wrote to the bot or allowed it to write); null: none yet.
  chatId: telegramId('chat_id'),
  // When the bot was last refused (403: the user blocked it); cleared when they write to it again.
  blockedAt: moment('blocked_at'),
  linkedAt: moment('linked_at').notNull().defaultNow(),
});

/** A phone a Telegram user shared with the bot: their own contact only (contact.user_id = from.id). */
export const telegramContacts = pgTable('telegram_contacts', {
  telegramUserId: telegramId('telegram_user_id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  sharedAt: moment('shared_at').notNull().defaultNow(),
});

/** The update ids the bot has handled: Telegram retries a delivery it did not see answered, and a repeat is dropped. */
export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('telegram_updates_at_idx').on(t.at)],
);

/** What the sandbox bot "sent" (no TELEGRAM_BOT_TOKEN): kept in the database, so every server lists the same messages. */
export const sandboxTelegram = pgTable(
  'sandbox_telegram',
  {
    id: serial('id').primaryKey(),
    // The outbox job's key (an order message's): a repeat delivery after a crash is dropped, as the SMS sandbox does.
    key: text('key').unique(),
    chatId: telegramId('chat_id').notNull(),
    text: text('text').notNull(),
    // The inline keyboard's rows, each button a web_app or url one.
    buttons: jsonb('buttons').$type<Array<Array<{ text: string; webAppUrl?: string; url?: string }>>>().notNull().default([]),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_telegram_chat_idx').on(t.chatId, t.id)],
);
