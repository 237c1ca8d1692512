import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema/notifications';

// How any service leaves a customer a notification: written once in both languages, listed by routes.ts.

export interface NotificationText {
  uz: { title: string; message: string };
  ru: { title: string; message: string };
}

export interface NewNotification {
  customerId: number;
  type: 'ORDER' | 'PAYMENT' | 'COUPON' | 'PRODUCT';
  /** The order, coupon (customer coupon id) or product the notification opens. */
  targetId: number | null;
  text: NotificationText;
  createdAt: Date;
}

export async function notify(db: Executor, notification: NewNotification): Promise<void> {
  const { text } = notification;
  await db.insert(notifications).values({
    customerId: notification.customerId,
    type: notification.type,
    targetId: notification.targetId,
    title: text.uz.title,
    message: text.uz.message,
    titleRu: text.ru.title,
    messageRu: text.ru.message,
    createdAt: notification.createdAt,
  });
}

/** Deletes every notification of the customer: their deletion takes them (customers/directory/service.ts). */
export async function forgetNotifications(db: Executor, customerId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.customerId, customerId));
}
