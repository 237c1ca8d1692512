import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories, productCategories, products } from '../db/schema/catalogue';
import { orderItems, orders } from '../db/schema/orders';
import { customers } from '../db/schema/people';
import type { TopCategory, TopProduct } from '../../contract/staffDashboard';
import type { PeriodWindow } from '../shared/tashkent-period';

const TOP = 5;

/** Paid and not refunded (a refund sets paid back to false, keeping paid_at), paid in the window: orders_paid_at_idx. */
const paidIn = (window: PeriodWindow): SQL => and(eq(orders.paid, true), gte(orders.paidAt, window.start), lt(orders.paidAt, window.end))!;
const placedIn = (window: PeriodWindow): SQL => and(gte(orders.createdAt, window.start), lt(orders.createdAt, window.end))!;

/** Orders placed in the window (orders_created_idx) and how many of them are paid now. */
export async function placedOrders(db: Executor, window: PeriodWindow) {
  const [row] = await db
    .select({ orders: count(), paid: sql<string>`count(*) filter (where ${orders.paid})` })
    .from(orders)
    .where(placedIn(window));
  return { orders: Number(row?.orders ?? 0), paid: Number(row?.paid ?? 0) };
}

export async function paidOrders(db: Executor, window: PeriodWindow) {
  const [row] = await db
    .select({ count: count(), revenue: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(paidIn(window));
  return { count: Number(row?.count ?? 0), revenue: Number(row?.revenue ?? 0) };
}

export async function newCustomers(db: Executor, window: PeriodWindow): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(customers)
    .where(and(gte(customers.createdAt, window.start), lt(customers.createdAt, window.end)));
  return Number(row?.count ?? 0);
}

const units = sql<string>`sum(${orderItems.quantity})`;
const takings = sql<string>`sum(${orderItems.unitPrice} * ${orderItems.quantity})`;

/** The paid orders' lines by product, ranked by units or by so'm (ties: the other measure, then the id). */
export async function topProducts(db: Executor, window: PeriodWindow, by: 'quantity' | 'revenue'): Promise<TopProduct[]> {
  const rows = await db
    .select({
      productId: products.id,
      referenceNumber: products.referenceNumber,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      quantity: units,
      revenue: takings,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(paidIn(window))
    .groupBy(products.id)
    .orderBy(...(by === 'quantity' ? [desc(units), desc(takings)] : [desc(takings), desc(units)]), asc(products.id))
    .limit(TOP);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}

/** The paid orders' lines by the categories their products are filed under (a product in two counts in both). */
export async function topCategories(db: Executor, window: PeriodWindow): Promise<TopCategory[]> {
  const rows = await db
    .select({ categoryId: categories.id, nameUZB: categories.nameUZB, nameRUS: categories.nameRUS, quantity: units, revenue: takings })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(productCategories, eq(productCategories.productId, orderItems.productId))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(paidIn(window))
    .groupBy(categories.id)
    .orderBy(desc(takings), desc(units), asc(categories.id))
    .limit(TOP);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}

/**
 * The bucket (hour or day from the window's start) of a moment, by arithmetic on epoch seconds: Tashkent has no
 * summer time, and neither database then needs time zone data. Grouped by position, since the same expression
 * with its own parameters would not be recognised as the selected one.
 */
const bucketOf = (column: SQL | typeof orders.createdAt, window: PeriodWindow) =>
  sql<number>`floor((extract(epoch from ${column}) - ${window.start.getTime() / 1000}::bigint) / ${window.bucketMs / 1000}::int)::int`;

/** Orders placed per bucket, and the revenue of the orders paid per bucket. */
export async function seriesRows(db: Executor, window: PeriodWindow) {
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
