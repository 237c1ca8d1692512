import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { contactMessages } from '../db/schema/messages';
import { auditLog } from '../db/schema/staff';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { CONTACT_MESSAGES_PER_HOUR } from './routes';
import { staffWithRole } from '../staff/testing/staff-fixtures';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

type Headers = Record<string, string>;
const letter = (tag: string) => ({ fullName: 'Aziza Tursunova', phoneNumber: '+998901112233', message: `Savol ${tag}` });
const send = (payload: unknown, headers: Headers = {}) => context.app.inject({ method: 'POST', url: '/api/message/add', headers, payload: payload as object });
const inbox = (query = '', headers: Headers = manager.headers) => context.app.inject({ method: 'GET', url: `/api/message/getAllMessages${query}`, headers });
const mark = (id: number | string, query = '', headers: Headers = manager.headers) =>
  context.app.inject({ method: 'PUT', url: `/api/message/asReadUpdating/${id}${query}`, headers });

describe('the contact form', () => {
  it('takes a message from anyone (trimmed) and links a signed-in customer’s to them', async () => {
    const anonymous = await send({ ...letter('one'), fullName: '  Aziza  ', message: '  Yetkazib berish qachon?  ' });
    expect(anonymous.statusCode).toBe(201);
    const customer = await createCustomer(context);
    const signedIn = await send(letter('two'), customer.headers);
    expect(signedIn.statusCode).toBe(201);
    // A broken token does not stop a public form: the message comes in, linked to nobody.
    expect((await send(letter('three'), { authorization: 'Bearer nonsense' })).statusCode).toBe(201);

    const [first] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, anonymous.json().id));
    expect(first).toMatchObject({ fullName: 'Aziza', message: 'Yetkazib berish qachon?', customerId: null, readAt: null });
    const [second] = await context.db.select().from(contactMessages).where(eq(contactMessages.id, signedIn.json().id));
    expect(second!.customerId).toBe(customer.customer.id);
  });

  it.each([
    ['a blank name', { ...letter('x'), fullName: '   ' }, 'fullName'],
    ['a bad phone', { ...letter('x'), phoneNumber: '12345' }, 'phoneNumber'],
    ['no message', { fullName: 'A', phoneNumber: '+998901112233' }, 'message'],
    ['a message of 2001 characters', { ...letter('x'), message: 'x'.repeat(2001) }, 'message'],
    ['an unknown field', { ...letter('x'), customerId: 1 }, 'customerId'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it(`is limited to ${CONTACT_MESSAGES_PER_HOUR} an hour from one address when the limits are on`, async () => {
    const limited = await buildApp({ db: context.db, config: context.config, tokens: context.tokens, sms: context.sms, clock: context.clock }, { rateLimits: DEFAULT_RATE_LIMITS, compileSchemasOnFirstUse: true });
    try {
      const post = (remoteAddress: string) => limited.inject({ method: 'POST', url: '/api/message/add', remoteAddress, payload: letter('limit') });
      for (let sent = 0; sent < CONTACT_MESSAGES_PER_HOUR; sent++) expect((await post('198.51.100.7')).statusCode).toBe(201);
      const refused = await post('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('198.51.100.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the staff inbox', () => {
  it('wants a staff token: none 401, a customer 403', async () => {
    const customer = await createCustomer(context);
    for (const call of [{ method: 'GET' as const, url: '/api/message/getAllMessages' }, { method: 'PUT' as const, url: '/api/message/asReadUpdating/1' }]) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      expect((await context.app.inject({ ...call, headers: customer.headers })).statusCode).toBe(403);
    }
  });

  it('lists messages newest first with the unread count; marking read and unread moves it and is audited', async () => {
    context.clock.advance(60_000);
    const older = (await send(letter('older'))).json().id as number;
    context.clock.advance(60_000);
    const newer = (await send(letter('newer'))).json().id as number;

    const page = (await inbox('?page=0&size=2')).json();
    expect(page).toMatchObject({ page: 0, size: 2 });
    expect(page.content.map((message: { id: number }) => message.id)).toEqual([newer, older]);
    expect(page.content[0]).toMatchObject({ message: 'Savol newer', read: false, readAt: null, readBy: null, phoneNumber: '+998901112233' });
    const unreadBefore = page.unreadCount as number;
    expect(page.totalElements).toBeGreaterThanOrEqual(unreadBefore);

    const read = await mark(newer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newer, read: true, readBy: manager.user.id, readAt: expect.any(String) });
    // Reading it again changes nothing.
    expect((await mark(newer)).json().readAt).toBe(read.json().readAt);
    const afterRead = (await inbox('?unread=true&size=100')).json();
    expect(afterRead.unreadCount).toBe(unreadBefore - 1);
    expect(afterRead.totalElements).toBe(unreadBefore - 1);
    expect(afterRead.content.map((message: { id: number }) => message.id)).not.toContain(newer);

    const unread = await mark(newer, '?read=false');
    expect(unread.json()).toMatchObject({ read: false, readAt: null, readBy: null });
    expect((await inbox()).json().unreadCount).toBe(unreadBefore);
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entityId, newer));
    expect(audit.filter((row) => row.entity === 'contactMessage').map((row) => row.action)).toEqual(['MARK_READ', 'MARK_UNREAD']);
  });

  it('answers 404 for an unknown message and 400 for bad ids and pages', async () => {
    const unknown = await mark(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await mark('abc')).statusCode).toBe(400);
    expect((await mark(1, '?read=maybe')).statusCode).toBe(400);
    expect((await inbox('?size=101')).statusCode).toBe(400);
    expect((await inbox('?unread=yes')).statusCode).toBe(400);
  });
});
