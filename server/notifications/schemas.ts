import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../contract/common';
import { Id } from '../../contract/request';

/** A notification in both languages: title/message Uzbek, titleRUS/messageRUS Russian (written once, see notify.ts). */
export const Notification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  titleRUS: Type.String(),
  messageRUS: Type.String(),
  // SHOP: written by staff (server/notifications/service.ts), opening nothing.
  type: Type.Union([Type.Literal('ORDER'), Type.Literal('PAYMENT'), Type.Literal('COUPON'), Type.Literal('PRODUCT'), Type.Literal('SHOP')]),
  targetId: Nullable(Type.Integer({ description: 'the order, customer coupon or product it opens' })),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof Notification>;

export const NotificationIdParams = Type.Object({ id: Id });

export const UnreadCount = Type.Object({ count: Type.Integer() });
