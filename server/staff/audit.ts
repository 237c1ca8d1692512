import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/staff';

type AuditAction = 'CREATE' | 'UPDATE' | 'EDIT_REFERENCE_NUMBER' | 'DELETE' | 'DEACTIVATE' | 'REORDER' | 'CHANGE_STOCK' | 'ADD_PHOTO' | 'REORDER_PHOTOS' | 'DELETE_PHOTO' | 'CHANGE_PICTURE' | 'HIDE' | 'SHOW' | 'REACTIVATE' | 'PUBLISH' | 'ANONYMISE' | 'RESET_PASSWORD' | 'SEND' | 'MARK_READ' | 'MARK_UNREAD' | 'REPLY' | 'END' | 'RETRY' | 'MOVE';

interface AuditRecord {
  userId: number;
  action: AuditAction;
  entity: 'product' | 'brand' | 'category' | 'categoryBlock' | 'color' | 'productSize' | 'review' | 'region' | 'subRegion' | 'postFilial' | 'customer' | 'staffUser' | 'notification' | 'smsTemplate' | 'contactMessage' | 'banner' | 'homeSlider' | 'look' | 'coupon' | 'saleGroup' | 'loyaltyTier' | 'job' | 'order' | 'shopSettings' | 'returnRequest';
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
