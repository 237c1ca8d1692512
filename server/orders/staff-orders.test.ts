import { and, eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import {
  couponOf,
  createShopper,
  createStaff,
  giveCoupon,
  payNow,
  placedOrder,
  pointsOf,
  stockOf,
  type Places,
} from '../../test/server/order-fixtures';
import { notifications } from '../db/schema/notifications';

let context: TestContext;
let places: Places;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staffHeaders = (await createStaff(context)).headers;
});
afterAll(() => context.close());

type Move = 'Pack' | 'Send' | 'Reached' | 'Rejected';

function move(to: Move, orderId: number, payload?: Record<string, unknown>, headers = staffHeaders) {
  const body = payload ?? (to === 'Send' ? { postTrackingNumber: 'UZ123456789' } : undefined);
  return context.app.inject({ method: 'PUT', url: `/api/order/editStatusTo${to}/${orderId}`, headers, ...(body ? { payload: body } : {}) });
}

async function paidOrder(stock = 10, quantity = 1, price = 150_000) {
  const shopper = await createShopper(context, places);
  const product = await insertProduct(context.db, { sellPrice: price, sizes: { M: stock } });
  const variantId = product.variants[0]!.id;
  const order = await placedOrder(context, shopper, [[variantId, quantity]]);
  await payNow(context.db, order.id, context.clock.now());
  return { shopper, variantId, order };
}

async function orderNotices(customerId: number, orderId: number) {
  return context.db
    .select({ type: notifications.type, title: notifications.title, message: notifications.message, titleRu: notifications.titleRu, messageRu: notifications.messageRu })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.targetId, orderId), eq(notifications.type, 'ORDER')))
    .orderBy(notifications.id);
}

describe('staff moves an order along', () => {
  it('goes NEW -> PACK -> SEND -> REACHED, keeps the tracking number and tells the customer each time in both languages', async () => {
    const { shopper, order } = await paidOrder();

    const packed = await move('Pack', order.id);
    expect(packed.statusCode).toBe(200);
    expect(packed.json()).toMatchObject({ id: order.id, status: 'PACK' });
    const sent = await move('Send', order.id, { postTrackingNumber: '  UZ987654321  ' });
    expect(sent.json()).toMatchObject({ status: 'SEND', postTrackingNumber: 'UZ987654321' });
    const reached = await move('Reached', order.id);
    expect(reached.json()).toMatchObject({ status: 'REACHED', postTrackingNumber: 'UZ987654321' });

    const notices = await orderNotices(shopper.customer.id, order.id);
    expect(notices.map((notice) => notice.title)).toEqual(['Buyurtma yig‘ildi', 'Buyurtma yo‘lda', 'Buyurtma yetkazildi']);
    expect(notices.map((notice) => notice.titleRu)).toEqual(['Заказ собран', 'Заказ в пути', 'Заказ доставлен']);
    for (const notice of notices) {
      expect(notice.message).toContain(order.orderNumber);
      expect(notice.messageRu).toContain(order.orderNumber);
    }
    expect(notices[1]!.messageRu).toContain('UZ987654321');
  });

  it('refuses every move out of turn with 409 and leaves the order as it was', async () => {
    const { order } = await paidOrder();
    expect((await move('Send', order.id)).statusCode).toBe(409);
    expect((await move('Reached', order.id)).statusCode).toBe(409);
    await move('Pack', order.id);
    const again = await move('Pack', order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', message: `Order ${order.orderNumber} is PACK and cannot move to PACK` });
    expect((await move('Reached', order.id)).statusCode).toBe(409);
    await move('Send', order.id);
    await move('Reached', order.id);
    expect((await move('Rejected', order.id)).statusCode).toBe(409);
    const rejected = await paidOrder();
    await move('Rejected', rejected.order.id);
    expect((await move('Pack', rejected.order.id)).statusCode).toBe(409);
    expect((await move('Rejected', rejected.order.id)).statusCode).toBe(409);
  });

  it('packs only paid orders', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sizes: { M: 5 } });
    const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 1]]);
    const response = await move('Pack', order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`Order ${order.orderNumber} is not paid yet; only paid orders are packed`);
  });

  it('needs a tracking number to send, answers 404 for an unknown order', async () => {
    const { order } = await paidOrder();
    await move('Pack', order.id);
    const missing = await move('Send', order.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ postTrackingNumber: 'is required' });
    const blank = await move('Send', order.id, { postTrackingNumber: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await move('Pack', 999_999)).statusCode).toBe(404);
  });

  it('is for staff only: 401 without a token, 403 for a customer', async () => {
    const { shopper, order } = await paidOrder();
    expect((await move('Pack', order.id, undefined, {})).statusCode).toBe(401);
    expect((await move('Pack', order.id, undefined, shopper.headers)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/order/getAllOrders', headers: shopper.headers })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/order/getAllOrders' })).statusCode).toBe(401);
  });
});

describe('staff rejects an order', () => {
  it('returns the stock, takes the points back, gives the coupon back and marks a paid order unpaid', async () => {
    const shopper = await createShopper(context, places);
    const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 30_000, expireDate: new Date(context.clock.now().getTime() + 86_400_000) });
    const product = await insertProduct(context.db, { sellPrice: 250_000, sizes: { M: 4 } });
    const variantId = product.variants[0]!.id;
    const order = await placedOrder(context, shopper, [[variantId, 2]], { couponCustomerId: coupon.id });
    await payNow(context.db, order.id, context.clock.now());
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(500);
    expect(await stockOf(context.db, variantId)).toBe(2);
    await move('Pack', order.id);

    const response = await move('Rejected', order.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'REJECTED', paid: false, pointsAwarded: 0, cancelledAt: context.clock.now().toISOString() });
    expect(await stockOf(context.db, variantId)).toBe(4);
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(0);
    expect(await couponOf(context.db, coupon.id)).toMatchObject({ used: false, usedOrderId: null });
    const [notice] = (await orderNotices(shopper.customer.id, order.id)).slice(-1);
    expect(notice).toMatchObject({ title: 'Buyurtma bekor qilindi', titleRu: 'Заказ отменён' });
    expect(notice!.messageRu).toContain('вернутся на вашу карту');
  });

  it('rejects an unpaid order without touching points, and says nothing of a refund', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sizes: { M: 3 } });
    const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 3]]);
    expect(await stockOf(context.db, product.variants[0]!.id)).toBe(0);

    expect((await move('Rejected', order.id)).json()).toMatchObject({ status: 'REJECTED', paid: false });
    expect(await stockOf(context.db, product.variants[0]!.id)).toBe(3);
    const [notice] = await orderNotices(shopper.customer.id, order.id);
    expect(notice!.messageRu).toBe(`Ваш заказ ${order.orderNumber} отменён.`);
  });
});

describe('GET /api/order/getAllOrders', () => {
  it('pages every customer’s orders newest first and filters by status', async () => {
    const first = await paidOrder();
    context.clock.advance(1000);
    const second = await paidOrder();
    await move('Pack', second.order.id);

    const all = await context.app.inject({ method: 'GET', url: '/api/order/getAllOrders?page=0&size=2', headers: staffHeaders });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ page: 0, size: 2, content: [expect.objectContaining({ id: second.order.id }), expect.objectContaining({ id: first.order.id })] });
    expect(body.totalElements).toBeGreaterThanOrEqual(2);
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 2));

    const packed = await context.app.inject({ method: 'GET', url: '/api/order/getAllOrders?status=PACK&size=100', headers: staffHeaders });
    const statuses = packed.json().content.map((order: { status: string }) => order.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['PACK']));
    expect(packed.json().content.map((order: { id: number }) => order.id)).toContain(second.order.id);

    const bad = await context.app.inject({ method: 'GET', url: '/api/order/getAllOrders?status=LOST&size=500', headers: staffHeaders });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['size', 'status']);
  });
});
