import type { Executor } from '../db/client';

/** An order as the bot's /orders lists it. */
export interface RecentOrder {
  orderNumber: string;
  status: 'NEW' | 'PACK' | 'SEND' | 'REACHED' | 'REJECTED';
  total: number;
  /** The language the shopper ordered in: the bot's reply speaks the newest order's when the customer has one. */
  language: 'uz' | 'ru';
}

/**
 * What the bot asks of the orders: a customer's latest ones. The orders hand their messages to the bot through
 * telegram/customer-messages.ts, so the telegram folder may not import them back: server/telegram-holders.ts builds
 * this from the orders' service, and server/app.ts and server/main.ts hand it to the update handler (docs/architecture.md,
 * Import rules).
 */
export interface TelegramHolders {
  /** The customer's newest `limit` orders, newest first. */
  recentOrdersOf(db: Executor, customerId: number, limit: number): Promise<RecentOrder[]>;
}
