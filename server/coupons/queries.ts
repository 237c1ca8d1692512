import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coupons, customerCoupons, loyaltyTiers } from '../db/schema/loyalty';
import { couponNames } from '../loyalty/tier-names';
import { usableAt } from './checkout-rules';
import type { CustomerCoupon } from './schemas';

/**
 * The customer's coupons, newest first, each named in both languages (a tier's coupon after its tier); usable ones
 * are unused (or multi-use), within their expiry and their coupon's window at `now`, and not switched off.
 */
export async function customerCouponList(db: Executor, customerId: number, now: Date): Promise<CustomerCoupon[]> {
  const rows = await db
    .select({
      id: customerCoupons.id,
      coupon: { id: coupons.id, name: coupons.name, nameUZB: coupons.nameUZB, nameRUS: coupons.nameRUS, credit: coupons.credit },
      tier: { name: loyaltyTiers.name, nameUZB: loyaltyTiers.nameUZB, nameRUS: loyaltyTiers.nameRUS },
      expireDate: customerCoupons.expireDate,
      used: customerCoupons.used,
      terms: { active: coupons.active, multiUse: coupons.multiUse, validFrom: coupons.validFrom, validUntil: coupons.validUntil },
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .leftJoin(loyaltyTiers, eq(loyaltyTiers.id, coupons.loyaltyTierId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(desc(customerCoupons.createdAt), desc(customerCoupons.id));
  return rows.map(({ coupon, tier, terms, ...row }) => {
    const names = couponNames(coupon, tier);
    return {
      ...row,
      coupon: { id: coupon.id, name: coupon.name, nameUZB: names.uz, nameRUS: names.ru, credit: coupon.credit },
      expireDate: row.expireDate.toISOString(),
      usable: usableAt(row, terms, now),
    };
  });
}
