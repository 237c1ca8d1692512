import { and, eq } from 'drizzle-orm';
import { customerCoupons } from '../../db/schema/loyalty';
import { auditLog } from '../../db/schema/staff';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, TestClock, type TestContext } from '../../../test/server/harness';
import { addOrder, addToCart, createShopper, orderBody } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp({ clock: new TestClock(Date.parse('2026-11-20T09:00:00Z')) });
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

function couponBody(fields: Record<string, unknown> = {}) {
  return {
    kind: 'GIFT', nameUZB: 'Bahor', nameRUS: 'Весна', credit: 20_000, minBasket: 0, validDays: 30,
    validFrom: null, validUntil: null, multiUse: false, customerId: null, ...fields,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  context.app.inject({ method, url, headers: manager.headers, ...(payload ? { payload } : {}) });

const editBody = (fields: Record<string, unknown>) => {
  const { customerId: _ignored, ...rest } = couponBody(fields);
  return { active: true, ...rest };
};

describe('promo codes on the staff coupon routes', () => {
  it('stores the code upper-case with its limits, hands the coupon to nobody, and lists its uses', async () => {
    await createCustomer(context);
    const added = await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'spring-26', maxUses: 100, maxUsesPerCustomer: 2 }));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ code: 'SPRING-26', maxUses: 100, maxUsesPerCustomer: 2, promoUses: 0, granted: 0 });
    expect(await context.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, added.json().id))).toEqual([]);

    const places = await insertRegionTree(context.db);
    const shopper = await createShopper(context, places);
    const variant = (await insertProduct(context.db, { sellPrice: 100_000, sizes: { M: 5 } })).variants[0]!;
    const order = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, variant.id)], { promoCode: 'Spring-26' }));
    expect(order.statusCode).toBe(201);

    const listed = (await call('GET', '/api/coupon/getAllCoupons')).json().find((coupon: { id: number }) => coupon.id === added.json().id);
    expect(listed).toMatchObject({ code: 'SPRING-26', maxUses: 100, promoUses: 1 });
    const deleted = await call('DELETE', `/api/coupon/deleteCoupon/${added.json().id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.fields).toEqual({ id: 'used by an order' });
  });

  it('keeps codes unique whatever their case, and refuses a malformed one or one for a single customer', async () => {
    expect((await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'WINTER' }))).statusCode).toBe(201);
    const taken = await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'winter' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'DUPLICATE', fields: { code: 'already taken' } });

    const malformed = await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'no spaces!' }));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(['code']);
    const customer = await createCustomer(context);
    const forOne = await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'JUST-ONE', customerId: customer.customer.id }));
    expect(forOne.statusCode).toBe(400);
    expect(forOne.json().error.fields).toEqual({ customerId: 'a promo code is for every shopper: leave it null' });
    const zero = await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'ZERO', maxUses: 0 }));
    expect(zero.statusCode).toBe(400);
  });

  it('edits a code and its limits with an audit row, but gives no code to a coupon customers hold', async () => {
    const promo = (await call('POST', '/api/coupon/addCoupon', couponBody({ code: 'AUTUMN' }))).json();
    const edited = await call('PUT', `/api/coupon/editCoupon/${promo.id}`, editBody({ code: 'autumn-2', maxUses: 3, maxUsesPerCustomer: 1 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'AUTUMN-2', maxUses: 3, maxUsesPerCustomer: 1 });
    const audit = await context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, promo.id)));
    expect(audit.map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
    expect(audit[1]!.after).toMatchObject({ code: 'AUTUMN-2', maxUses: 3 });

    await createCustomer(context);
    const given = (await call('POST', '/api/coupon/addCoupon', couponBody())).json();
    expect(given.granted).toBeGreaterThan(0);
    const refused = await call('PUT', `/api/coupon/editCoupon/${given.id}`, editBody({ code: 'LATE-CODE' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ code: 'only a coupon nobody holds can become a promo code' });
  });
});
