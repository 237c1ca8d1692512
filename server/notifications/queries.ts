import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema/notifications';
import type { Notification } from './schemas';

/** The list is not paged; the newest this many are what anyone scrolls to. */
export const NOTIFICATION_LIST_LIMIT = 100;

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  titleRUS: notifications.titleRu,
  messageRUS: notifications.messageRu,
  type: notifications.type,
  targetId: notifications.targetId,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

type NotificationRow = Omit<Notification, 'createdAt'> & { createdAt: Date };

function toNotification(row: NotificationRow): Notification {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function customerNotifications(db: Executor, customerId: number): Promise<Notification[]> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotification);
}

export async function unreadCount(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.read, false)));
  return Number(row?.count ?? 0);
}

/** Marks one of the customer's notifications read; undefined when it is not theirs (the guard checked already). */
export async function markRead(db: Executor, customerId: number, notificationId: number): Promise<Notification | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.customerId, customerId)))
    .returning(columns);
  return row && toNotification(row);
}

export async function markAllRead(db: Executor, customerId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.customerId, customerId), eq(notifications.read, false)));
}
