import { eq } from 'drizzle-orm';
import { customerCoupons } from '../../db/schema/loyalty';
import { customers } from '../../db/schema/people';
import { cartItems } from '../../db/schema/shopping';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, TestClock, type TestContext } from '../../../test/server/harness';
import { addOrder, addToCart, createShopper, orderBody, type Places, type Shopper } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

const DAY = 24 * 3600_000;
let context: TestContext;
let clock: TestClock;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let places: Places;
let variantId: number;

beforeAll(async () => {
  clock = new TestClock(Date.parse('2026-11-20T09:00:00Z'));
  context = await createTestApp({ clock });
  manager = await staffWithRole(context, 'MANAGER');
  places = await insertRegionTree(context.db);
  // 100 000 so'm a unit: the goods total is 100 000 times the quantity.
  variantId = (await insertProduct(context.db, { sellPrice: 100_000, sizes: { M: 1000 } })).variants[0]!.id;
});
afterAll(() => context.close());

function couponBody(fields: Record<string, unknown> = {}) {
  return {
    kind: 'GIFT', nameUZB: 'Sovg‘a', nameRUS: 'Подарок', credit: 20_000, minBasket: 0, validDays: 30,
    validFrom: null, validUntil: null, multiUse: false, customerId: null, ...fields,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = manager.headers) =>
  context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addCoupon(fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/coupon/addCoupon', couponBody(fields));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; granted: number; usedOrders: number }>();
}

const grantOf = async (couponId: number, customerId: number) =>
  (await context.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, couponId))).find((row) => row.customerId === customerId);

/** Places an order of `units` units with the shopper's grant of the coupon. */
async function orderWith(shopper: Shopper, grantId: number, units = 1) {
  // A refused order leaves its line in the cart: start each from an empty one.
  await context.db.delete(cartItems).where(eq(cartItems.customerId, shopper.customer.id));
  const line = await addToCart(context.db, shopper.customer.id, variantId, units);
  return addOrder(context, shopper.headers, orderBody(shopper, [line], { couponCustomerId: grantId }));
}

describe('roles and validation', () => {
  it('wants a staff token on every coupon route: none 401, a customer 403', async () => {
    const coupon = await addCoupon({ kind: 'TIER' });
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/coupon/getAllCoupons' },
      { method: 'GET' as const, url: '/api/coupon/enums/couponNames' },
      { method: 'POST' as const, url: '/api/coupon/addCoupon', payload: couponBody() },
      { method: 'PUT' as const, url: `/api/coupon/editCoupon/${coupon.id}`, payload: { ...couponBody(), customerId: undefined, active: true } },
      { method: 'DELETE' as const, url: `/api/coupon/deleteCoupon/${coupon.id}` },
    ];
    for (const request of calls) {
      expect((await context.app.inject(request)).statusCode).toBe(401);
      const asCustomer = await context.app.inject({ ...request, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/coupon/enums/couponNames')).json()).toEqual(['GIFT', 'WELCOME', 'BIRTHDAY', 'TIER', 'APOLOGY']);
  });

  it.each([
    ['an unknown kind', { kind: 'FREE' }, 'kind'],
    ['a credit below 1 000', { credit: 500 }, 'credit'],
    ['a negative minimum basket', { minBasket: -1 }, 'minBasket'],
    ['a window closing before it opens', { validFrom: '2026-12-10T00:00:00.000Z', validUntil: '2026-12-01T00:00:00.000Z' }, 'validUntil'],
    ['a blank name', { nameUZB: '  ' }, 'nameUZB'],
    ['an unknown field', { used: true }, 'used'],
    ['a TIER coupon for one customer', { kind: 'TIER', customerId: 1 }, 'customerId'],
    // Once read as null ("every customer"): a JSON body is taken as typed (server/http/schema-compilers.ts).
    ['customer 0', { customerId: 0 }, 'customerId'],
    ['a credit written as text', { credit: '20000' }, 'credit'],
  ])('refuses %s with 400 naming the field', async (_label, fields, field) => {
    const response = await call('POST', '/api/coupon/addCoupon', couponBody(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('answers 404 for an unknown coupon or customer', async () => {
    expect((await call('POST', '/api/coupon/addCoupon', couponBody({ customerId: 999_999 }))).statusCode).toBe(404);
    expect((await call('PUT', '/api/coupon/editCoupon/999999', { ...couponBody(), customerId: undefined, active: true })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/coupon/deleteCoupon/999999')).statusCode).toBe(404);
  });
});

describe('handing coupons out', () => {
  it('gives a coupon for all to every present customer but the anonymised, one for one customer to that customer only', async () => {
    const present = await createCustomer(context);
    const gone = await createCustomer(context);
    await context.db.update(customers).set({ deletedAt: clock.now() }).where(eq(customers.id, gone.customer.id));
    const forAll = await addCoupon({ validUntil: '2026-12-31T00:00:00.000Z' });
    expect(await grantOf(forAll.id, present.customer.id)).toMatchObject({ used: false, expireDate: new Date('2026-12-31T00:00:00.000Z') });
    expect(await grantOf(forAll.id, gone.customer.id)).toBeUndefined();
    // Customers who come later do not get it.
    const later = await createCustomer(context);
    expect(await grantOf(forAll.id, later.customer.id)).toBeUndefined();

    const forOne = await addCoupon({ kind: 'APOLOGY', customerId: later.customer.id, validDays: 10 });
    expect(forOne.granted).toBe(1);
    expect(await grantOf(forOne.id, later.customer.id)).toMatchObject({ expireDate: new Date(clock.now().getTime() + 10 * DAY) });
    const tier = await addCoupon({ kind: 'TIER' });
    expect(tier.granted).toBe(0);

    const list = (await call('GET', '/api/coupon/getAllCoupons')).json();
    expect(list[0]).toMatchObject({ id: tier.id, kind: 'TIER', customer: null });
    expect(list).toContainEqual(expect.objectContaining({ id: forOne.id, kind: 'APOLOGY', customer: expect.objectContaining({ id: later.customer.id }), granted: 1 }));
  });
});

describe('the checkout enforces the coupon’s rules', () => {
  it('wants the minimum basket, counted before the credit', async () => {
    const shopper = await createShopper(context, places);
    const coupon = await addCoupon({ customerId: shopper.customer.id, minBasket: 200_000 });
    const grant = (await grantOf(coupon.id, shopper.customer.id))!;
    const small = await orderWith(shopper, grant.id, 1);
    expect(small.statusCode).toBe(409);
    expect(small.json().error.fields.couponCustomerId).toMatch(/200000/);
    expect((await orderWith(shopper, grant.id, 2)).statusCode).toBe(201);
  });

  it('takes it only inside its window, and not once switched off', async () => {
    const shopper = await createShopper(context, places);
    const from = new Date(clock.now().getTime() + DAY).toISOString();
    const until = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    const coupon = await addCoupon({ customerId: shopper.customer.id, validFrom: from, validUntil: until, multiUse: true });
    const grant = (await grantOf(coupon.id, shopper.customer.id))!;
    const early = await orderWith(shopper, grant.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.fields.couponCustomerId).toBe('not valid yet');
    const held = await context.app.inject({ method: 'GET', url: `/api/couponCustomer/getCouponsByCustomerId/${shopper.customer.id}`, headers: shopper.headers });
    expect(held.json()[0]).toMatchObject({ id: grant.id, usable: false });

    clock.advance(DAY);
    const edit = (fields: Record<string, unknown>) =>
      call('PUT', `/api/coupon/editCoupon/${coupon.id}`, { ...couponBody({ validFrom: from, validUntil: until, multiUse: true, ...fields }), customerId: undefined });
    expect((await edit({ active: false })).statusCode).toBe(200);
    expect((await orderWith(shopper, grant.id)).json().error.fields.couponCustomerId).toBe('switched off');
    expect((await edit({ active: true })).json()).toMatchObject({ active: true, validUntil: until });
    expect((await orderWith(shopper, grant.id)).statusCode).toBe(201);

    clock.advance(2 * DAY);
    const late = await orderWith(shopper, grant.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields.couponCustomerId).toBe('expired');
  });

  it('lets a multi-use coupon pay several orders and spends a single-use one with the first', async () => {
    const shopper = await createShopper(context, places);
    const multi = await addCoupon({ customerId: shopper.customer.id, multiUse: true });
    const single = await addCoupon({ customerId: shopper.customer.id });
    const multiGrant = (await grantOf(multi.id, shopper.customer.id))!;
    const singleGrant = (await grantOf(single.id, shopper.customer.id))!;
    for (let round = 0; round < 2; round += 1) {
      const placed = await orderWith(shopper, multiGrant.id);
      expect(placed.statusCode).toBe(201);
      expect(placed.json().total).toBe(100_000 - 20_000 + 28_000);
    }
    expect((await orderWith(shopper, singleGrant.id)).statusCode).toBe(201);
    const again = await orderWith(shopper, singleGrant.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.couponCustomerId).toBe('already used');
    const held = (await context.app.inject({ method: 'GET', url: `/api/couponCustomer/getCouponsByCustomerId/${shopper.customer.id}`, headers: shopper.headers })).json();
    expect(held).toContainEqual(expect.objectContaining({ id: multiGrant.id, usable: true }));
    expect(held).toContainEqual(expect.objectContaining({ id: singleGrant.id, usable: false }));
    expect((await call('GET', '/api/coupon/getAllCoupons')).json()).toContainEqual(expect.objectContaining({ id: multi.id, usedOrders: 2 }));
  });

  it('refuses another customer’s grant of a one-customer coupon with 403', async () => {
    const owner = await createShopper(context, places);
    const other = await createShopper(context, places);
    const coupon = await addCoupon({ customerId: owner.customer.id });
    const grant = (await grantOf(coupon.id, owner.customer.id))!;
    expect(await grantOf(coupon.id, other.customer.id)).toBeUndefined();
    expect((await orderWith(other, grant.id)).statusCode).toBe(403);
  });
});

describe('deleting', () => {
  it('deletes an unused coupon with its grants, and refuses a used one with 409', async () => {
    const shopper = await createShopper(context, places);
    const unused = await addCoupon();
    expect(unused.granted).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/coupon/deleteCoupon/${unused.id}`)).statusCode).toBe(204);
    expect(await context.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, unused.id))).toEqual([]);

    const used = await addCoupon({ customerId: shopper.customer.id, multiUse: true });
    await orderWith(shopper, (await grantOf(used.id, shopper.customer.id))!.id);
    const refused = await call('DELETE', `/api/coupon/deleteCoupon/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect((await call('GET', '/api/coupon/getAllCoupons')).json()).toContainEqual(expect.objectContaining({ id: used.id }));
  });
});
