import { and, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema/people';
import type { CustomerHolders } from '../holders';
import type { CustomerListQuery, StaffCustomerDetail, StaffCustomerRow } from './schemas';

/** The reads of the staff's customer screens: the paged list and one customer (their orders and coupons are asked of orders/ and loyalty/ through CustomerHolders). */

/** A row's columns, the orders' counts from orders/ through the holders. */
function rowColumns(holders: CustomerHolders) {
  // The orders' counts per customer row of the outer query, its id spelled out (a subquery would leave "id" unqualified).
  const { ordersCount, totalSpent } = holders.orderTotals(sql`"customers"."id"`);
  return {
    id: customers.id,
    fullName: customers.fullName,
    phoneNumber: customers.phoneNumber,
    points: customers.points,
    ordersCount,
    totalSpent,
    createdAt: customers.createdAt,
    deletedAt: customers.deletedAt,
  };
}

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
export async function customerPage(db: Executor, holders: CustomerHolders, query: CustomerListQuery): Promise<{ rows: StaffCustomerRow[]; total: number }> {
  const where = and(stateCondition(query.state), searchCondition(query.search));
  const [rows, [counted]] = await Promise.all([
    db.select(rowColumns(holders)).from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.size).offset(query.page * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(counted?.total ?? 0) };
}

type DetailBase = Omit<StaffCustomerDetail, 'tier' | 'orders' | 'coupons'>;

export async function customerDetailRow(db: Executor, holders: CustomerHolders, id: number): Promise<DetailBase | undefined> {
  const [row] = await db
    .select({ ...rowColumns(holders), birthDate: customers.birthDate, gender: customers.gender, imageUrl: customers.imageUrl })
    .from(customers)
    .where(eq(customers.id, id));
  return row && toRow(row);
}
