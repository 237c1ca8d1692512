import { eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { orders } from '../db/schema/orders';

/*
 * What the payments (server/payments) ask of the orders they are paid for, and the order numbers other pages show. The
 * orders ask the payments back through their holders (holders.ts), never by import.
 */

/** An order as a payment sees it: what it costs and whether it may still take money. */
export type OrderForPayment = Pick<typeof orders.$inferSelect, 'id' | 'orderNumber' | 'total' | 'status' | 'paid' | 'cancelledAt'>;

/**
 * The order row, locked until the transaction ends. Every payment change of an order happens under this
 * lock, so concurrent calls for one order (repeats, or a staff move) take turns and see each other's work.
 */
export async function lockOrderForPayment(tx: Transaction, orderId: number): Promise<OrderForPayment | undefined> {
  const [order] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.total, status: orders.status, paid: orders.paid, cancelledAt: orders.cancelledAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

export async function findOrderSummary(db: Executor, orderId: number): Promise<{ orderNumber: string; paid: boolean } | undefined> {
  const [order] = await db.select({ orderNumber: orders.orderNumber, paid: orders.paid }).from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order numbers of these orders, by id: a page of payments, the failed jobs, the stock history. */
export async function orderNumbersByIds(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(orderIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}
