import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createCustomer, openTestDatabase } from '../../test/server/harness';
import { TokenService } from '../http/tokens';
import type { DatabaseHandle } from './client';
import { coupons, customerCoupons, loyaltyTiers } from './schema/loyalty';
import { auditLog, users } from './schema/staff';

/*
 * Migration 0017 on a shop that ran before it: the index on customer_coupons.coupon_id is made whatever grants the
 * table holds (a customer holding one coupon twice included), and every coupon a tier awards or once awarded says
 * TIER, so registering shoppers, who now get the coupons for all, are never handed one.
 */

const statements = readFileSync(path.join(__dirname, 'migrations', '0017_coupon_grants_index.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('indexes the grants by coupon despite repeated grants and marks the tier coupons TIER', async () => {
  const { db } = handle;
  await db.execute(sql`drop index customer_coupons_coupon_idx`);
  const [bronze, silver] = await db.insert(loyaltyTiers).values([{ name: 'Bronze', minPoints: 1500 }, { name: 'Silver', minPoints: 3000 }]).returning();
  const [onTier, takenOff, forAll, personal] = await db
    .insert(coupons)
    .values([
      { name: 'Bronze kuponi', credit: 20_000, validDays: 30, loyaltyTierId: bronze!.id },
      { name: 'Kumush kuponi', credit: 50_000, validDays: 45 },
      { name: 'Xush kelibsiz', credit: 10_000, validDays: 30, kind: 'WELCOME' },
      { name: 'Uzr', credit: 10_000, validDays: 30, kind: 'APOLOGY' },
    ])
    .returning();
  const { customer } = await createCustomer({ db, tokens: new TokenService('test-secret-that-is-long-enough-for-hs256') });
  await db.update(coupons).set({ customerId: customer.id }).where(eq(coupons.id, personal!.id));
  const [admin] = await db.insert(users).values({ fullName: 'Admin', phoneNumber: '+998990000017', passwordHash: 'not-used' }).returning();
  // Staff took the Silver coupon off its tier before this change: the tier's audit row is all that remembers it.
  await db.insert(auditLog).values({
    userId: admin!.id,
    action: 'UPDATE',
    entity: 'loyaltyTier',
    entityId: silver!.id,
    before: { id: silver!.id, name: 'Silver', minPoints: 3000, couponIds: [takenOff!.id] },
    after: { id: silver!.id, name: 'Silver', minPoints: 3000, couponIds: [] },
  });
  const twice = { customerId: customer.id, couponId: forAll!.id, expireDate: new Date('2027-01-01T00:00:00Z') };
  await db.insert(customerCoupons).values([twice, twice]);

  for (const statement of statements) await db.execute(sql.raw(statement));

  const kinds = await db.select({ id: coupons.id, kind: coupons.kind }).from(coupons).orderBy(coupons.id);
  expect(kinds).toEqual([
    { id: onTier!.id, kind: 'TIER' },
    { id: takenOff!.id, kind: 'TIER' },
    { id: forAll!.id, kind: 'WELCOME' },
    { id: personal!.id, kind: 'APOLOGY' },
  ]);
  expect(await db.select().from(customerCoupons).where(eq(customerCoupons.couponId, forAll!.id))).toHaveLength(2);
  const indexes = (await db.execute(sql`select indexname from pg_indexes where tablename = 'customer_coupons'`)) as unknown as { rows: Array<{ indexname: string }> };
  expect(indexes.rows.map((row) => row.indexname)).toContain('customer_coupons_coupon_idx');
});
