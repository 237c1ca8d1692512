import { eq } from 'drizzle-orm';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { notifications } from '../db/schema/notifications';
import { notify, type NewNotification } from './notify';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Headers = Record<string, string>;

function request(method: 'GET' | 'PUT', url: string, headers: Headers = {}) {
  return context.app.inject({ method, url, headers });
}

function orderNotice(customerId: number, createdAt: string, orderId = 7): NewNotification {
  return {
    customerId,
    type: 'ORDER',
    targetId: orderId,
    text: {
      uz: { title: 'Buyurtma yo‘lda', message: `№${orderId} buyurtmangiz yuborildi` },
      ru: { title: 'Заказ в пути', message: `Ваш заказ №${orderId} отправлен` },
    },
    createdAt: new Date(createdAt),
  };
}

async function idsOf(customerId: number): Promise<number[]> {
  const rows = await context.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.customerId, customerId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('notify() and GET /api/notification/getNotificationsForCustomer', () => {
  it('writes both languages and lists them newest first: title/message Uzbek, titleRUS/messageRUS Russian', async () => {
    const shopper = await createCustomer(context);
    await notify(context.db, orderNotice(shopper.customer.id, '2026-11-01T10:00:00Z', 7));
    await notify(context.db, {
      customerId: shopper.customer.id,
      type: 'COUPON',
      targetId: null,
      text: { uz: { title: 'Kupon', message: 'Sizga kupon berildi' }, ru: { title: 'Купон', message: 'Вам начислен купон' } },
      createdAt: new Date('2026-11-02T10:00:00Z'),
    });
    const [older, newer] = await idsOf(shopper.customer.id);

    const response = await request('GET', `/api/notification/getNotificationsForCustomer/${shopper.customer.id}`, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: newer,
        title: 'Kupon',
        message: 'Sizga kupon berildi',
        titleRUS: 'Купон',
        messageRUS: 'Вам начислен купон',
        type: 'COUPON',
        targetId: null,
        read: false,
        createdAt: '2026-11-02T10:00:00.000Z',
      },
      {
        id: older,
        title: 'Buyurtma yo‘lda',
        message: '№7 buyurtmangiz yuborildi',
        titleRUS: 'Заказ в пути',
        messageRUS: 'Ваш заказ №7 отправлен',
        type: 'ORDER',
        targetId: 7,
        read: false,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
  });

  it("shows a customer only their own notifications, and needs their token", async () => {
    const shopper = await createCustomer(context);
    const other = await createCustomer(context);
    await notify(context.db, orderNotice(other.customer.id, '2026-11-01T10:00:00Z'));
    const url = `/api/notification/getNotificationsForCustomer/${shopper.customer.id}`;

    expect((await request('GET', url, shopper.headers)).json()).toEqual([]);
    expect((await request('GET', url)).statusCode).toBe(401);
    const foreign = await request('GET', url, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
  });
});

describe('reading notifications', () => {
  it('counts unread ones, marks one read and answers it, then all', async () => {
    const shopper = await createCustomer(context);
    for (const day of ['01', '02', '03']) await notify(context.db, orderNotice(shopper.customer.id, `2026-11-${day}T10:00:00Z`));
    const [first] = await idsOf(shopper.customer.id);
    const countUrl = `/api/notification/getUnreadCount/${shopper.customer.id}`;

    expect((await request('GET', countUrl, shopper.headers)).json()).toEqual({ count: 3 });

    const read = await request('PUT', `/api/notification/readNotification/${first}`, shopper.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first, read: true, titleRUS: 'Заказ в пути' });
    expect((await request('GET', countUrl, shopper.headers)).json()).toEqual({ count: 2 });
    // Reading again changes nothing and is not an error.
    expect((await request('PUT', `/api/notification/readNotification/${first}`, shopper.headers)).json()).toMatchObject({ read: true });

    const all = await request('PUT', `/api/notification/readAll/${shopper.customer.id}`, shopper.headers);
    expect(all.statusCode).toBe(204);
    expect(all.body).toBe('');
    expect((await request('GET', countUrl, shopper.headers)).json()).toEqual({ count: 0 });
    const list = await request('GET', `/api/notification/getNotificationsForCustomer/${shopper.customer.id}`, shopper.headers);
    expect(list.json().map((notification: { read: boolean }) => notification.read)).toEqual([true, true, true]);
  });

  it("refuses someone else's notification (403), an unknown one (404) and a caller without a token (401)", async () => {
    const shopper = await createCustomer(context);
    const other = await createCustomer(context);
    await notify(context.db, orderNotice(other.customer.id, '2026-11-01T10:00:00Z'));
    const [theirs] = await idsOf(other.customer.id);

    const foreign = await request('PUT', `/api/notification/readNotification/${theirs}`, shopper.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    const unknown = await request('PUT', '/api/notification/readNotification/999999', shopper.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await request('PUT', `/api/notification/readNotification/${theirs}`)).statusCode).toBe(401);
    expect((await request('PUT', '/api/notification/readNotification/abc', shopper.headers)).statusCode).toBe(400);

    expect((await request('PUT', `/api/notification/readAll/${other.customer.id}`, shopper.headers)).statusCode).toBe(403);
    expect((await request('GET', `/api/notification/getUnreadCount/${other.customer.id}`, shopper.headers)).statusCode).toBe(403);
    expect((await request('PUT', `/api/notification/readAll/${shopper.customer.id}`)).statusCode).toBe(401);

    const [row] = await context.db.select().from(notifications).where(eq(notifications.id, theirs!));
    expect(row!.read).toBe(false);
  });

  it("marking all read leaves other customers' notifications unread", async () => {
    const shopper = await createCustomer(context);
    const other = await createCustomer(context);
    await notify(context.db, orderNotice(shopper.customer.id, '2026-11-01T10:00:00Z'));
    await notify(context.db, orderNotice(other.customer.id, '2026-11-01T10:00:00Z'));

    await request('PUT', `/api/notification/readAll/${shopper.customer.id}`, shopper.headers);

    expect((await request('GET', `/api/notification/getUnreadCount/${other.customer.id}`, other.headers)).json()).toEqual({ count: 1 });
  });
});
