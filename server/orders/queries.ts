import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Address } from '../../contract/address';
import type { Order, OrderItem, OrderStatus, PaymentMethod } from '../../contract/order';
import type { Executor, Transaction } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { coloursByIds } from '../catalogue/products/service';
import type { OrderTotals } from './rules';
import type { OrderHolders } from './holders';

export type OrderRow = typeof orders.$inferSelect;

/** How many of each size the order holds, in size id order (the order a checkout's reservations lock rows in). */
export async function orderedSizes(tx: Executor, orderId: number): Promise<Array<{ sizeId: number; quantity: number }>> {
  return tx
    .select({ sizeId: orderItems.productSizeVariantId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productSizeVariantId)
    .orderBy(asc(orderItems.productSizeVariantId));
}

/** The next order id, taken before the insert so the order number can be written with the row. */
export async function nextOrderId(tx: Transaction): Promise<number> {
  // Both drivers answer { rows }; node-postgres gives a bigint as a string.
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`)) as unknown as {
    rows: Array<{ id: string | number }>;
  };
  return Number(result.rows[0]!.id);
}

export interface NewOrder {
  id: number;
  orderNumber: string;
  customerId: number;
  paymentMethod: PaymentMethod;
  addressId: number;
  address: Address;
  receiverName: string;
  receiverPhoneNumber: string;
  totals: OrderTotals;
  customerCouponId: number | null;
  deliveryBy: Date;
  /** The shopper's language at checkout: the order's SMS use it. */
  language: 'uz' | 'ru';
  createdAt: Date;
}

export async function insertOrder(tx: Transaction, order: NewOrder): Promise<void> {
  await tx.insert(orders).values({
    id: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    paymentMethod: order.paymentMethod,
    addressId: order.addressId,
    address: order.address,
    receiverName: order.receiverName,
    receiverPhoneNumber: order.receiverPhoneNumber,
    goodsTotal: order.totals.goodsTotal,
    couponCredit: order.totals.couponCredit,
    deliveryCost: order.totals.deliveryCost,
    total: order.totals.total,
    customerCouponId: order.customerCouponId,
    deliveryBy: order.deliveryBy,
    language: order.language,
    createdAt: order.createdAt,
  });
}

export interface NewOrderItem {
  orderId: number;
  productId: number;
  productSizeVariantId: number;
  nameUZB: string;
  nameRUS: string;
  size: string;
  colorId: number;
  imageUrl: string | null;
  unitPrice: number;
  quantity: number;
}

export async function insertOrderItems(tx: Transaction, items: NewOrderItem[]): Promise<void> {
  await tx.insert(orderItems).values(
    items.map((item) => ({
      orderId: item.orderId,
      productId: item.productId,
      productSizeVariantId: item.productSizeVariantId,
      nameUZB: item.nameUZB,
      nameRUS: item.nameRUS,
      size: item.size,
      colorId: item.colorId,
      imageUrl: item.imageUrl,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
    })),
  );
}

/** The order row, locked until the transaction ends: every status and payment change goes through this. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** What changes on an order after it is placed; a field left out keeps its value. */
export interface OrderChange {
  status?: OrderStatus;
  paid?: boolean;
  paidAt?: Date;
  paymentMethod?: PaymentMethod;
  postTrackingNumber?: string | null;
  pointsAwarded?: number;
  cancelledAt?: Date;
  reachedAt?: Date;
}

export async function updateOrder(tx: Transaction, orderId: number, change: OrderChange): Promise<void> {
  // drizzle leaves out the columns whose value is undefined.
  await tx
    .update(orders)
    .set({
      status: change.status,
      paid: change.paid,
      paidAt: change.paidAt,
      paymentMethod: change.paymentMethod,
      postTrackingNumber: change.postTrackingNumber,
      pointsAwarded: change.pointsAwarded,
      cancelledAt: change.cancelledAt,
      reachedAt: change.reachedAt,
    })
    .where(eq(orders.id, orderId));
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** An order line's columns as orders and returns read them (the copies taken when it was ordered). */
export const orderLineColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  productSizeVariantId: orderItems.productSizeVariantId,
  nameUZB: orderItems.nameUZB,
  nameRUS: orderItems.nameRUS,
  size: orderItems.size,
  colorId: orderItems.colorId,
  imageUrl: orderItems.imageUrl,
  unitPrice: orderItems.unitPrice,
  quantity: orderItems.quantity,
};

async function itemsOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select(orderLineColumns)
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  // The lines' colours are the catalogue's: one more query for every colour of these orders.
  const colours = await coloursByIds(db, [...new Set(rows.flatMap((row) => (row.colorId === null ? [] : [row.colorId])))]);
  for (const { orderId, colorId, ...item } of rows) {
    const list = byOrder.get(orderId) ?? [];
    const color = colorId === null ? null : (colours.get(colorId) ?? null);
    list.push({ ...item, color, lineTotal: item.unitPrice * item.quantity });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** Orders as the contract shows them, newest first, in two queries whatever their number. */
export async function loadOrders(db: Executor, holders: Pick<OrderHolders, 'receiptUrlsOf'>, where: SQL | undefined, window?: { limit: number; offset: number }): Promise<Order[]> {
  const query = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const items = await itemsOf(db, rows.map((row) => row.id));
  const receiptUrls = await holders.receiptUrlsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    customerId: row.customerId,
    status: row.status,
    paid: row.paid,
    paidAt: iso(row.paidAt),
    paymentMethod: row.paymentMethod,
    items: items.get(row.id) ?? [],
    goodsTotal: row.goodsTotal,
    couponCredit: row.couponCredit,
    deliveryCost: row.deliveryCost,
    total: row.total,
    address: row.address as Address,
    receiverName: row.receiverName,
    receiverPhoneNumber: row.receiverPhoneNumber,
    createdAt: row.createdAt.toISOString(),
    deliveryBy: row.deliveryBy.toISOString(),
    postTrackingNumber: row.postTrackingNumber,
    cancelledAt: iso(row.cancelledAt),
    reachedAt: iso(row.reachedAt),
    pointsAwarded: row.pointsAwarded,
    fiscalReceiptUrl: receiptUrls.get(row.id) ?? null,
  }));
}

export async function loadOrder(db: Executor, holders: Pick<OrderHolders, 'receiptUrlsOf'>, orderId: number): Promise<Order | undefined> {
  const [order] = await loadOrders(db, holders, eq(orders.id, orderId));
  return order;
}

export async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(where);
  return Number(row?.total ?? 0);
}

/** Unpaid orders still NEW that were placed at or before `cutoff`, oldest first. */
export async function staleOrderIds(db: Executor, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'NEW'), eq(orders.paid, false), lte(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function productHasOrderLines(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
  return row !== undefined;
}

export async function countOrderLinesOfSize(db: Executor, sizeId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orderItems).where(eq(orderItems.productSizeVariantId, sizeId));
  return Number(row?.total ?? 0);
}

export async function countOrderLinesOfColour(db: Executor, colourId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orderItems).where(eq(orderItems.colorId, colourId));
  return Number(row?.total ?? 0);
}

