import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';
import { contactMessageReplies, contactMessages } from '../db/schema/messages';
import { auditLog } from '../db/schema/staff';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { staffWithRole } from '../staff/testing/staff-fixtures';

/** Staff answer a contact message by SMS through the outbox, and the answers stay with the message. */

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

type Headers = Record<string, string>;
const PHONE = '+998907775511';

async function messageFrom(phoneNumber = PHONE): Promise<number> {
  const response = await context.app.inject({ method: 'POST', url: '/api/message/add', payload: { fullName: 'Aziza', phoneNumber, message: 'Razmer bormi?' } });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const reply = (id: number, payload: unknown, headers: Headers = manager.headers) =>
  context.app.inject({ method: 'POST', url: `/api/message/reply/${id}`, headers, payload: payload as object });
const detail = (id: number) => context.app.inject({ method: 'GET', url: `/api/message/getMessage/${id}`, headers: manager.headers });

describe('replying to a contact message', () => {
  it('keeps the reply, marks the message read, audits it and sends the SMS through the outbox to the sandbox', async () => {
    const id = await messageFrom();
    const first = await reply(id, { text: '  Ha, M razmer bor.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, read: true, readBy: manager.user.id, phoneNumber: PHONE });
    expect(first.json().replies).toEqual([
      { id: expect.any(Number), text: 'Ha, M razmer bor.', channel: 'SMS', userId: manager.user.id, userName: manager.user.fullName, delivery: 'PENDING', createdAt: expect.any(String) },
    ]);

    // Nothing reaches the gateway inside the request: the outbox's worker sends it.
    expect(context.sms.list(PHONE)).toEqual([]);
    const replyId = first.json().replies[0].id as number;
    const [job] = await context.db.select().from(jobs).where(eq(jobs.key, `sms:reply:${replyId}`));
    expect(job).toMatchObject({ kind: 'SMS', state: 'PENDING', payload: { phoneNumber: PHONE, text: 'Libos: Ha, M razmer bor.' } });
    await context.runJobs();
    expect(context.sms.list(PHONE).map((sms) => sms.text)).toEqual(['Libos: Ha, M razmer bor.']);
    const sandbox = await context.app.inject({ method: 'GET', url: `/sandbox/sms?phoneNumber=${encodeURIComponent(PHONE)}` });
    expect(sandbox.json().map((sms: { text: string }) => sms.text)).toEqual(['Libos: Ha, M razmer bor.']);

    context.clock.advance(60_000);
    expect((await reply(id, { text: 'Yana savol bo‘lsa yozing.' })).statusCode).toBe(201);
    const read = (await detail(id)).json();
    expect(read.replies.map((answer: { text: string; delivery: string }) => [answer.text, answer.delivery])).toEqual([
      ['Ha, M razmer bor.', 'SENT'],
      ['Yana savol bo‘lsa yozing.', 'PENDING'],
    ]);

    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const replies = audit.filter((row) => row.entity === 'contactMessage' && row.action === 'REPLY');
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ userId: manager.user.id, before: { readAt: null }, after: { replyId, text: 'Ha, M razmer bor.', channel: 'SMS' } });
  });

  it.each([
    ['a blank text', { text: '   ' }],
    ['no text', {}],
    ['a text of 601 characters', { text: 'x'.repeat(601) }],
    ['an unknown field', { text: 'Salom', channel: 'BOT' }],
  ])('refuses %s with 400 and writes nothing', async (_label, payload) => {
    const id = await messageFrom();
    const response = await reply(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(await context.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id))).toEqual([]);
  });

  it('wants a staff token: none 401, a customer 403', async () => {
    const id = await messageFrom();
    const customer = await createCustomer(context);
    expect((await reply(id, { text: 'Salom' }, {})).statusCode).toBe(401);
    expect((await reply(id, { text: 'Salom' }, customer.headers)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: `/api/message/getMessage/${id}`, headers: customer.headers })).statusCode).toBe(403);
  });

  it('answers 409 NO_PHONE for a message whose author was deleted, and 404 for an unknown message', async () => {
    const id = await messageFrom();
    await context.db.update(contactMessages).set({ phoneNumber: 'deleted:77' }).where(eq(contactMessages.id, id));
    const refused = await reply(id, { text: 'Salom' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NO_PHONE');
    expect((await detail(id)).json()).toMatchObject({ read: false, replies: [] });
    expect((await reply(999_999, { text: 'Salom' })).statusCode).toBe(404);
    expect((await detail(999_999)).statusCode).toBe(404);
  });
});
