import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema/loyalty';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { insertLoyaltyLadder } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let ladder: Awaited<ReturnType<typeof insertLoyaltyLadder>>;

beforeAll(async () => {
  context = await createTestApp();
  admin = await staffWithRole(context, 'ADMIN');
  manager = await staffWithRole(context, 'MANAGER');
  ladder = await insertLoyaltyLadder(context.db);
});
afterAll(() => context.close());

type Tier = { id: number; name: string; nameUZB: string; nameRUS: string; minPoints: number; couponIds: number[] };
const list = async (headers = manager.headers) => (await context.app.inject({ method: 'GET', url: '/api/loyaltyTier/staff/getAllTiers', headers })).json<Tier[]>();
const edit = (id: number, payload: object, headers: Record<string, string> = admin.headers) => context.app.inject({ method: 'PUT', url: `/api/loyaltyTier/staff/editTier/${id}`, headers, payload });
const bodyOf = (tier: Tier, fields: Record<string, unknown> = {}) => ({ nameUZB: tier.nameUZB, nameRUS: tier.nameRUS, minPoints: tier.minPoints, couponIds: tier.couponIds, ...fields });

describe('loyalty tiers', () => {
  it('lists the ladder in its order with the shop’s words and each tier’s coupons', async () => {
    const tiers = await list();
    expect(tiers.map((tier) => [tier.name, tier.nameUZB, tier.nameRUS, tier.minPoints])).toEqual([
      ['Start', 'Start', 'Старт', 0],
      ['Bronze', 'Bronza', 'Бронза', 1500],
      ['Silver', 'Kumush', 'Серебро', 3000],
      ['Gold', 'Oltin', 'Золото', 6000],
    ]);
    expect(tiers[1]!.couponIds).toEqual([ladder.bronze.id]);
  });

  it('wants a staff token to read, and an ADMIN to edit (a MANAGER 403)', async () => {
    const [, bronze] = await list();
    const customer = await createCustomer(context);
    expect((await context.app.inject({ method: 'GET', url: '/api/loyaltyTier/staff/getAllTiers' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/loyaltyTier/staff/getAllTiers', headers: customer.headers })).statusCode).toBe(403);
    expect((await edit(bronze!.id, bodyOf(bronze!), {})).statusCode).toBe(401);
    expect((await edit(bronze!.id, bodyOf(bronze!), customer.headers)).statusCode).toBe(403);
    const asManager = await edit(bronze!.id, bodyOf(bronze!), manager.headers);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().error.code).toBe('FORBIDDEN');
    expect((await edit(999_999, bodyOf(bronze!))).statusCode).toBe(404);
  });

  it('keeps the thresholds ascending along the ladder, the first at 0', async () => {
    const [start, bronze, silver] = await list();
    for (const [tier, minPoints] of [[bronze!, 3000], [bronze!, 0], [silver!, 7000], [start!, 10]] as const) {
      const response = await edit(tier.id, bodyOf(tier, { minPoints }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['minPoints']);
    }
    expect((await edit(bronze!.id, bodyOf(bronze!, { extra: 1 }))).statusCode).toBe(400);
    const moved = await edit(bronze!.id, bodyOf(bronze!, { minPoints: 2000, nameUZB: ' Bronza+ ', nameRUS: 'Бронза+' }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ minPoints: 2000, nameUZB: 'Bronza+', nameRUS: 'Бронза+' });
    // The storefront's tier list reads the same rows.
    const status = await context.app.inject({ method: 'GET', url: '/api/status/getAllStatus' });
    expect(JSON.stringify(status.json())).toContain('2000');
  });

  it('sets the TIER coupons a tier awards, and refuses other kinds', async () => {
    const [, bronze, silver] = await list();
    const [gift] = await context.db.insert(coupons).values({ name: 'Gift', credit: 5_000, validDays: 5, kind: 'GIFT' }).returning();
    const refused = await edit(bronze!.id, bodyOf(bronze!, { couponIds: [gift!.id] }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['couponIds']);
    expect((await edit(bronze!.id, bodyOf(bronze!, { couponIds: [999_999] }))).statusCode).toBe(404);

    // The Silver coupon moves to Bronze; Bronze's own is no longer awarded by any tier.
    const [silverCoupon] = await context.db.select().from(coupons).where(eq(coupons.id, ladder.silver.id));
    await context.db.update(coupons).set({ kind: 'TIER' }).where(eq(coupons.id, silverCoupon!.id));
    const changed = await edit(bronze!.id, bodyOf(bronze!, { couponIds: [ladder.silver.id] }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().couponIds).toEqual([ladder.silver.id]);
    const after = await list();
    expect(after.find((tier) => tier.id === silver!.id)!.couponIds).toEqual([]);
    const [bronzeCoupon] = await context.db.select().from(coupons).where(eq(coupons.id, ladder.bronze.id));
    expect(bronzeCoupon!.loyaltyTierId).toBeNull();
  });
});
