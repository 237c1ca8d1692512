import { and, asc, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, customerCoupons, loyaltyTiers } from '../../db/schema/loyalty';
import { orders } from '../../db/schema/orders';
import { customers } from '../../db/schema/people';
import { couponNames } from '../../loyalty/tier-names';
import type { CustomerListQuery, StaffCustomerDetail, StaffCustomerRow } from './schemas';

/** The reads of the staff's customer screens: the paged list and one customer with their orders and coupons. */

// Spelled out: inside a subquery drizzle would leave "id" unqualified, naming the orders' own column.
const ordersCount = sql<number>`(select count(*)::int from orders o where o.customer_id = "customers"."id")`;
// What the customer has really paid for: a rejected order was refunded.
const totalSpent = sql<number>`(select coalesce(sum(o.total), 0)::int from orders o
  where o.customer_id = "customers"."id" and o.paid and o.status <> 'REJECTED')`;

const rowColumns = {
  id: customers.id,
  fullName: customers.fullName,
  phoneNumber: customers.phoneNumber,
  points: customers.points,
  ordersCount,
  totalSpent,
  createdAt: customers.createdAt,
  deletedAt: customers.deletedAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Name by its words in any case; phone by the digits typed (at least three, so a year in a name is not a phone). */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const byName = ilike(customers.fullName, `%${escapeLike(text)}%`);
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? or(byName, like(customers.phoneNumber, `%${digits}%`)) : byName;
}

function stateCondition(state: CustomerListQuery['state']): SQL | undefined {
  if (state === 'ACTIVE') return isNull(customers.deletedAt);
  if (state === 'DELETED') return isNotNull(customers.deletedAt);
  return undefined;
}

type RowRecord = { createdAt: Date; deletedAt: Date | null };

const toRow = <T extends RowRecord>(row: T): Omit<T, keyof RowRecord> & { createdAt: string; deletedAt: string | null } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** Newest first; the count with the same conditions. */
export async function customerPage(db: Executor, query: CustomerListQuery): Promise<{ rows: StaffCustomerRow[]; total: number }> {
  const where = and(stateCondition(query.state), searchCondition(query.search));
  const [rows, [counted]] = await Promise.all([
    db.select(rowColumns).from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.size).offset(query.page * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(counted?.total ?? 0) };
}

type DetailBase = Omit<StaffCustomerDetail, 'tier' | 'orders' | 'coupons'>;

export async function customerDetailRow(db: Executor, id: number): Promise<DetailBase | undefined> {
  const [row] = await db
    .select({ ...rowColumns, birthDate: customers.birthDate, gender: customers.gender, imageUrl: customers.imageUrl })
    .from(customers)
    .where(eq(customers.id, id));
  return row && toRow(row);
}

export async function ordersOfCustomer(db: Executor, customerId: number): Promise<StaffCustomerDetail['orders']> {
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt, status: orders.status, paid: orders.paid, total: orders.total })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function couponsOfCustomer(db: Executor, customerId: number): Promise<StaffCustomerDetail['coupons']> {
  const rows = await db
    .select({
      id: customerCoupons.id,
      credit: coupons.credit,
      used: customerCoupons.used,
      usedOrderId: customerCoupons.usedOrderId,
      expireDate: customerCoupons.expireDate,
      createdAt: customerCoupons.createdAt,
      coupon: { name: coupons.name, nameUZB: coupons.nameUZB, nameRUS: coupons.nameRUS },
      tier: { name: loyaltyTiers.name, nameUZB: loyaltyTiers.nameUZB, nameRUS: loyaltyTiers.nameRUS },
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .leftJoin(loyaltyTiers, eq(loyaltyTiers.id, coupons.loyaltyTierId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(asc(customerCoupons.used), desc(customerCoupons.expireDate), desc(customerCoupons.id));
  return rows.map(({ coupon, tier, ...row }) => ({
    ...row,
    names: couponNames(coupon, tier),
    expireDate: row.expireDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
