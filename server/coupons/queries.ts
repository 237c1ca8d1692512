import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coupons, customerCoupons, loyaltyTiers } from '../db/schema/loyalty';
import { couponNames } from '../loyalty/tier-names';
import type { CustomerCoupon } from './schemas';

/**
 * The customer's coupons, newest first, each named in both languages (a tier's coupon after its tier); usable ones
 * are neither used nor past their expiry at `now`.
 */
export async function customerCouponList(db: Executor, customerId: number, now: Date): Promise<CustomerCoupon[]> {
  const rows = await db
    .select({
      id: customerCoupons.id,
      coupon: { id: coupons.id, name: coupons.name, nameUZB: coupons.nameUZB, nameRUS: coupons.nameRUS, credit: coupons.credit },
      tier: { name: loyaltyTiers.name, nameUZB: loyaltyTiers.nameUZB, nameRUS: loyaltyTiers.nameRUS },
      expireDate: customerCoupons.expireDate,
      used: customerCoupons.used,
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .leftJoin(loyaltyTiers, eq(loyaltyTiers.id, coupons.loyaltyTierId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(desc(customerCoupons.createdAt), desc(customerCoupons.id));
  return rows.map(({ coupon, tier, ...row }) => {
    const names = couponNames(coupon, tier);
    return {
      ...row,
      coupon: { id: coupon.id, name: coupon.name, nameUZB: names.uz, nameRUS: names.ru, credit: coupon.credit },
      expireDate: row.expireDate.toISOString(),
      usable: !row.used && row.expireDate.getTime() > now.getTime(),
    };
  });
}
