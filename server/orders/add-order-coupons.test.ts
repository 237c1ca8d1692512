import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { addOrder, addToCart, couponOf, createShopper, giveCoupon, orderBody, stockOf, type Places } from '../../test/server/order-fixtures';
import { orders } from '../db/schema/orders';
import { cartItems } from '../db/schema/shopping';

let context: TestContext;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const DAY = 24 * 60 * 60 * 1000;

async function cartIdsOf(customerId: number) {
  return (await context.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.customerId, customerId))).map((row) => row.id);
}

async function ordersOf(customerId: number) {
  return context.db.select().from(orders).where(eq(orders.customerId, customerId));
}

describe('POST /api/order/addOrder with a coupon', () => {
  const inAMonth = () => new Date(context.clock.now().getTime() + 30 * DAY);

  it('takes the credit off the goods, keeps free delivery decided on the goods before it, and marks the coupon used by the order', async () => {
    const shopper = await createShopper(context, places);
    const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 50_000, expireDate: inAMonth() });
    const product = await insertProduct(context.db, { sellPrice: 400_000, sizes: { M: 5 } });
    const response = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, product.variants[0]!.id)], { couponCustomerId: coupon.id }));

    expect(response.statusCode).toBe(201);
    expect(response.json().total).toBe(350_000);
    const [order] = await ordersOf(shopper.customer.id);
    expect(order).toMatchObject({ goodsTotal: 400_000, couponCredit: 50_000, deliveryCost: 0, total: 350_000, customerCouponId: coupon.id });
    expect(await couponOf(context.db, coupon.id)).toMatchObject({ used: true, usedOrderId: order!.id });
  });

  it('allows goods of exactly 10 000 so’m after the credit and refuses 9 999 with a clear 409', async () => {
    const shopper = await createShopper(context, places);
    const exact = await giveCoupon(context.db, shopper.customer.id, { credit: 20_000, expireDate: inAMonth() });
    const short = await giveCoupon(context.db, shopper.customer.id, { credit: 20_000, expireDate: inAMonth() });
    const atLimit = await insertProduct(context.db, { sellPrice: 30_000, sizes: { M: 5 } });
    const below = await insertProduct(context.db, { sellPrice: 29_999, sizes: { M: 5 } });

    const refused = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, below.variants[0]!.id)], { couponCustomerId: short.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', fields: { couponCustomerId: "needs goods of at least 30000 so'm" } });
    expect(refused.json().error.message).toContain('at least 10000');
    expect(await couponOf(context.db, short.id)).toMatchObject({ used: false, usedOrderId: null });
    expect(await stockOf(context.db, below.variants[0]!.id)).toBe(5);

    const allowed = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, atLimit.variants[0]!.id)], { couponCustomerId: exact.id }));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().total).toBe(10_000 + 28_000);
  });

  it('refuses a used coupon and an expired one with 409, and someone else’s with 403', async () => {
    const shopper = await createShopper(context, places);
    const other = await createShopper(context, places);
    const used = await giveCoupon(context.db, shopper.customer.id, { expireDate: inAMonth(), used: true });
    const expired = await giveCoupon(context.db, shopper.customer.id, { expireDate: context.clock.now() });
    const foreign = await giveCoupon(context.db, other.customer.id, { expireDate: inAMonth() });
    const product = await insertProduct(context.db, { sellPrice: 100_000, sizes: { M: 9 } });
    const line = await addToCart(context.db, shopper.customer.id, product.variants[0]!.id);

    const withUsed = await addOrder(context, shopper.headers, orderBody(shopper, [line], { couponCustomerId: used.id }));
    expect(withUsed.statusCode).toBe(409);
    expect(withUsed.json().error).toMatchObject({ code: 'CONFLICT', message: 'This coupon has already been used' });
    const withExpired = await addOrder(context, shopper.headers, orderBody(shopper, [line], { couponCustomerId: expired.id }));
    expect(withExpired.statusCode).toBe(409);
    expect(withExpired.json().error).toMatchObject({ code: 'CONFLICT', message: 'This coupon has expired' });
    const withForeign = await addOrder(context, shopper.headers, orderBody(shopper, [line], { couponCustomerId: foreign.id }));
    expect(withForeign.statusCode).toBe(403);
    expect(await couponOf(context.db, foreign.id)).toMatchObject({ used: false });
    const withUnknown = await addOrder(context, shopper.headers, orderBody(shopper, [line], { couponCustomerId: 999_999 }));
    expect(withUnknown.statusCode).toBe(404);

    expect(await cartIdsOf(shopper.customer.id)).toEqual([line]);
    expect(await ordersOf(shopper.customer.id)).toHaveLength(0);
  });
});
