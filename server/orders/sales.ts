import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import type { PeriodWindow } from '../shared/tashkent-period';

/*
 * The orders' own figures of a period, for the staff dashboard (server/dashboard): "paid" is paid and not refunded,
 * counted by when it was paid; "placed" by when the order was made. Beside service.ts (the shoppers' checkout and
 * what the catalogue asks), as payment-service.ts is for the payments.
 */

/** Paid and not refunded (a refund sets paid back to false, keeping paid_at), paid in the window: orders_paid_at_idx. */
const paidIn = (window: PeriodWindow): SQL => and(eq(orders.paid, true), gte(orders.paidAt, window.start), lt(orders.paidAt, window.end))!;
const placedIn = (window: PeriodWindow): SQL => and(gte(orders.createdAt, window.start), lt(orders.createdAt, window.end))!;

/** Orders placed in the window (orders_created_idx) and how many of them are paid now. */
export async function placedOrderCounts(db: Executor, window: PeriodWindow): Promise<{ orders: number; paid: number }> {
  const [row] = await db
    .select({ orders: count(), paid: sql<string>`count(*) filter (where ${orders.paid})` })
    .from(orders)
    .where(placedIn(window));
  return { orders: Number(row?.orders ?? 0), paid: Number(row?.paid ?? 0) };
}

/** Orders paid in the window and their totals' sum (so'm). */
export async function paidOrderTotals(db: Executor, window: PeriodWindow): Promise<{ count: number; revenue: number }> {
  const [row] = await db
    .select({ count: count(), revenue: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(paidIn(window));
  return { count: Number(row?.count ?? 0), revenue: Number(row?.revenue ?? 0) };
}

/** Every product the orders paid in the window sold, with its units and so'm (at the prices they sold for). */
export async function salesByProduct(db: Executor, window: PeriodWindow): Promise<Array<{ productId: number; quantity: number; revenue: number }>> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      quantity: sql<string>`sum(${orderItems.quantity})`,
      revenue: sql<string>`sum(${orderItems.unitPrice} * ${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(paidIn(window))
    .groupBy(orderItems.productId);
  return rows.map((row) => ({ productId: row.productId, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}

/**
 * The bucket (hour or day from the window's start) of a moment, by arithmetic on epoch seconds: Tashkent has no
 * summer time, and neither database then needs time zone data. Grouped by position, since the same expression
 * with its own parameters would not be recognised as the selected one.
 */
const bucketOf = (column: SQL | typeof orders.createdAt, window: PeriodWindow) =>
  sql<number>`floor((extract(epoch from ${column}) - ${window.start.getTime() / 1000}::bigint) / ${window.bucketMs / 1000}::int)::int`;

/** By bucket of the window (its hour or day from the start): orders placed, and the so'm of the orders paid. */
export async function salesSeries(db: Executor, window: PeriodWindow): Promise<{ placed: Map<number, number>; revenue: Map<number, number> }> {
  const [placed, paid] = await Promise.all([
    db
      .select({ bucket: bucketOf(orders.createdAt, window), count: count() })
      .from(orders)
      .where(placedIn(window))
      .groupBy(sql`1`),
    db
      .select({ bucket: bucketOf(sql`${orders.paidAt}`, window), revenue: sql<string>`sum(${orders.total})` })
      .from(orders)
      .where(paidIn(window))
      .groupBy(sql`1`),
  ]);
  return {
    placed: new Map(placed.map((row) => [Number(row.bucket), Number(row.count)])),
    revenue: new Map(paid.map((row) => [Number(row.bucket), Number(row.revenue)])),
  };
}
