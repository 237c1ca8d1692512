import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Executor } from '../db/client';
import { contactMessageReplies, contactMessages } from '../db/schema/messages';
import { badRequest, conflict, notFound } from '../errors';
import { outboxStatesByKey } from '../jobs/service';
import { enqueueSms } from '../sms/sms-job';
import { writeAudit } from '../staff/audit';
import { staffNamesByIds } from '../staff/service';
import type { ContactMessageDetail, MessageReply, MessageReplyBody, ReplyDelivery } from '../../contract/communication';
import type { JOB_STATES } from '../../contract/jobs';
import { PHONE_PATTERN } from '../../contract/limits';
import { messageColumns, toMessage } from './service';

/** Staff's answers to contact messages: kept with the message, sent by SMS through the outbox. */

const DELIVERY: Record<(typeof JOB_STATES)[number], ReplyDelivery> = { PENDING: 'PENDING', DONE: 'SENT', FAILED: 'FAILED' };

/** A reply's SMS job is keyed by the reply, so sending is once per reply however often the job runs. */
const REPLY_KEY_PREFIX = 'sms:reply:';

const replyColumns = {
  id: contactMessageReplies.id,
  text: contactMessageReplies.text,
  channel: contactMessageReplies.channel,
  userId: contactMessageReplies.userId,
  createdAt: contactMessageReplies.createdAt,
};

async function repliesOf(db: Executor, messageId: number): Promise<MessageReply[]> {
  const replies = await db
    .select(replyColumns)
    .from(contactMessageReplies)
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  const names = await staffNamesByIds(db, replies.map((reply) => reply.userId));
  // A reply whose author's account is gone is not shown, as the inner join with the accounts left it out.
  const rows = replies.flatMap((reply) => {
    const userName = names.get(reply.userId);
    return userName === undefined ? [] : [{ ...reply, userName }];
  });
  const states = await outboxStatesByKey(db, rows.map((row) => `${REPLY_KEY_PREFIX}${row.id}`));
  return rows.map(({ createdAt, ...reply }) => {
    // A job pruned from the outbox after delivery leaves its reply, which then counts as sent.
    const state = states.get(`${REPLY_KEY_PREFIX}${reply.id}`);
    return { ...reply, delivery: state ? DELIVERY[state] : 'SENT', createdAt: createdAt.toISOString() };
  });
}

export async function messageDetail(db: Executor, id: number): Promise<ContactMessageDetail> {
  const [row] = await db.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message');
  return { ...toMessage(row), replies: await repliesOf(db, id) };
}

/**
 * Keeps the reply and puts its SMS in the outbox in one transaction, so a gateway that is down delays the SMS rather
 * than losing it; answering a message is reading it, so an unread one becomes read by the one who answered.
 */
export async function replyToMessage(deps: AppDeps, userId: number, id: number, body: MessageReplyBody): Promise<ContactMessageDetail> {
  const text = body.text.trim();
  if (!text) throw badRequest('Invalid body', { text: 'must not be blank' });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [message] = await tx.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw notFound('Message');
    if (!new RegExp(PHONE_PATTERN).test(message.phoneNumber)) throw conflict('NO_PHONE', 'The message has no phone number to answer by SMS');
    const [reply] = await tx
      .insert(contactMessageReplies)
      .values({ messageId: id, text, channel: 'SMS', userId, createdAt: now })
      .returning({ id: contactMessageReplies.id });
    await enqueueSms(tx, { key: `${REPLY_KEY_PREFIX}${reply!.id}`, phoneNumber: message.phoneNumber, text: `Libos: ${text}` }, now);
    const readAt = message.readAt ?? now;
    if (message.readAt === null) await tx.update(contactMessages).set({ readAt: now, readBy: userId }).where(eq(contactMessages.id, id));
    await writeAudit(tx, { userId, action: 'REPLY', entity: 'contactMessage', entityId: id, before: { readAt: message.readAt }, after: { readAt, replyId: reply!.id, text, channel: 'SMS' } }, now);
    return messageDetail(tx, id);
  });
}
