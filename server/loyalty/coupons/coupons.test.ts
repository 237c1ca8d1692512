import { createCustomer, createTestApp, TestClock, type TestContext } from '../../../test/server/harness';
import { coupons, customerCoupons, loyaltyTiers } from '../../db/schema/loyalty';

const DAY = 24 * 3600_000;
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ clock: new TestClock(Date.parse('2026-11-20T09:00:00Z')) });
});
afterAll(() => context.close());

async function insertCoupon(name: string, credit: number) {
  const [coupon] = await context.db.insert(coupons).values({ name, credit, validDays: 30 }).returning();
  return coupon!;
}

async function giveCoupon(fields: { customerId: number; couponId: number; expireDate: string; used?: boolean; createdAt: string }) {
  const [given] = await context.db
    .insert(customerCoupons)
    .values({ ...fields, expireDate: new Date(fields.expireDate), createdAt: new Date(fields.createdAt) })
    .returning();
  return given!;
}

function list(customerId: number, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url: `/api/couponCustomer/getCouponsByCustomerId/${customerId}`, headers });
}

describe('GET /api/couponCustomer/getCouponsByCustomerId', () => {
  it('lists coupons newest first, usable only when neither used nor expired at the clock', async () => {
    const shopper = await createCustomer(context);
    const bronze = await insertCoupon('Bronza kupon', 20_000);
    const silver = await insertCoupon('Kumush kupon', 50_000);
    const id = shopper.customer.id;
    const expired = await giveCoupon({ customerId: id, couponId: bronze.id, expireDate: '2026-11-19T09:00:00Z', createdAt: '2026-10-01T00:00:00Z' });
    const used = await giveCoupon({ customerId: id, couponId: silver.id, expireDate: '2026-12-30T00:00:00Z', used: true, createdAt: '2026-10-15T00:00:00Z' });
    const fresh = await giveCoupon({ customerId: id, couponId: silver.id, expireDate: '2026-11-21T09:00:00Z', createdAt: '2026-11-01T00:00:00Z' });

    const response = await list(id, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: fresh.id, coupon: { id: silver.id, name: 'Kumush kupon', nameUZB: 'Kumush kupon', nameRUS: 'Kumush kupon', credit: 50_000 }, expireDate: '2026-11-21T09:00:00.000Z', used: false, usable: true },
      { id: used.id, coupon: { id: silver.id, name: 'Kumush kupon', nameUZB: 'Kumush kupon', nameRUS: 'Kumush kupon', credit: 50_000 }, expireDate: '2026-12-30T00:00:00.000Z', used: true, usable: false },
      { id: expired.id, coupon: { id: bronze.id, name: 'Bronza kupon', nameUZB: 'Bronza kupon', nameRUS: 'Bronza kupon', credit: 20_000 }, expireDate: '2026-11-19T09:00:00.000Z', used: false, usable: false },
    ]);

    // A day on it is the fresh coupon's expiry moment: from then on it no longer counts.
    context.clock.advance(DAY);
    const later = await list(id, shopper.headers);
    expect(later.json().map((coupon: { usable: boolean }) => coupon.usable)).toEqual([false, false, false]);
  });

  it('gives an empty list to a customer without coupons, and nothing to anyone else', async () => {
    const shopper = await createCustomer(context);
    const other = await createCustomer(context);
    const coupon = await insertCoupon('Kupon', 10_000);
    await giveCoupon({ customerId: other.customer.id, couponId: coupon.id, expireDate: '2027-01-01T00:00:00Z', createdAt: '2026-11-01T00:00:00Z' });

    expect((await list(shopper.customer.id, shopper.headers)).json()).toEqual([]);
    expect((await list(other.customer.id)).statusCode).toBe(401);
    const foreign = await list(other.customer.id, shopper.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
  });

  it('names each coupon in both languages: a tier’s coupon after its tier, stored names first', async () => {
    const shopper = await createCustomer(context);
    const [bronze, named] = await context.db
      .insert(loyaltyTiers)
      .values([
        { name: 'Bronze', minPoints: 1500 },
        { name: 'Platinum', nameUZB: 'Platina', nameRUS: 'Платина', minPoints: 9000 },
      ])
      .returning();
    const [fromKey, fromTier, fromCoupon] = await context.db
      .insert(coupons)
      .values([
        { name: 'Bronze kuponi', credit: 20_000, validDays: 30, loyaltyTierId: bronze!.id },
        { name: 'Platinum kuponi', credit: 150_000, validDays: 60, loyaltyTierId: named!.id },
        { name: 'Bahor', nameUZB: 'Bahor kuponi', nameRUS: 'Весенний купон', credit: 15_000, validDays: 10, loyaltyTierId: bronze!.id },
      ])
      .returning();
    for (const [index, coupon] of [fromKey, fromTier, fromCoupon].entries()) {
      await giveCoupon({ customerId: shopper.customer.id, couponId: coupon!.id, expireDate: '2027-01-01T00:00:00Z', createdAt: `2026-11-0${3 - index}T00:00:00Z` });
    }

    const names = (await list(shopper.customer.id, shopper.headers)).json().map((held: { coupon: object }) => held.coupon);
    expect(names).toEqual([
      { id: fromKey!.id, name: 'Bronze kuponi', nameUZB: 'Bronza kuponi', nameRUS: 'Купон «Бронза»', credit: 20_000 },
      { id: fromTier!.id, name: 'Platinum kuponi', nameUZB: 'Platina kuponi', nameRUS: 'Купон «Платина»', credit: 150_000 },
      { id: fromCoupon!.id, name: 'Bahor', nameUZB: 'Bahor kuponi', nameRUS: 'Весенний купон', credit: 15_000 },
    ]);
  });
});
