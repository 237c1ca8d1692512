import { count, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Executor } from '../db/client';
import { contactMessages } from '../db/schema/messages';
import { isActiveCustomer } from '../customers/service';
import { badRequest, notFound } from '../errors';
import type { ContactMessage, ContactMessageBody } from '../../contract/communication';
import { writeAudit } from '../staff/audit';

/** What shoppers write through the contact page, and the staff inbox that reads it. */

/** The message's columns as every read of it selects them (the replies' detail too, replies.ts). */
export const messageColumns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  phoneNumber: contactMessages.phoneNumber,
  message: contactMessages.message,
  customerId: contactMessages.customerId,
  readAt: contactMessages.readAt,
  readBy: contactMessages.readBy,
  createdAt: contactMessages.createdAt,
};

type Row = typeof contactMessages.$inferSelect;

export function toMessage(row: Row): ContactMessage {
  return { ...row, read: row.readAt !== null, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** A signed-in customer's message is linked to their account, so staff can answer them by notification. */
export async function addContactMessage(deps: AppDeps, body: ContactMessageBody, customerId: number | null): Promise<ContactMessage> {
  const values = { fullName: body.fullName.trim(), phoneNumber: body.phoneNumber, message: body.message.trim() };
  const fields: Record<string, string> = {};
  if (!values.fullName) fields.fullName = 'must not be blank';
  if (!values.message) fields.message = 'must not be blank';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  let linked: number | null = null;
  if (customerId !== null) {
    linked = (await isActiveCustomer(deps.db, customerId)) ? customerId : null;
  }
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ fullName: values.fullName, phoneNumber: values.phoneNumber, message: values.message, customerId: linked, createdAt: deps.clock.now() })
    .returning(messageColumns);
  return toMessage(row!);
}

export async function inboxPage(
  db: Executor,
  query: { page: number; size: number; unread?: boolean },
): Promise<{ rows: ContactMessage[]; total: number; unreadCount: number }> {
  const where = query.unread ? isNull(contactMessages.readAt) : undefined;
  const [rows, [counted], [unread]] = await Promise.all([
    db.select(messageColumns).from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(query.size).offset(query.page * query.size),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { rows: rows.map(toMessage), total: Number(counted?.total ?? 0), unreadCount: Number(unread?.total ?? 0) };
}

/** Marks a message read by this staff member, or unread again; marking it as it already is changes nothing. */
export async function markMessage(deps: AppDeps, userId: number, id: number, read: boolean): Promise<ContactMessage> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw notFound('Message');
    if ((before.readAt !== null) === read) return toMessage(before);
    const [after] = await tx
      .update(contactMessages)
      .set({ readAt: read ? now : null, readBy: read ? userId : null })
      .where(eq(contactMessages.id, id))
      .returning(messageColumns);
    await writeAudit(tx, { userId, action: read ? 'MARK_READ' : 'MARK_UNREAD', entity: 'contactMessage', entityId: id, before: { readAt: before.readAt }, after: { readAt: after!.readAt } }, now);
    return toMessage(after!);
  });
}

/**
 * A deleted customer's contact-page messages stay in the inbox as the shop's correspondence, under the name and
 * phone the deletion gives them (customers/directory/service.ts).
 */
export async function anonymiseMessagesOf(db: Executor, customerId: number, author: { fullName: string; phoneNumber: string }): Promise<void> {
  await db.update(contactMessages).set({ fullName: author.fullName, phoneNumber: author.phoneNumber }).where(eq(contactMessages.customerId, customerId));
}
