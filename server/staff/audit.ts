import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/people';
import type { AuditEntry } from '../../contract/staff';

type AuditAction = 'CREATE' | 'UPDATE' | 'EDIT_REFERENCE_NUMBER' | 'DELETE' | 'DEACTIVATE' | 'REORDER' | 'CHANGE_STOCK' | 'ADD_PHOTO' | 'REORDER_PHOTOS' | 'DELETE_PHOTO' | 'CHANGE_PICTURE' | 'HIDE' | 'SHOW' | 'REACTIVATE' | 'ANONYMISE' | 'RESET_PASSWORD' | 'SEND' | 'MARK_READ' | 'MARK_UNREAD' | 'END' | 'RETRY' | 'MOVE';

interface AuditRecord {
  userId: number;
  action: AuditAction;
  entity: 'product' | 'brand' | 'category' | 'categoryBlock' | 'color' | 'productSize' | 'review' | 'region' | 'subRegion' | 'postFilial' | 'customer' | 'staffUser' | 'notification' | 'smsTemplate' | 'contactMessage' | 'banner' | 'homeSlider' | 'look' | 'coupon' | 'saleGroup' | 'loyaltyTier' | 'job' | 'order';
  entityId: number;
  before: unknown;
  after: unknown;
}

/** Call with the transaction of the change itself: the change and its record are kept or lost together. */
export async function writeAudit(tx: Executor, record: AuditRecord, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    userId: record.userId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: now,
  });
}

/** Newest first, optionally of one entity or one row of it. */
export async function auditPage(
  db: Executor,
  filter: { entity?: string; entityId?: number },
  window: { limit: number; offset: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(counted?.total ?? 0),
  };
}
