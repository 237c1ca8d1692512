import { Type, type Static } from '@sinclair/typebox';
import { activeCustomerPhone } from '../customers/service';
import type { Executor } from '../db/client';
import { enqueueJob, STAFF_TELEGRAM_KEY_PREFIX } from '../jobs/queue';
import { outboxStatesByKey } from '../jobs/service';
import { attemptsSpanning } from '../jobs/worker';
import { enqueueSms } from '../sms/sms-job';
import { findLinkByCustomer } from './queries';
import type { TelegramSettings } from './settings';
import { BOT_TEXTS, staffOrderAlert, type BotLanguage } from './texts';

/*
 * The bot's messages through the outbox (docs/api.md "Telegram", bot messages): a linked customer's order and return
 * messages instead of their SMS, and the staff chat's new-order alert. Each is a TELEGRAM job written in the change's
 * own transaction; bot-message-job.ts delivers it.
 */

/** A button under a bot message: a page of the shop, whose address the worker puts together when it sends. */
const QueuedButton = Type.Object({ text: Type.String(), path: Type.String({ pattern: '^/' }), webApp: Type.Boolean() });
export type QueuedButton = Static<typeof QueuedButton>;

/** A TELEGRAM job's payload: the text is written when the job is, so a later template edit does not change it. */
export const BotMessagePayload = Type.Object({
  chatId: Type.Integer(),
  text: Type.String({ minLength: 1 }),
  buttons: Type.Optional(Type.Array(Type.Array(QueuedButton))),
  /** A customer's message: what to send by SMS instead when the bot cannot reach them. */
  fallback: Type.Optional(Type.Object({ customerId: Type.Integer(), smsKey: Type.String({ minLength: 1 }) })),
});
export type BotMessagePayload = Static<typeof BotMessagePayload>;

/**
 * A customer's bot message is tried for about an hour and then goes by SMS: Telegram unreachable that long should not
 * leave them untold. The staff's alert has no SMS to fall back to, and is tried for about a day as an SMS is.
 */
export const CUSTOMER_ATTEMPTS = attemptsSpanning(60 * 60 * 1000);
const STAFF_ATTEMPTS = attemptsSpanning(24 * 60 * 60 * 1000);

/** The shop page an order message's button opens: the shopper's orders (the Mini App lays it out as on a phone). */
const ORDERS_PATH = '/my-orders';

export interface CustomerMessage {
  customerId: number;
  orderId: number;
  /** Names the message once, e.g. "order:12:PAID": its SMS's job key is `sms:` + this, its bot message's `telegram:` + this. */
  key: string;
  /** The SMS template's text, in the order's language. */
  text: string;
  language: BotLanguage;
}

/**
 * Puts a customer's order or return message into the outbox in the caller's transaction: by the bot when they linked
 * Telegram and have not blocked it, else by SMS to their own phone; an anonymised customer gets neither. Once per
 * key whichever way it went, so a change repeated after the link changed (blocked, unlinked) is not told twice.
 */
export async function enqueueCustomerMessage(tx: Executor, message: CustomerMessage, now: Date): Promise<void> {
  const phoneNumber = await activeCustomerPhone(tx, message.customerId);
  if (phoneNumber === undefined) return;
  const smsKey = `sms:${message.key}`;
  const botKey = `telegram:${message.key}`;
  if ((await outboxStatesByKey(tx, [smsKey, botKey])).size > 0) return;
  const link = await findLinkByCustomer(tx, message.customerId);
  if (!link || link.blockedAt !== null) {
    await enqueueSms(tx, { key: smsKey, phoneNumber, text: message.text, orderId: message.orderId }, now);
    return;
  }
  const payload: BotMessagePayload = {
    // A private chat's id is its user's.
    chatId: link.telegramUserId,
    text: message.text,
    buttons: [[{ text: BOT_TEXTS[message.language].openOrder, path: ORDERS_PATH, webApp: true }]],
    fallback: { customerId: message.customerId, smsKey },
  };
  await enqueueJob(tx, { kind: 'TELEGRAM', key: botKey, payload, maxAttempts: CUSTOMER_ATTEMPTS, runAt: now, orderId: message.orderId });
}

/**
 * The staff chat's alert of a new order (TELEGRAM_STAFF_CHAT_ID; unset, none), in the order's transaction and in
 * TELEGRAM_STAFF_LANGUAGE: its number, sum and its page in the back office under `shopUrl` (PUBLIC_URL, else the
 * address the shopper ordered at).
 */
export async function enqueueStaffOrderAlert(
  tx: Executor,
  settings: Pick<TelegramSettings, 'staffChatId' | 'staffLanguage'>,
  order: { id: number; orderNumber: string; total: number },
  shopUrl: string,
  now: Date,
): Promise<void> {
  if (settings.staffChatId === undefined) return;
  const payload: BotMessagePayload = { chatId: settings.staffChatId, text: staffOrderAlert(order, `${shopUrl}/staff/orders/${order.id}`, settings.staffLanguage) };
  await enqueueJob(tx, { kind: 'TELEGRAM', key: `${STAFF_TELEGRAM_KEY_PREFIX}order:${order.id}`, payload, maxAttempts: STAFF_ATTEMPTS, runAt: now, orderId: order.id });
}
