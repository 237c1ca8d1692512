import { hash } from '@node-rs/argon2';
import type { Executor } from '../client';
import { coupons, loyaltyTiers } from '../schema/loyalty';
import { customers } from '../schema/people';
import { users } from '../schema/staff';
import { addresses } from '../schema/places';
import { cartItems } from '../schema/shopping';
import { likedItems } from '../schema/favourites';
import { DEMO_CUSTOMER, DEMO_STAFF } from './demo-accounts';
import type { PlacesResult } from './places';
import { TASHKENT_CITY } from './places-data';
import type { ProductDigest } from './products';
import type { SeededRandom } from './random';

/** Status thresholds (docs/api.md, "Loyalty, coupons, reviews, notifications") and the coupon each step up awards. */
const TIERS = [
  { name: 'Start', minPoints: 0, coupon: undefined },
  { name: 'Bronze', minPoints: 1500, coupon: { credit: 20_000, validDays: 30 } },
  { name: 'Silver', minPoints: 3000, coupon: { credit: 50_000, validDays: 45 } },
  { name: 'Gold', minPoints: 6000, coupon: { credit: 100_000, validDays: 60 } },
] as const;

/** The coupon each tier awards, with the coupon id insertLoyalty gives it. */
export const TIER_COUPONS = TIERS.flatMap((tier) => (tier.coupon ? [{ minPoints: tier.minPoints, validDays: tier.coupon.validDays }] : [])).map(
  (tier, i) => ({ ...tier, couponId: i + 1 }),
);

export async function insertLoyalty(db: Executor): Promise<{ loyaltyTiers: number; coupons: number }> {
  await db.insert(loyaltyTiers).values(TIERS.map((tier, i) => ({ id: i + 1, name: tier.name, minPoints: tier.minPoints })));
  const couponRows = TIERS.flatMap((tier, i) =>
    tier.coupon ? [{ name: `${tier.name} kuponi`, credit: tier.coupon.credit, validDays: tier.coupon.validDays, loyaltyTierId: i + 1 }] : [],
  ).map((row, i) => ({ id: i + 1, ...row }));
  await db.insert(coupons).values(couponRows);
  return { loyaltyTiers: TIERS.length, coupons: couponRows.length };
}

/** The demo customer (with two addresses, a cart and favourites) and a staff member. */
export async function insertDemoAccounts(db: Executor, places: PlacesResult, digests: ProductDigest[], random: SeededRandom): Promise<{ customers: number; users: number }> {
  const [customerHash, staffHash] = await Promise.all([hash(DEMO_CUSTOMER.password), hash(DEMO_STAFF.password)]);
  await db.insert(users).values({ id: 1, fullName: DEMO_STAFF.fullName, phoneNumber: DEMO_STAFF.phoneNumber, passwordHash: staffHash, role: DEMO_STAFF.role });
  await db.insert(customers).values({
    id: 1,
    fullName: DEMO_CUSTOMER.fullName,
    phoneNumber: DEMO_CUSTOMER.phoneNumber,
    birthDate: DEMO_CUSTOMER.birthDate,
    gender: DEMO_CUSTOMER.gender,
    passwordHash: customerHash,
  });

  const tashkent = places.find(TASHKENT_CITY, 'Yunusobod tumani');
  const samarkand = places.find('Samarqand viloyati', 'Samarqand shahri');
  await db.insert(addresses).values([
    { id: 1, customerId: 1, regionId: tashkent.regionId, subRegionId: tashkent.subRegionId, street: 'Amir Temur ko‘chasi', houseNumber: '107B' },
    { id: 2, customerId: 1, regionId: samarkand.regionId, subRegionId: samarkand.subRegionId, postFilialId: samarkand.postFilialId },
  ]);

  const buyable = digests.filter((digest) => digest.active && digest.inStockVariantIds.length > 0);
  const inCart = random.sample(buyable, 2);
  if (inCart.length > 0) {
    await db.insert(cartItems).values(
      inCart.map((digest, i) => ({ id: i + 1, customerId: 1, productSizeVariantId: random.pick(digest.inStockVariantIds), quantity: 1 })),
    );
  }
  const liked = random.sample(digests.filter((digest) => digest.active), 3);
  if (liked.length > 0) {
    await db.insert(likedItems).values(liked.map((digest, i) => ({ id: i + 1, customerId: 1, productId: digest.id })));
  }
  return { customers: 1, users: 1 };
}
