import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffOrder, StaffOrderDetail } from '../../contract/staff-orders';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { page, type PageQuery } from '../http/schemas';
import { countOrders, loadOrder, loadOrders } from './queries';
import type { Executor } from '../db/client';
import { orders } from '../db/schema/orders';
import type { Order } from '../../contract/order';
import type { OrderHolders } from './holders';
import { csvHeader, csvLine } from './staff-csv';
import { messagesOf, withReceipts } from './staff-outbox';
import { customersOf, exportRows, historyOf, orderWhere, type OrderFilter } from './staff-queries';

type StaffDeps = Pick<AppDeps, 'db'>;

/** The most rows one export holds (docs/api.md): the newest of the matches; narrow the dates for more. */
export const EXPORT_CAP = 10_000;

function checkedWhere(filter: OrderFilter) {
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest('Invalid query', { to: 'is before from' });
  return orderWhere(filter);
}

async function withCustomers(db: Executor, content: Order[]): Promise<StaffOrder[]> {
  const byId = await customersOf(db, content.map((order) => order.customerId));
  return content.map((order) => ({ ...order, customer: byId.get(order.customerId) ?? { id: order.customerId, fullName: '', phoneNumber: '' } }));
}

/** A page of the orders that match, newest first, each with its customer. */
export async function staffOrderPage(deps: StaffDeps, holders: OrderHolders, query: PageQuery & OrderFilter) {
  const where = checkedWhere(query);
  const [content, total] = await Promise.all([
    loadOrders(deps.db, holders, where, { limit: query.size, offset: query.page * query.size }),
    countOrders(deps.db, where),
  ]);
  return page(await withCustomers(deps.db, content), query, total);
}

export async function staffOrderDetail(deps: StaffDeps, holders: OrderHolders, orderId: number): Promise<StaffOrderDetail> {
  const order = await loadOrder(deps.db, holders, orderId);
  if (!order) throw notFound('Order');
  const [[withCustomer], payments, history, messages] = await Promise.all([
    withCustomers(deps.db, [order]),
    holders.paymentsOf(deps.db, orderId).then((read) => withReceipts(deps.db, holders, read)),
    historyOf(deps.db, orderId),
    messagesOf(deps.db, orderId),
  ]);
  return { ...withCustomer!, payments, history, messages };
}

/** The matching orders as CSV text (UTF-8 with BOM), newest first, at most EXPORT_CAP of them; `capped` says more matched. */
export async function exportOrders(deps: StaffDeps, filter: OrderFilter, language: 'uz' | 'ru') {
  const rows = await exportRows(deps.db, checkedWhere(filter), EXPORT_CAP + 1);
  const capped = rows.length > EXPORT_CAP;
  const lines = rows.slice(0, EXPORT_CAP).map((row) => csvLine(row, language));
  return { csv: csvHeader(language) + lines.join(''), rows: lines.length, capped };
}

/*
 * What the staff's customer screens (customers/directory) read of a customer's orders.
 */

/**
 * A customer's number of orders and what they have really paid for (a rejected order was refunded), as columns of
 * a query over customers: `customerId` names the customer's id there. Spelled out: inside a subquery drizzle would
 * leave "id" unqualified, naming the orders' own column.
 */
export function customerOrderTotals(customerId: SQL) {
  return {
    ordersCount: sql<number>`(select count(*)::int from orders o where o.customer_id = ${customerId})`,
    totalSpent: sql<number>`(select coalesce(sum(o.total), 0)::int from orders o
  where o.customer_id = ${customerId} and o.paid and o.status <> 'REJECTED')`,
  };
}

/** The customer's orders, newest first. */
export async function ordersOfCustomer(db: Executor, customerId: number) {
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt, status: orders.status, paid: orders.paid, total: orders.total })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The ids of the customer's orders (a deleted customer's stay for the books). */
export async function orderIdsOfCustomer(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId));
  return rows.map((row) => row.id);
}
