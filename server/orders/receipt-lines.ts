import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { productFiscalCodes } from '../catalogue/products/service';

/**
 * What a fiscal receipt of the order is made from (payments/payme/receipt-detail.ts): its total and delivery in
 * so'm, and its lines at the price charged with their products' codes as they stand now (null until staff fill
 * them in); undefined when there is no such order.
 */
export async function orderForReceipt(db: Executor, orderId: number) {
  const [order] = await db.select({ total: orders.total, deliveryCost: orders.deliveryCost }).from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db
    .select({ productId: orderItems.productId, title: orderItems.nameUZB, unitPrice: orderItems.unitPrice, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  // The codes are the catalogue's, read for every line's product at once.
  const codes = await productFiscalCodes(db, [...new Set(items.map((item) => item.productId))]);
  const lines = items.flatMap(({ productId, ...line }) => {
    const productCodes = codes.get(productId);
    return productCodes ? [{ ...line, ...productCodes }] : [];
  });
  return { ...order, lines };
}
