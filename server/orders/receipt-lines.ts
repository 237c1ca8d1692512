import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema/catalogue';
import { orderItems, orders } from '../db/schema/orders';

/**
 * What a fiscal receipt of the order is made from (payments/payme/receipt-detail.ts): its total and delivery in
 * so'm, and its lines at the price charged with their products' codes as they stand now (null until staff fill
 * them in); undefined when there is no such order.
 */
export async function orderForReceipt(db: Executor, orderId: number) {
  const [order] = await db.select({ total: orders.total, deliveryCost: orders.deliveryCost }).from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select({
      title: orderItems.nameUZB,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      code: products.mxikCode,
      packageCode: products.packageCode,
      vatPercent: products.vatPercent,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...order, lines };
}
