import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { couponOf, createShopper, giveCoupon, payNow, placedOrder, stockOf, type Places } from '../../test/server/order-fixtures';
import { orders } from '../db/schema/orders';
import { notifications } from '../db/schema/notifications';
import { cancelStaleOrders, startStaleOrderSweep } from './sweep';

let context: TestContext;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const TWELVE_HOURS = 12 * 60 * 60 * 1000;

async function orderRow(orderId: number) {
  const [row] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('cancelStaleOrders', () => {
  it('cancels an order unpaid for 12 hours, not a moment before, and returns its stock and coupon', async () => {
    const shopper = await createShopper(context, places);
    const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 20_000, expireDate: new Date(context.clock.now().getTime() + 10 * TWELVE_HOURS) });
    const product = await insertProduct(context.db, { sellPrice: 100_000, sizes: { M: 4 } });
    const variantId = product.variants[0]!.id;
    const placedAt = context.clock.now();
    const unpaid = await placedOrder(context, shopper, [[variantId, 3]], { couponCustomerId: coupon.id });
    const paid = await placedOrder(context, shopper, [[variantId, 1]]);
    await payNow(context.db, paid.id, placedAt);
    expect(await stockOf(context.db, variantId)).toBe(0);

    expect(await cancelStaleOrders(context.db, new Date(placedAt.getTime() + TWELVE_HOURS - 1))).toBe(0);
    expect(await orderRow(unpaid.id)).toMatchObject({ status: 'NEW', cancelledAt: null });
    expect(await stockOf(context.db, variantId)).toBe(0);

    const sweptAt = new Date(placedAt.getTime() + TWELVE_HOURS);
    expect(await cancelStaleOrders(context.db, sweptAt)).toBe(1);

    expect(await orderRow(unpaid.id)).toMatchObject({ status: 'REJECTED', paid: false, cancelledAt: sweptAt });
    expect(await orderRow(paid.id)).toMatchObject({ status: 'NEW', paid: true, cancelledAt: null });
    expect(await stockOf(context.db, variantId)).toBe(3);
    expect(await couponOf(context.db, coupon.id)).toMatchObject({ used: false, usedOrderId: null });
    const notices = await context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.targetId, unpaid.id), eq(notifications.type, 'ORDER')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.messageRu).toBe(`Заказ ${unpaid.orderNumber} отменён, потому что не был оплачен в течение 12 часов.`);

    // A second sweep finds nothing more to do: the stock is not returned twice.
    expect(await cancelStaleOrders(context.db, new Date(sweptAt.getTime() + TWELVE_HOURS))).toBe(0);
    expect(await stockOf(context.db, variantId)).toBe(3);
  });

  it('leaves an expired order unpayable: payOrder answers 409 after 12 hours even before the sweep', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sizes: { M: 4 } });
    const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 1]]);
    context.clock.advance(TWELVE_HOURS);
    const response = await context.app.inject({ method: 'POST', url: `/api/order/payOrder/${order.id}`, headers: shopper.headers, payload: { paymentMethod: 'PAYME' } });
    expect(response.statusCode).toBe(409);
  });
});

describe('startStaleOrderSweep', () => {
  it('sweeps as soon as it starts, and stopping waits for the sweep under way', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sizes: { M: 2 } });
    const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 2]]);
    context.clock.advance(TWELVE_HOURS);
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) };

    const sweep = startStaleOrderSweep({ db: context.db, clock: context.clock, log: log as unknown as FastifyBaseLogger }, 60_000);
    await sweep.stop();

    expect(await orderRow(order.id)).toMatchObject({ status: 'REJECTED' });
    expect(await stockOf(context.db, product.variants[0]!.id)).toBe(2);
    expect(logged).toHaveLength(1);
  });
});
