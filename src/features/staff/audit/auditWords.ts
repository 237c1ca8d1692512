/*
 * What the log's codes mean to a shop owner (server/staff/audit.ts writes them). Each known code has words in both
 * languages (staff.audit.entities / .actions); one the server learns later shows as its code until it gets some.
 */

export const auditEntities = [
  'order',
  'product',
  'productSize',
  'brand',
  'category',
  'categoryBlock',
  'color',
  'customer',
  'review',
  'banner',
  'homeSlider',
  'look',
  'coupon',
  'saleGroup',
  'loyaltyTier',
  'notification',
  'smsTemplate',
  'contactMessage',
  'job',
  'region',
  'subRegion',
  'postFilial',
  'staffUser',
  'shopSettings',
  'returnRequest',
] as const;

export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  'CREATE',
  'UPDATE',
  'EDIT_REFERENCE_NUMBER',
  'DELETE',
  'DEACTIVATE',
  'REACTIVATE',
  'REORDER',
  'CHANGE_STOCK',
  'ADD_PHOTO',
  'REORDER_PHOTOS',
  'DELETE_PHOTO',
  'CHANGE_PICTURE',
  'HIDE',
  'SHOW',
  'ANONYMISE',
  'RESET_PASSWORD',
  'SEND',
  'MARK_READ',
  'MARK_UNREAD',
  'REPLY',
  'END',
  'RETRY',
  'MOVE',
] as const;

export type AuditAction = (typeof auditActions)[number];

export const knownEntity = (code: string): AuditEntity | undefined => auditEntities.find((entity) => entity === code);
export const knownAction = (code: string): AuditAction | undefined => auditActions.find((action) => action === code);

/** The staff page of the changed thing, where it has one. */
export function entityPath(entity: string, id: number): string | undefined {
  if (entity === 'order') return `/staff/orders/${id}`;
  if (entity === 'product') return `/staff/products/${id}`;
  if (entity === 'customer') return `/staff/customers/${id}`;
  if (entity === 'returnRequest') return `/staff/returns/${id}`;
  return undefined;
}
