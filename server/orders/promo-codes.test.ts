import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, TestClock, type TestContext } from '../../test/server/harness';
import { addOrder, addToCart, createShopper, giveCoupon, orderBody, stockOf, type Places, type Shopper } from '../../test/server/order-fixtures';
import { coupons } from '../db/schema/loyalty';
import { orders } from '../db/schema/orders';
import { promoCodeUses } from '../db/schema/promo-codes';
import { cartItems } from '../db/schema/shopping';
import { cancelStaleOrders } from './sweep';

const DAY = 24 * 3600_000;
let context: TestContext;
let places: Places;
let variantId: number;
let codeCounter = 0;

beforeAll(async () => {
  context = await createTestApp({ clock: new TestClock(Date.parse('2026-11-20T09:00:00Z')) });
  places = await insertRegionTree(context.db);
  // 100 000 so'm a unit, plenty of stock: only the promo code's limits can refuse an order.
  variantId = (await insertProduct(context.db, { sellPrice: 100_000, sizes: { M: 1000 } })).variants[0]!.id;
});
afterAll(() => context.close());

/** A promo code coupon as the staff store it (upper-case code); a fresh code each call. */
async function insertPromo(fields: Partial<typeof coupons.$inferInsert> = {}) {
  codeCounter += 1;
  const [coupon] = await context.db
    .insert(coupons)
    .values({ name: 'Promo', credit: 30_000, validDays: 30, code: `SPRING-${codeCounter}`, ...fields })
    .returning();
  return coupon!;
}

/** The shopper's cart, emptied, then one line of `units` units: a refused order leaves its line behind. */
async function freshLine(shopper: Shopper, units = 1): Promise<number> {
  await context.db.delete(cartItems).where(eq(cartItems.customerId, shopper.customer.id));
  return addToCart(context.db, shopper.customer.id, variantId, units);
}

const check = (shopper: Shopper, code: string, cartItemIds: number[]) =>
  context.app.inject({ method: 'POST', url: '/api/order/checkPromoCode', headers: shopper.headers, payload: { customerId: shopper.customer.id, code, cartItemIds } });

const usesOf = (couponId: number) => context.db.select().from(promoCodeUses).where(eq(promoCodeUses.couponId, couponId));

describe('POST /api/order/checkPromoCode', () => {
  it('answers the credit and the totals, case-insensitively, counting nothing and leaving the cart as it was', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo();
    const line = await freshLine(shopper, 2);

    const response = await check(shopper, `  ${promo.code!.toLowerCase()} `, [line]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: promo.code, goodsTotal: 200_000, couponCredit: 30_000, deliveryCost: 28_000, total: 198_000 });
    expect(await usesOf(promo.id)).toEqual([]);
    expect(await context.db.select().from(cartItems).where(eq(cartItems.id, line))).toHaveLength(1);
  });

  it('refuses with a reason in fields.promoCode: unknown, switched off, not yet valid, expired, minimum sum, used up, used by you', async () => {
    const shopper = await createShopper(context, places);
    const other = await createShopper(context, places);
    const now = context.clock.now().getTime();
    const off = await insertPromo({ active: false });
    const early = await insertPromo({ validFrom: new Date(now + DAY) });
    const late = await insertPromo({ validUntil: new Date(now) });
    const big = await insertPromo({ minBasket: 150_000 });
    const usedUp = await insertPromo({ maxUses: 1 });
    const mine = await insertPromo({ maxUsesPerCustomer: 1 });
    expect((await addOrder(context, other.headers, orderBody(other, [await freshLine(other)], { promoCode: usedUp.code }))).statusCode).toBe(201);
    expect((await addOrder(context, shopper.headers, orderBody(shopper, [await freshLine(shopper)], { promoCode: mine.code }))).statusCode).toBe(201);
    const line = await freshLine(shopper);

    const refusals: Array<[string, number, string]> = [
      ['NO-SUCH-CODE', 404, 'unknown code'],
      [off.code!, 409, 'switched off'],
      [early.code!, 409, 'not valid yet'],
      [late.code!, 409, 'expired'],
      [big.code!, 409, "needs goods of at least 150000 so'm"],
      [usedUp.code!, 409, 'used up'],
      [mine.code!, 409, 'already used by you'],
    ];
    for (const [code, status, reason] of refusals) {
      const response = await check(shopper, code, [line]);
      expect({ code, status: response.statusCode, fields: response.json().error.fields }).toEqual({ code, status, fields: { promoCode: reason } });
    }
  });

  it('refuses a credit that would leave the goods under 10 000 so’m, as a held coupon’s', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo({ credit: 95_000 });
    const response = await check(shopper, promo.code!, [await freshLine(shopper)]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ promoCode: "needs goods of at least 105000 so'm" });
  });
});

describe('POST /api/order/addOrder with promoCode', () => {
  it('takes the credit off the order and counts one use of the code', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo({ maxUses: 5 });
    const response = await addOrder(context, shopper.headers, orderBody(shopper, [await freshLine(shopper)], { promoCode: promo.code!.toLowerCase() }));

    expect(response.statusCode).toBe(201);
    const [order] = await context.db.select().from(orders).where(eq(orders.id, response.json().id));
    expect(order).toMatchObject({ goodsTotal: 100_000, couponCredit: 30_000, deliveryCost: 28_000, total: 98_000, customerCouponId: null });
    expect(await usesOf(promo.id)).toEqual([expect.objectContaining({ customerId: shopper.customer.id, orderId: order!.id, releasedAt: null })]);
  });

  it('refuses a promo code with a held coupon (one coupon per order) and writes nothing', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo();
    const held = await giveCoupon(context.db, shopper.customer.id, { expireDate: new Date(context.clock.now().getTime() + 30 * DAY) });
    const response = await addOrder(context, shopper.headers, orderBody(shopper, [await freshLine(shopper)], { promoCode: promo.code, couponCustomerId: held.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ promoCode: 'not with couponCustomerId' });
    expect(await usesOf(promo.id)).toEqual([]);
  });

  it('leaves nothing written for a refused code: the cart line stays and the stock is untouched', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo({ minBasket: 500_000 });
    const stock = await stockOf(context.db, variantId);
    const line = await freshLine(shopper);
    const response = await addOrder(context, shopper.headers, orderBody(shopper, [line], { promoCode: promo.code }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', fields: { promoCode: "needs goods of at least 500000 so'm" } });
    expect(await context.db.select().from(cartItems).where(eq(cartItems.id, line))).toHaveLength(1);
    expect(await stockOf(context.db, variantId)).toBe(stock);
    expect(await context.db.select().from(orders).where(eq(orders.customerId, shopper.customer.id))).toEqual([]);
  });

  it('gives the use back when the unpaid order is cancelled, so the shopper may use the code again', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo({ maxUses: 1 });
    expect((await addOrder(context, shopper.headers, orderBody(shopper, [await freshLine(shopper)], { promoCode: promo.code }))).statusCode).toBe(201);
    expect((await check(shopper, promo.code!, [await freshLine(shopper)])).json().error.fields).toEqual({ promoCode: 'used up' });

    context.clock.advance(13 * 3600_000);
    await cancelStaleOrders(context.db, context.clock.now());
    expect((await usesOf(promo.id)).map((use) => use.releasedAt)).toEqual([context.clock.now()]);
    expect((await addOrder(context, shopper.headers, orderBody(shopper, [await freshLine(shopper)], { promoCode: promo.code }))).statusCode).toBe(201);
    expect((await usesOf(promo.id)).filter((use) => use.releasedAt === null)).toHaveLength(1);
  });
});

// On PGlite (one connection) the orders take turns; with DATABASE_URL they race on PostgreSQL, where only the coupon
// row's lock, taken before the uses are counted, keeps the last use from being counted twice.
describe('promo code limits under a race', () => {
  it('gives the last use of a code to exactly one of eight shoppers ordering at once; the others get 409 used up', async () => {
    const promo = await insertPromo({ maxUses: 1 });
    const shoppers: Array<{ shopper: Shopper; line: number }> = [];
    for (let i = 0; i < 8; i++) {
      const shopper = await createShopper(context, places);
      shoppers.push({ shopper, line: await freshLine(shopper) });
    }

    const answers = await Promise.all(shoppers.map(({ shopper, line }) => addOrder(context, shopper.headers, orderBody(shopper, [line], { promoCode: promo.code }))));

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().error.code, answer.json().error.fields])).toEqual(
      Array.from({ length: 7 }, () => [409, 'CONFLICT', { promoCode: 'used up' }]),
    );
    expect(await usesOf(promo.id)).toHaveLength(1);
    const credited = await context.db.select().from(orders).where(eq(orders.couponCredit, promo.credit));
    expect(credited.filter((order) => shoppers.some(({ shopper }) => shopper.customer.id === order.customerId))).toHaveLength(1);
  });

  it('gives one shopper placing four orders at once with a per-customer limit of 1 exactly one credited order', async () => {
    const shopper = await createShopper(context, places);
    const promo = await insertPromo({ maxUsesPerCustomer: 1 });
    // A cart holds one line per size: four sizes, an order of each.
    const sizes = (await insertProduct(context.db, { sellPrice: 100_000, sizes: { S: 10, M: 10, L: 10, XL: 10 } })).variants;
    const lines: number[] = [];
    for (const size of sizes) lines.push(await addToCart(context.db, shopper.customer.id, size.id, 1));

    const answers = await Promise.all(lines.map((line) => addOrder(context, shopper.headers, orderBody(shopper, [line], { promoCode: promo.code }))));

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().error.fields).toEqual({ promoCode: 'already used by you' });
    expect(await usesOf(promo.id)).toHaveLength(1);
    expect(await context.db.select().from(orders).where(eq(orders.customerId, shopper.customer.id))).toHaveLength(1);
  });
});
