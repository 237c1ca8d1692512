import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';

/* What has reached a customer: the products of their orders that were delivered (status REACHED), for reviews. */

/** An order of the customer's that reached them. */
function receivedBy(customerId: number) {
  return and(eq(orders.customerId, customerId), eq(orders.status, 'REACHED'));
}

export async function hasReceived(db: Executor, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(receivedBy(customerId), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The products that reached the customer, once each, with when their latest such order was placed: a subquery for
 * the caller to join (reviews/queries.ts joins it to the products not yet reviewed).
 */
export function receivedProducts(db: Executor, customerId: number) {
  return db
    .select({ productId: orderItems.productId, orderedAt: sql<Date>`max(${orders.createdAt})`.as('ordered_at') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(receivedBy(customerId))
    .groupBy(orderItems.productId)
    .as('received');
}
