import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coupons, loyaltyTiers } from '../db/schema/loyalty';
import { qualified } from '../db/sql';
import { tiersInForce, type LoyaltyTier } from './status';
import { tierNames, type Names } from './tier-names';

export interface TierCoupon {
  id: number;
  name: string;
  credit: number;
  validDays: number;
}

export interface LadderTier extends LoyaltyTier {
  /** What shoppers read in each language (tier-names.ts). */
  names: Names;
  /** The coupons reaching this tier awards (none for the bottom tier, nor while the tiers are the defaults). */
  coupons: TierCoupon[];
}

/**
 * The tiers from the database with the coupons each awards, lowest first. While the loyalty_tiers table is
 * empty the default tiers apply (status.ts), and no coupon exists to award.
 */
export async function loadLadder(db: Executor): Promise<LadderTier[]> {
  const rows = await db
    .select({
      tierId: loyaltyTiers.id,
      name: loyaltyTiers.name,
      nameUZB: loyaltyTiers.nameUZB,
      nameRUS: loyaltyTiers.nameRUS,
      minPoints: loyaltyTiers.minPoints,
      coupon: { id: coupons.id, name: coupons.name, credit: coupons.credit, validDays: coupons.validDays },
    })
    .from(loyaltyTiers)
    .leftJoin(coupons, eq(coupons.loyaltyTierId, loyaltyTiers.id))
    .orderBy(asc(loyaltyTiers.minPoints), asc(coupons.id));
  const byTier = new Map<number, LadderTier>();
  for (const row of rows) {
    const tier = byTier.get(row.tierId) ?? { name: row.name, names: tierNames(row), minPoints: row.minPoints, coupons: [] };
    if (row.coupon) tier.coupons.push(row.coupon);
    byTier.set(row.tierId, tier);
  }
  return [...tiersInForce([...byTier.values()], (tier) => ({ ...tier, names: tierNames(tier), coupons: [] }))];
}

/**
 * The tiers a balance climbs past going from `before` to `after` points, lowest first: every tier whose
 * threshold lies in (before, after]. A big payment can pass several at once (0 -> 3200 passes Bronze and
 * Silver); the bottom tier (0 points) is where everyone starts, so it is never "reached".
 */
export function tiersPassed(ladder: readonly LadderTier[], before: number, after: number): LadderTier[] {
  return ladder.filter((tier) => tier.minPoints > 0 && tier.minPoints > before && tier.minPoints <= after);
}

/** The loyalty tiers by threshold, each with the coupon reaching it awards (the first, if several): the home page's list. */
export async function loyaltyStatuses(db: Executor) {
  const rows = await db
    .select({
      id: loyaltyTiers.id,
      name: loyaltyTiers.name,
      minPoints: loyaltyTiers.minPoints,
      coupon: { id: coupons.id, name: coupons.name, credit: coupons.credit, validDays: coupons.validDays },
    })
    .from(loyaltyTiers)
    .leftJoin(
      coupons,
      and(
        eq(coupons.loyaltyTierId, loyaltyTiers.id),
        eq(coupons.id, sql`(select min(c.id) from coupons c where c.loyalty_tier_id = ${qualified(loyaltyTiers.id)})`),
      ),
    )
    .orderBy(asc(loyaltyTiers.minPoints));
  return rows.map(({ coupon, ...tier }) => ({
    ...tier,
    coupon: coupon ? { name: coupon.name, credit: coupon.credit, validDays: coupon.validDays } : null,
  }));
}
