import { count, eq, isNull } from 'drizzle-orm';
import { customers } from '../db/schema/people';
import { auditLog } from '../db/schema/staff';
import { notifications } from '../db/schema/notifications';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { staffWithRole } from '../staff/testing/staff-fixtures';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let admin: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
  admin = await staffWithRole(context, 'ADMIN');
});
afterAll(() => context.close());

type Headers = Record<string, string>;
const texts = (tag: string) => ({ title: `Yangilik ${tag}`, message: `Xabar ${tag}`, titleRUS: `Новость ${tag}`, messageRUS: `Сообщение ${tag}` });

const post = (url: string, payload: unknown, headers: Headers = manager.headers) =>
  context.app.inject({ method: 'POST', url: `/api/notification/${url}`, headers, payload: payload as object });
const listOf = async (customer: { customer: { id: number }; headers: Headers }) =>
  (await context.app.inject({ method: 'GET', url: `/api/notification/getNotificationsForCustomer/${customer.customer.id}`, headers: customer.headers })).json();

describe('roles', () => {
  it('wants a staff token: none 401, a customer 403; MANAGER and ADMIN may send', async () => {
    const customer = await createCustomer(context);
    const calls = [
      { method: 'POST' as const, url: '/api/notification/addNotificationToAll', payload: texts('r') },
      { method: 'POST' as const, url: '/api/notification/addNotificationToCustomer', payload: { customerId: customer.customer.id, ...texts('r') } },
      { method: 'GET' as const, url: '/api/notification/staff/getAllSent' },
      { method: 'DELETE' as const, url: '/api/notification/deleteNotification/1' },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      const asCustomer = await context.app.inject({ ...call, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
    expect((await context.app.inject({ ...calls[2]!, headers: admin.headers })).statusCode).toBe(200);
    expect((await context.app.inject({ ...calls[2]!, headers: manager.headers })).statusCode).toBe(200);
    expect((await listOf(customer)).length).toBe(0);
  });
});

describe('sending', () => {
  it('to all reaches every customer that is not deleted, at once, in both languages, and is audited', async () => {
    const first = await createCustomer(context);
    const second = await createCustomer(context);
    const deleted = await createCustomer(context);
    await context.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, deleted.customer.id));
    // Every live customer of this database: other tests' ones too.
    const [{ total }] = (await context.db.select({ total: count() }).from(customers).where(isNull(customers.deletedAt))) as [{ total: number }];

    const response = await post('addNotificationToAll', { ...texts('all'), title: '  Yangilik all  ' });
    expect(response.statusCode).toBe(201);
    const sent = response.json();
    expect(sent).toMatchObject({ title: 'Yangilik all', titleRUS: 'Новость all', recipients: Number(total), readCount: 0, customer: null });

    for (const customer of [first, second]) {
      expect(await listOf(customer)).toEqual([
        expect.objectContaining({ title: 'Yangilik all', message: 'Xabar all', titleRUS: 'Новость all', messageRUS: 'Сообщение all', type: 'SHOP', targetId: null, read: false }),
      ]);
    }
    const deletedRows = await context.db.select().from(notifications).where(eq(notifications.customerId, deleted.customer.id));
    expect(deletedRows).toEqual([]);
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'notification'));
    expect(audit).toMatchObject({ action: 'SEND', userId: manager.user.id, entityId: sent.id, after: expect.objectContaining({ to: 'ALL', recipients: Number(total) }) });
  });

  it('to one customer by id or by phone reaches only them; deleted and unknown customers are 404', async () => {
    const target = await createCustomer(context);
    const other = await createCustomer(context);
    const byId = await post('addNotificationToCustomer', { customerId: target.customer.id, ...texts('one') });
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({ recipients: 1, customer: { id: target.customer.id, fullName: target.customer.fullName, phoneNumber: target.customer.phoneNumber } });
    const byPhone = await post('addNotificationToCustomer', { phoneNumber: target.customer.phoneNumber, ...texts('phone') });
    expect(byPhone.statusCode).toBe(201);
    expect((await listOf(target)).map((row: { title: string }) => row.title).sort()).toEqual(['Yangilik one', 'Yangilik phone']);
    expect(await listOf(other)).toEqual([]);

    await context.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, other.customer.id));
    for (const who of [{ customerId: other.customer.id }, { customerId: 999_999 }, { phoneNumber: '+998900000001' }]) {
      const response = await post('addNotificationToCustomer', { ...who, ...texts('x') });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['a blank title', 'addNotificationToAll', { ...texts('b'), title: '   ' }, 'title'],
    ['no Russian message', 'addNotificationToAll', { title: 'a', message: 'b', titleRUS: 'c' }, 'messageRUS'],
    ['a title of 101 characters', 'addNotificationToAll', { ...texts('b'), title: 'x'.repeat(101) }, 'title'],
    ['an unknown field', 'addNotificationToAll', { ...texts('b'), type: 'ORDER' }, 'type'],
    ['neither id nor phone', 'addNotificationToCustomer', texts('b'), 'customerId'],
    ['both id and phone', 'addNotificationToCustomer', { customerId: 1, phoneNumber: '+998901234567', ...texts('b') }, 'phoneNumber'],
    ['a bad phone', 'addNotificationToCustomer', { phoneNumber: '901234567', ...texts('b') }, 'phoneNumber'],
  ])('refuses %s with 400 naming the field', async (_label, url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('the list of sent ones and taking one back', () => {
  it('lists sendings newest first with how many read them, and deleting one takes it from everyone', async () => {
    const reader = await createCustomer(context);
    context.clock.advance(60_000);
    const sent = (await post('addNotificationToAll', texts('list'))).json();
    const [mine] = await listOf(reader);
    await context.app.inject({ method: 'PUT', url: `/api/notification/readNotification/${mine.id}`, headers: reader.headers });

    const page = (await context.app.inject({ method: 'GET', url: '/api/notification/staff/getAllSent?page=0&size=2', headers: manager.headers })).json();
    expect(page).toMatchObject({ page: 0, size: 2 });
    expect(page.content[0]).toMatchObject({ id: sent.id, title: 'Yangilik list', recipients: sent.recipients, readCount: 1 });
    expect(page.totalElements).toBeGreaterThanOrEqual(3);

    const gone = await context.app.inject({ method: 'DELETE', url: `/api/notification/deleteNotification/${sent.id}`, headers: manager.headers });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ deleted: sent.recipients });
    expect((await listOf(reader)).map((row: { title: string }) => row.title)).not.toContain('Yangilik list');
    const again = await context.app.inject({ method: 'DELETE', url: `/api/notification/deleteNotification/${sent.id}`, headers: manager.headers });
    expect(again.statusCode).toBe(404);
    expect((await context.app.inject({ method: 'DELETE', url: '/api/notification/deleteNotification/abc', headers: manager.headers })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/notification/staff/getAllSent?size=0', headers: manager.headers })).statusCode).toBe(400);
  });
});
