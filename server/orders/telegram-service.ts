import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders } from '../db/schema/orders';
import type { RecentOrder } from '../telegram/holders';

/** What the shop's Telegram bot asks of the orders (its holders, server/telegram-holders.ts): a customer's latest ones for /orders. */

/** The customer's newest `limit` orders, newest first. */
export async function recentOrdersOf(db: Executor, customerId: number, limit: number): Promise<RecentOrder[]> {
  return db
    .select({ orderNumber: orders.orderNumber, status: orders.status, total: orders.total, language: orders.language })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
