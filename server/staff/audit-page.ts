import { and, count, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../contract/staff';
import type { Executor } from '../db/client';
import { auditLog, users } from '../db/schema/staff';
import { badRequest } from '../errors';
import { tashkentMidnight } from '../shared/tashkent-period';
import type { AuditQuery } from './audit-schemas';
import { auditNames } from './audit-names';
import type { AuditNameHolders } from './holders';

const DAY_MS = 24 * 60 * 60_000;

type AuditFilter = Pick<AuditQuery, 'entity' | 'entityId' | 'userId' | 'from' | 'to'>;

function auditWhere(filter: AuditFilter): SQL | undefined {
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to) throw badRequest('Invalid query', { to: 'is before from' });
  const conditions: SQL[] = [];
  if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.createdAt, tashkentMidnight(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.createdAt, new Date(tashkentMidnight(filter.to).getTime() + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Newest first, each entry with the staff member who made it as their account is now (a renamed one shows the new
 * name); a removed account has no row to join, so its entries name only the userId they were written with. An
 * order, product or customer is named as it is now (auditNames).
 */
export async function auditPage(
  db: Executor,
  holders: AuditNameHolders,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = auditWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), userPhoneNumber: users.phoneNumber, userFullName: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const names = await auditNames(db, holders, rows);
  return {
    rows: rows.map(({ userPhoneNumber, userFullName, ...row }) => ({
      ...row,
      name: names.get(`${row.entity}:${row.entityId}`) ?? null,
      createdAt: row.createdAt.toISOString(),
      // Accounts made by staff:create without a name have an empty one: "no name" rather than a blank.
      user: userPhoneNumber === null ? null : { phoneNumber: userPhoneNumber, fullName: userFullName?.trim() ? userFullName : null },
    })),
    total: Number(counted?.total ?? 0),
  };
}
