import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { customerCoupons } from '../db/schema/loyalty';
import { addPoints, takePoints } from '../customers/service';
import { notify } from '../notifications/notify';
import { loadLadder, tiersPassed } from './ladder';
import { couponAwardedText } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 1 point per whole 1 000 so'm of goods. */
export function pointsFor(goodsTotal: number): number {
  return Math.max(0, Math.floor(goodsTotal / 1000));
}

export interface PointsAwarded {
  before: number;
  after: number;
  /** The customer coupon ids given for the tiers passed. */
  customerCouponIds: number[];
}

/**
 * Adds points to a customer, and for every tier the balance climbs past gives that tier's coupon, with a
 * COUPON notification. A tier's coupon is given once per customer: climbing back after points were taken
 * back (a rejected order) gives nothing new, so paying and rejecting cannot farm coupons. The customer row
 * is updated first, which locks it: two payments of one customer award in turn, never the same tier twice.
 */
export async function awardPoints(tx: Transaction, customerId: number, points: number, now: Date): Promise<PointsAwarded> {
  const after = await addPoints(tx, customerId, points);
  if (after === undefined) throw new Error(`customer ${customerId} not found while awarding points`);
  const before = after - points;
  const passed = tiersPassed(await loadLadder(tx), before, after);
  const offered = passed.flatMap((tier) => tier.coupons.map((coupon) => ({ tier, coupon })));
  if (offered.length === 0) return { before, after, customerCouponIds: [] };

  const alreadyHeld = new Set(
    (
      await tx
        .select({ couponId: customerCoupons.couponId })
        .from(customerCoupons)
        .where(and(eq(customerCoupons.customerId, customerId), inArray(customerCoupons.couponId, offered.map((o) => o.coupon.id))))
    ).map((held) => held.couponId),
  );
  const customerCouponIds: number[] = [];
  for (const { tier, coupon } of offered) {
    if (alreadyHeld.has(coupon.id)) continue;
    const expireDate = new Date(now.getTime() + coupon.validDays * DAY_MS);
    const [given] = await tx
      .insert(customerCoupons)
      .values({ customerId, couponId: coupon.id, expireDate, createdAt: now })
      .returning({ id: customerCoupons.id });
    customerCouponIds.push(given!.id);
    await notify(tx, {
      customerId,
      type: 'COUPON',
      targetId: given!.id,
      text: couponAwardedText(tier.names, coupon.credit, expireDate),
      createdAt: now,
    });
  }
  return { before, after, customerCouponIds };
}

/** Takes back points an order earned; the balance never goes below zero. Coupons already given stay. */
export async function takePointsBack(tx: Transaction, customerId: number, points: number): Promise<void> {
  if (points <= 0) return;
  await takePoints(tx, customerId, points);
}
