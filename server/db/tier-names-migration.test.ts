import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { createCustomer, openTestDatabase } from '../../test/server/harness';
import type { DatabaseHandle } from './client';
import { TokenService } from '../http/tokens';
import { coupons, loyaltyTiers } from './schema/loyalty';
import { notifications } from './schema/notifications';

/*
 * Migration 0006 on a shop that ran before it: the tiers and their coupons get names in both languages, and the
 * COUPON notifications already sent name the tier in each language instead of the English key.
 */

const MIGRATION = path.join(__dirname, 'migrations', '0006_tier_and_coupon_names_per_language.sql');
/** The migration's data statements (those after the columns it adds). */
const dataStatements = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.startsWith('UPDATE'));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('names the known tiers and their coupons in both languages and rewrites the coupon notifications already sent', async () => {
  const { db } = handle;
  const [bronze, vip] = await db.insert(loyaltyTiers).values([{ name: 'Bronze', minPoints: 1500 }, { name: 'VIP', minPoints: 9000 }]).returning();
  const [bronzeCoupon, vipCoupon, byHand] = await db
    .insert(coupons)
    .values([
      { name: 'Bronze kuponi', credit: 20_000, validDays: 30, loyaltyTierId: bronze!.id },
      { name: 'VIP kuponi', credit: 90_000, validDays: 30, loyaltyTierId: vip!.id },
      { name: 'Xush kelibsiz', credit: 10_000, validDays: 30 },
    ])
    .returning();
  const { customer } = await createCustomer({ db, tokens: new TokenService('test-secret-that-is-long-enough-for-hs256') });
  const message = 'Tabriklaymiz, siz Bronze darajasiga yetdingiz! Sizga 20 000 so‘mlik kupon berildi, u 01.01.2027 gacha amal qiladi.';
  const messageRu = 'Поздравляем, вы достигли статуса Bronze! Вам начислен купон на 20 000 сум, он действует до 01.01.2027.';
  const [notice] = await db
    .insert(notifications)
    .values({ customerId: customer.id, type: 'COUPON', title: 'Yangi kupon', message, titleRu: 'Новый купон', messageRu })
    .returning();

  for (const statement of dataStatements) await db.execute(sql.raw(statement));

  expect(await db.select({ uz: loyaltyTiers.nameUZB, ru: loyaltyTiers.nameRUS }).from(loyaltyTiers).orderBy(asc(loyaltyTiers.minPoints))).toEqual([
    { uz: 'Bronza', ru: 'Бронза' },
    { uz: null, ru: null },
  ]);
  const couponNames = async (id: number) => (await db.select({ uz: coupons.nameUZB, ru: coupons.nameRUS }).from(coupons).where(eq(coupons.id, id)))[0];
  expect(await couponNames(bronzeCoupon!.id)).toEqual({ uz: 'Bronza kuponi', ru: 'Купон «Бронза»' });
  expect(await couponNames(vipCoupon!.id)).toEqual({ uz: null, ru: null });
  expect(await couponNames(byHand!.id)).toEqual({ uz: null, ru: null });
  const [rewritten] = await db.select().from(notifications).where(eq(notifications.id, notice!.id));
  expect(rewritten!.message).toBe(message.replace('siz Bronze darajasiga', 'siz «Bronza» darajasiga'));
  expect(rewritten!.messageRu).toBe(messageRu.replace('статуса Bronze!', 'статуса «Бронза»!'));
});
