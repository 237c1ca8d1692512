import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, payNow, placedOrder, type Places } from '../../test/server/order-fixtures';
import { orders } from '../db/schema/orders';
import { checkoutUrl } from '../payments/checkout';

let context: TestContext;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

type Headers = Record<string, string>;

function getOrder(headers: Headers, orderId: number) {
  return context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${orderId}`, headers });
}

function payOrder(headers: Headers, orderId: number, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: `/api/order/payOrder/${orderId}`, headers, payload });
}

async function someProduct() {
  return (await insertProduct(context.db, { sizes: { M: 50 } })).variants[0]!.id;
}

describe('GET /api/order/getAllByCustomerId and getOrderById', () => {
  it('lists only the customer’s own orders, newest first', async () => {
    const shopper = await createShopper(context, places);
    const other = await createShopper(context, places);
    const variant = await someProduct();
    const older = await placedOrder(context, shopper, [[variant, 1]]);
    context.clock.advance(60_000);
    const newer = await placedOrder(context, shopper, [[variant, 2]]);
    await placedOrder(context, other, [[variant, 1]]);

    const response = await context.app.inject({ method: 'GET', url: `/api/order/getAllByCustomerId/${shopper.customer.id}`, headers: shopper.headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().map((order: { id: number }) => order.id)).toEqual([newer.id, older.id]);
    expect(response.json()[0]).toMatchObject({ orderNumber: newer.orderNumber, status: 'NEW', paid: false, items: [expect.objectContaining({ quantity: 2 })] });
  });

  it('answers 403 for another customer’s order or list, 401 without a token, 404 for an unknown order', async () => {
    const shopper = await createShopper(context, places);
    const other = await createShopper(context, places);
    const theirs = await placedOrder(context, other, [[await someProduct(), 1]]);

    expect((await getOrder(shopper.headers, theirs.id)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: `/api/order/getAllByCustomerId/${other.customer.id}`, headers: shopper.headers })).statusCode).toBe(403);
    expect((await getOrder({}, theirs.id)).statusCode).toBe(401);
    expect((await getOrder(shopper.headers, 999_999)).statusCode).toBe(404);
    expect((await getOrder(shopper.headers, 0)).statusCode).toBe(400);
  });

  it('shows paid once the provider has confirmed the money', async () => {
    const shopper = await createShopper(context, places);
    const order = await placedOrder(context, shopper, [[await someProduct(), 1]]);
    await payNow(context.db, order.id, context.clock.now());
    const read = await getOrder(shopper.headers, order.id);
    expect(read.json()).toMatchObject({ paid: true, paidAt: context.clock.now().toISOString(), pointsAwarded: 150 });
  });
});

describe('POST /api/order/payOrder', () => {
  it('gives a fresh payment address for an unpaid order and switches the provider', async () => {
    const shopper = await createShopper(context, places);
    const order = await placedOrder(context, shopper, [[await someProduct(), 1]]);

    const response = await payOrder(shopper.headers, order.id, { paymentMethod: 'UZUM', language: 'ru' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      total: order.total,
      paymentUrl: checkoutUrl(context.config, { method: 'UZUM', orderId: order.id, amount: order.total, language: 'ru', returnUrl: 'http://shop.test/my-orders', shopUrl: 'http://shop.test' }),
    });
    const [row] = await context.db.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentMethod).toBe('UZUM');
  });

  it('refuses a paid order, a rejected one and someone else’s', async () => {
    const shopper = await createShopper(context, places);
    const other = await createShopper(context, places);
    const staff = await createStaff(context);
    const variant = await someProduct();
    const paid = await placedOrder(context, shopper, [[variant, 1]]);
    await payNow(context.db, paid.id, context.clock.now());
    const rejected = await placedOrder(context, shopper, [[variant, 1]]);
    await context.app.inject({ method: 'PUT', url: `/api/order/editStatusToRejected/${rejected.id}`, headers: staff.headers });
    const theirs = await placedOrder(context, other, [[variant, 1]]);

    const payingPaid = await payOrder(shopper.headers, paid.id, { paymentMethod: 'PAYME' });
    expect(payingPaid.statusCode).toBe(409);
    expect(payingPaid.json().error.message).toBe(`Order ${paid.orderNumber} is already paid`);
    const payingRejected = await payOrder(shopper.headers, rejected.id, { paymentMethod: 'PAYME' });
    expect(payingRejected.statusCode).toBe(409);
    expect((await payOrder(shopper.headers, theirs.id, { paymentMethod: 'PAYME' })).statusCode).toBe(403);
    const badMethod = await payOrder(shopper.headers, theirs.id, { paymentMethod: 'CASH' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().error.fields).toHaveProperty('paymentMethod');
  });
});
