import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, payNow, placedOrder, type Places, type Shopper } from '../../test/server/order-fixtures';
import { orderStatusChanges } from '../db/schema/orders';
import { paymentTransactions } from '../db/schema/payments';
import { recordOrderRefunded } from './payment-events';
import { cancelStaleOrders } from './sweep';

/** One order for staff (GET /api/order/staff/getOrder/{id}) and the status history every move writes. */

let context: TestContext;
let places: Places;
let staff: Awaited<ReturnType<typeof createStaff>>;
let shopper: Shopper;
let variantId: number;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
  shopper = await createShopper(context, places, 'samarqand');
  const product = await insertProduct(context.db, { nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье', sellPrice: 450_000, sizes: { M: 100 } });
  variantId = product.variants[0]!.id;
});
afterAll(() => context.close());

const detail = (id: number, headers: Record<string, string> = staff.headers) => context.app.inject({ method: 'GET', url: `/api/order/staff/getOrder/${id}`, headers });
const move = (to: string, id: number, payload?: Record<string, unknown>) =>
  context.app.inject({ method: 'PUT', url: `/api/order/editStatusTo${to}/${id}`, headers: staff.headers, ...(payload ? { payload } : {}) });
const moves = async (orderId: number) =>
  (await context.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId)).orderBy(orderStatusChanges.id)).map(
    ({ fromStatus, toStatus, userId, note }) => ({ fromStatus, toStatus, userId, note }),
  );

describe('GET /api/order/staff/getOrder/{id}', () => {
  it('answers the lines, address, receiver, customer, totals, payments and the history of the moves with who made them', async () => {
    const placedAt = context.clock.now();
    const order = await placedOrder(context, shopper, [[variantId, 2]]);
    await context.db.insert(paymentTransactions).values({
      orderId: order.id, provider: 'PAYME', providerTransactionId: 'pm-1', amountTiyin: order.total * 100, state: 2, performedAt: placedAt, createdAt: placedAt,
    });
    await payNow(context.db, order.id, placedAt);
    context.clock.advance(3_600_000);
    await move('Pack', order.id);
    context.clock.advance(3_600_000);
    await move('Send', order.id, { postTrackingNumber: ' UZ555000111 ' });

    const response = await detail(order.id);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'SEND',
      paid: true,
      postTrackingNumber: 'UZ555000111',
      receiverName: 'Dilnoza Karimova',
      receiverPhoneNumber: '+998901112233',
      goodsTotal: 900_000,
      couponCredit: 0,
      deliveryCost: 0,
      total: 900_000,
      customer: { id: shopper.customer.id, fullName: shopper.customer.fullName, phoneNumber: shopper.customer.phoneNumber },
      address: { region: { id: places.samarqand.id }, postFilial: { id: places.urgutPost.id } },
      items: [expect.objectContaining({ nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье', size: 'M', quantity: 2, unitPrice: 450_000, lineTotal: 900_000 })],
      payments: [{ id: expect.any(Number), provider: 'PAYME', providerTransactionId: 'pm-1', outcome: 'PERFORMED', amount: 900_000, createdAt: placedAt.toISOString(), performedAt: placedAt.toISOString(), cancelledAt: null,
        receipts: [{ type: 'PERFORM', state: 'WAITING', reason: null, url: null, attempts: null, maxAttempts: null, nextAttemptAt: null, updatedAt: null }] }],
    });
    expect(body.items[0].color).toEqual(expect.objectContaining({ nameUZB: expect.any(String) }));
    const who = { id: staff.user.id, fullName: staff.user.fullName };
    expect(body.history.map(({ id: _id, ...change }: { id: number }) => change)).toEqual([
      { fromStatus: null, toStatus: 'NEW', user: null, note: null, createdAt: placedAt.toISOString() },
      { fromStatus: 'NEW', toStatus: 'PACK', user: who, note: null, createdAt: new Date(placedAt.getTime() + 3_600_000).toISOString() },
      { fromStatus: 'PACK', toStatus: 'SEND', user: who, note: 'UZ555000111', createdAt: new Date(placedAt.getTime() + 7_200_000).toISOString() },
    ]);
  });

  it('answers 404 for an unknown order, 400 for a bad id, and only to staff', async () => {
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await detail(999_999)).json().error.code).toBe('NOT_FOUND');
    const bad = await context.app.inject({ method: 'GET', url: '/api/order/staff/getOrder/abc', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
    const order = await placedOrder(context, shopper, [[variantId, 1]]);
    expect((await detail(order.id, {})).statusCode).toBe(401);
    expect((await detail(order.id, shopper.headers)).statusCode).toBe(403);
  });
});

describe('the status history', () => {
  it('has a row for placing the order and for each staff move, REACHED included', async () => {
    const order = await placedOrder(context, shopper, [[variantId, 1]]);
    await payNow(context.db, order.id, context.clock.now());
    await move('Pack', order.id);
    await move('Send', order.id, { postTrackingNumber: 'UZ1' });
    await move('Reached', order.id);
    expect(await moves(order.id)).toEqual([
      { fromStatus: null, toStatus: 'NEW', userId: null, note: null },
      { fromStatus: 'NEW', toStatus: 'PACK', userId: staff.user.id, note: null },
      { fromStatus: 'PACK', toStatus: 'SEND', userId: staff.user.id, note: 'UZ1' },
      { fromStatus: 'SEND', toStatus: 'REACHED', userId: staff.user.id, note: null },
    ]);
  });

  it('writes nothing for a refused move', async () => {
    const order = await placedOrder(context, shopper, [[variantId, 1]]);
    expect((await move('Pack', order.id)).statusCode).toBe(409);
    expect(await moves(order.id)).toHaveLength(1);
  });

  it('records a staff rejection, saying when a paid order was refunded', async () => {
    const unpaid = await placedOrder(context, shopper, [[variantId, 1]]);
    await move('Rejected', unpaid.id);
    expect((await moves(unpaid.id))[1]).toEqual({ fromStatus: 'NEW', toStatus: 'REJECTED', userId: staff.user.id, note: null });

    const paid = await placedOrder(context, shopper, [[variantId, 1]]);
    await payNow(context.db, paid.id, context.clock.now());
    await move('Pack', paid.id);
    await move('Rejected', paid.id);
    expect((await moves(paid.id)).slice(1)).toEqual([
      { fromStatus: 'NEW', toStatus: 'PACK', userId: staff.user.id, note: null },
      { fromStatus: 'PACK', toStatus: 'REJECTED', userId: staff.user.id, note: 'refunded' },
    ]);
  });

  it('records the shop’s own cancellations: unpaid for 12 hours, and money the provider gave back', async () => {
    const stale = await placedOrder(context, shopper, [[variantId, 1]]);
    const refunded = await placedOrder(context, shopper, [[variantId, 1]]);
    await payNow(context.db, refunded.id, context.clock.now());
    context.clock.advance(13 * 3_600_000);
    await cancelStaleOrders(context.db, context.clock.now());
    await context.db.transaction((tx) => recordOrderRefunded(tx, refunded.id, 'payme', context.clock.now()));

    expect((await moves(stale.id))[1]).toEqual({ fromStatus: 'NEW', toStatus: 'REJECTED', userId: null, note: 'unpaid for 12 hours' });
    expect((await moves(refunded.id))[1]).toEqual({ fromStatus: 'NEW', toStatus: 'REJECTED', userId: null, note: 'refunded by the provider' });
    const history = (await detail(stale.id)).json().history;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'NEW', toStatus: 'REJECTED', user: null, note: 'unpaid for 12 hours' });
  });
});
