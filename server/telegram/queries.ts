import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { telegramContacts, telegramLinks, telegramUpdates } from '../db/schema/telegram';

export type LinkRow = typeof telegramLinks.$inferSelect;

export async function findLinkByTelegramUser(db: Executor, telegramUserId: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, telegramUserId));
  return row;
}

export async function findLinkByCustomer(db: Executor, customerId: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.customerId, customerId));
  return row;
}

export interface NewLink {
  telegramUserId: number;
  customerId: number;
  username: string | null;
  firstName: string;
  languageCode: string | null;
  chatId: number | null;
  linkedAt: Date;
}

/** The link, or false when the Telegram user or the customer has one already (either unique key). */
export async function insertLink(db: Executor, link: NewLink): Promise<boolean> {
  const rows = await db
    .insert(telegramLinks)
    .values({
      telegramUserId: link.telegramUserId,
      customerId: link.customerId,
      username: link.username,
      firstName: link.firstName,
      languageCode: link.languageCode,
      chatId: link.chatId,
      linkedAt: link.linkedAt,
    })
    .onConflictDoNothing().returning({ id: telegramLinks.telegramUserId });
  return rows.length > 0;
}

export async function deleteLinkOfCustomer(db: Executor, customerId: number): Promise<LinkRow | undefined> {
  const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.customerId, customerId)).returning();
  return row;
}

/** The user wrote to the bot: their private chat exists and they have not blocked it (any more). */
export async function noteChat(db: Executor, telegramUserId: number, chatId: number): Promise<void> {
  await db.update(telegramLinks).set({ chatId, blockedAt: null }).where(eq(telegramLinks.telegramUserId, telegramUserId));
}

export async function markBlocked(db: Executor, chatId: number, at: Date): Promise<void> {
  await db.update(telegramLinks).set({ blockedAt: at }).where(eq(telegramLinks.chatId, chatId));
}

/** The bot was refused writing to the user's private chat (whose id is the user's): blocked until they write again. */
export async function markUserBlocked(db: Executor, telegramUserId: number, at: Date): Promise<void> {
  await db.update(telegramLinks).set({ blockedAt: at }).where(eq(telegramLinks.telegramUserId, telegramUserId));
}

export async function upsertContact(db: Executor, telegramUserId: number, phoneNumber: string, at: Date): Promise<void> {
  await db
    .insert(telegramContacts)
    .values({ telegramUserId, phoneNumber, sharedAt: at })
    .onConflictDoUpdate({ target: telegramContacts.telegramUserId, set: { phoneNumber, sharedAt: at } });
}

export async function findContactPhone(db: Executor, telegramUserId: number): Promise<string | undefined> {
  const [row] = await db.select({ phoneNumber: telegramContacts.phoneNumber }).from(telegramContacts).where(eq(telegramContacts.telegramUserId, telegramUserId));
  return row?.phoneNumber;
}

export async function deleteContact(db: Executor, telegramUserId: number): Promise<void> {
  await db.delete(telegramContacts).where(eq(telegramContacts.telegramUserId, telegramUserId));
}

/** Claims an update id; false when it was claimed before (a repeated delivery). */
export async function claimUpdate(db: Executor, updateId: number, at: Date): Promise<boolean> {
  const rows = await db.insert(telegramUpdates).values({ updateId, at }).onConflictDoNothing().returning({ id: telegramUpdates.updateId });
  return rows.length > 0;
}

export async function releaseUpdate(db: Executor, updateId: number): Promise<void> {
  await db.delete(telegramUpdates).where(eq(telegramUpdates.updateId, updateId));
}

/** Forgets update ids older than `before`: Telegram keeps an undelivered update at most a day, so none comes back after. */
export async function forgetUpdatesBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(telegramUpdates).where(lt(telegramUpdates.at, before));
}
