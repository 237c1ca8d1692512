import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { lockOrder, orderLineColumns, type OrderRow } from './queries';

/*
 * What the returns (server/returns) ask of the orders they are about: the order locked for a request's move (so two
 * staff receiving one parcel take turns, as payments and staff moves of the order do), its lines, and the orders'
 * and lines' facts a page of requests shows. The orders import nothing of the returns.
 */

export type OrderForReturn = OrderRow;

/** An order line as a return reads it: what was bought, at what price. */
export type OrderLineForReturn = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'orderId' | 'productId' | 'productSizeVariantId' | 'nameUZB' | 'nameRUS' | 'size' | 'colorId' | 'imageUrl' | 'unitPrice' | 'quantity'
>;


/** The order row, locked until the transaction ends: every move of a return request of the order runs under it. */
export function lockOrderForReturn(tx: Transaction, orderId: number): Promise<OrderForReturn | undefined> {
  return lockOrder(tx, orderId);
}

/** The order's lines, in their order. */
export function orderLinesForReturn(db: Executor, orderId: number): Promise<OrderLineForReturn[]> {
  return db.select(orderLineColumns).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** These lines by id (a page of requests shows what each one sends back); unknown ids left out. */
export async function orderLinesByIds(db: Executor, itemIds: readonly number[]): Promise<Map<number, OrderLineForReturn>> {
  const wanted = [...new Set(itemIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(orderLineColumns).from(orderItems).where(inArray(orderItems.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The facts of these orders a request shows (its number, what it cost and took, its provider), by id. */
export async function ordersForReturns(db: Executor, orderIds: readonly number[]): Promise<Map<number, OrderForReturn>> {
  const wanted = [...new Set(orderIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(orders).where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
