import { and, eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import {
  couponOf,
  createShopper,
  giveCoupon,
  insertLoyaltyLadder,
  payNow,
  placedOrder,
  pointsOf,
  stockOf,
  type Places,
  type Shopper,
} from '../../test/server/order-fixtures';
import { customerCoupons } from '../db/schema/loyalty';
import { orders } from '../db/schema/orders';
import { notifications } from '../db/schema/notifications';
import { recordOrderRefunded } from './payment-events';

let context: TestContext;
let places: Places;
let ladder: Awaited<ReturnType<typeof insertLoyaltyLadder>>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  ladder = await insertLoyaltyLadder(context.db);
});
afterAll(() => context.close());

const DAY = 24 * 60 * 60 * 1000;

/** An order of goods worth `goods` so'm (one unit), placed by the shopper. */
async function orderWorth(shopper: Shopper, goods: number, stock = 5) {
  const product = await insertProduct(context.db, { sellPrice: goods, sizes: { M: stock } });
  const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 1]]);
  return { ...order, variantId: product.variants[0]!.id };
}

async function couponsOf(customerId: number) {
  return context.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customerId)).orderBy(customerCoupons.id);
}

async function noticesOf(customerId: number, type: 'PAYMENT' | 'COUPON') {
  return context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.type, type)))
    .orderBy(notifications.id);
}

async function statusOf(shopper: Shopper) {
  const response = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${shopper.customer.id}`, headers: shopper.headers });
  return response.json().status.name as string;
}

describe('recordOrderPaid', () => {
  it('marks the order paid, awards 1 point per 1 000 so’m of goods once, and tells the customer', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderWorth(shopper, 1_234_999);
    const paidAt = context.clock.now();

    await payNow(context.db, order.id, paidAt);
    context.clock.advance(60_000);
    await payNow(context.db, order.id, context.clock.now());

    const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paid: true, paidAt, pointsAwarded: 1234 });
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(1234);
    const payments = await noticesOf(shopper.customer.id, 'PAYMENT');
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ targetId: order.id, title: 'To‘lov qabul qilindi', titleRu: 'Оплата получена' });
    expect(payments[0]!.messageRu).toContain(`${order.orderNumber}`);
    expect(payments[0]!.messageRu).toContain('1 234 999 сум');
  });

  it('moves the customer up to Bronze at 1500 points and gives the Bronze coupon once, with a COUPON notification', async () => {
    const shopper = await createShopper(context, places);
    const first = await orderWorth(shopper, 1_499_999);
    await payNow(context.db, first.id, context.clock.now());
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(1499);
    expect(await statusOf(shopper)).toBe('Start');
    expect(await couponsOf(shopper.customer.id)).toHaveLength(0);

    const second = await orderWorth(shopper, 1_000);
    await payNow(context.db, second.id, context.clock.now());

    expect(await pointsOf(context.db, shopper.customer.id)).toBe(1500);
    expect(await statusOf(shopper)).toBe('Bronze');
    const held = await couponsOf(shopper.customer.id);
    expect(held).toEqual([
      expect.objectContaining({ couponId: ladder.bronze.id, used: false, expireDate: new Date(context.clock.now().getTime() + 30 * DAY) }),
    ]);
    const [notice] = await noticesOf(shopper.customer.id, 'COUPON');
    expect(notice).toMatchObject({ targetId: held[0]!.id, title: 'Yangi kupon', titleRu: 'Новый купон' });
    // Each language names the tier in its own words, never the English key.
    expect(notice!.message).toContain('siz «Bronza» darajasiga yetdingiz');
    expect(notice!.messageRu).toContain('вы достигли статуса «Бронза»');
    expect(notice!.messageRu).toContain('20 000 сум');
    expect(`${notice!.message} ${notice!.messageRu}`).not.toMatch(/Bronze/);
  });

  it('gives every passed tier’s coupon when one payment skips a tier (0 -> 3200 points)', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderWorth(shopper, 3_200_000);
    await payNow(context.db, order.id, context.clock.now());

    expect(await pointsOf(context.db, shopper.customer.id)).toBe(3200);
    expect(await statusOf(shopper)).toBe('Silver');
    expect((await couponsOf(shopper.customer.id)).map((held) => held.couponId)).toEqual([ladder.bronze.id, ladder.silver.id]);
    expect(await noticesOf(shopper.customer.id, 'COUPON')).toHaveLength(2);
  });

  it('refuses to pay an order that was cancelled meanwhile, changing nothing', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderWorth(shopper, 100_000);
    await context.db.update(orders).set({ status: 'REJECTED', cancelledAt: context.clock.now() }).where(eq(orders.id, order.id));

    await expect(payNow(context.db, order.id, context.clock.now())).rejects.toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paid: false, pointsAwarded: 0 });
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(0);
    await expect(payNow(context.db, 999_999, context.clock.now())).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('recordOrderRefunded', () => {
  it('rejects the order, returns its stock and coupon, takes the points back; a second call changes nothing', async () => {
    const shopper = await createShopper(context, places);
    const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 20_000, expireDate: new Date(context.clock.now().getTime() + DAY) });
    const product = await insertProduct(context.db, { sellPrice: 600_000, sizes: { M: 3 } });
    const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 2]], { couponCustomerId: coupon.id });
    await payNow(context.db, order.id, context.clock.now());
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(1200);

    for (let call = 0; call < 2; call++) {
      await context.db.transaction((tx) => recordOrderRefunded(tx, order.id, 'payme', context.clock.now()));
      const [row] = await context.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: 'REJECTED', paid: false, pointsAwarded: 0, cancelledAt: context.clock.now() });
      expect(await stockOf(context.db, product.variants[0]!.id)).toBe(3);
      expect(await pointsOf(context.db, shopper.customer.id)).toBe(0);
      expect(await couponOf(context.db, coupon.id)).toMatchObject({ used: false });
    }
    const payments = await noticesOf(shopper.customer.id, 'PAYMENT');
    expect(payments.map((notice) => notice.titleRu)).toEqual(['Оплата получена', 'Оплата возвращена']);
  });

  it('does not give a tier’s coupon twice when points taken back are earned again', async () => {
    const shopper = await createShopper(context, places);
    const first = await orderWorth(shopper, 1_500_000);
    await payNow(context.db, first.id, context.clock.now());
    await context.db.transaction((tx) => recordOrderRefunded(tx, first.id, 'payme', context.clock.now()));
    expect(await pointsOf(context.db, shopper.customer.id)).toBe(0);
    expect(await statusOf(shopper)).toBe('Start');

    const second = await orderWorth(shopper, 1_500_000);
    await payNow(context.db, second.id, context.clock.now());

    expect(await statusOf(shopper)).toBe('Bronze');
    expect((await couponsOf(shopper.customer.id)).map((held) => held.couponId)).toEqual([ladder.bronze.id]);
  });
});
