import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coupons, customerCoupons } from '../db/schema/loyalty';
import type { CustomerCoupon } from './schemas';

/** The customer's coupons, newest first; usable ones are neither used nor past their expiry at `now`. */
export async function customerCouponList(db: Executor, customerId: number, now: Date): Promise<CustomerCoupon[]> {
  const rows = await db
    .select({
      id: customerCoupons.id,
      coupon: { id: coupons.id, name: coupons.name, credit: coupons.credit },
      expireDate: customerCoupons.expireDate,
      used: customerCoupons.used,
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(desc(customerCoupons.createdAt), desc(customerCoupons.id));
  return rows.map((row) => ({
    ...row,
    expireDate: row.expireDate.toISOString(),
    usable: !row.used && row.expireDate.getTime() > now.getTime(),
  }));
}
