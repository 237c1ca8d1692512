import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/order';
import type { OrderCustomer, OrderStatusChange } from '../../contract/staff-orders';
import type { Executor } from '../db/client';
import { orderItems, orders, orderStatusChanges } from '../db/schema/orders';
import { customerContactsByIds, customerPhoneMatches } from '../customers/service';
import { staffNamesByIds } from '../staff/service';

/** The staff's filters of the orders list and its CSV export (docs/api.md "Staff: orders"). */
export interface OrderFilter {
  status?: OrderStatus;
  paid?: boolean;
  q?: string;
  /** YYYY-MM-DD, a day in Tashkent (UTC+5 all year). */
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment of a Tashkent day. */
export const tashkentDayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "+998 (90) 123-45-67" -> "998901234567": how a phone number typed any way is compared. */
const phoneDigits = (q: string) => (/^[\d\s()+-]+$/.test(q) ? q.replace(/\D/g, '') : '');

export function orderWhere(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paid !== undefined) conditions.push(eq(orders.paid, filter.paid));
  if (filter.from) conditions.push(gte(orders.createdAt, tashkentDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, new Date(tashkentDayStart(filter.to).getTime() + DAY_MS)));
  const q = filter.q?.trim();
  if (q) {
    const matches: SQL[] = [ilike(orders.orderNumber, containing(q))];
    const digits = phoneDigits(q);
    // Three digits at least: fewer would match nearly every phone number.
    if (digits.length >= 3) {
      const pattern = containing(digits);
      matches.push(sql`${orders.receiverPhoneNumber} like ${pattern}`);
      matches.push(customerPhoneMatches(orders.customerId, pattern));
    }
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function customersOf(db: Executor, customerIds: number[]): Promise<Map<number, OrderCustomer>> {
  const contacts = await customerContactsByIds(db, customerIds);
  return new Map([...contacts].map(([id, contact]) => [id, { id, ...contact }]));
}

export async function historyOf(db: Executor, orderId: number): Promise<OrderStatusChange[]> {
  const rows = await db
    .select({
      id: orderStatusChanges.id,
      fromStatus: orderStatusChanges.fromStatus,
      toStatus: orderStatusChanges.toStatus,
      userId: orderStatusChanges.userId,
      note: orderStatusChanges.note,
      createdAt: orderStatusChanges.createdAt,
    })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
  const staffNames = await staffNamesByIds(db, rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus,
    // A staff account removed since keeps its id in the history, under no name.
    user: row.userId === null ? null : { id: row.userId, fullName: staffNames.get(row.userId) ?? '' },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One row of the CSV export: the order with its customer (named through customers/service.ts) and how many items it holds. */
export async function exportRows(db: Executor, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      customerId: orders.customerId,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paid: orders.paid,
      receiverName: orders.receiverName,
      receiverPhone: orders.receiverPhoneNumber,
      address: orders.address,
      // The outer order's id spelled out: a query of one table renders its columns unqualified, and "id" would be the line's.
      items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = "orders"."id")`,
      goodsTotal: orders.goodsTotal,
      couponCredit: orders.couponCredit,
      deliveryCost: orders.deliveryCost,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      postTrackingNumber: orders.postTrackingNumber,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const contacts = await customerContactsByIds(db, rows.map((row) => row.customerId));
  // As the inner join did, an order without its customer would be left out (orders.customer_id references customers).
  return rows.flatMap(({ customerId, ...row }) => {
    const contact = contacts.get(customerId);
    return contact ? [{ ...row, customerName: contact.fullName, customerPhone: contact.phoneNumber }] : [];
  });
}
export type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];
