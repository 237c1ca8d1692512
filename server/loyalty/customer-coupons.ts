import { asc, desc, eq } from 'drizzle-orm';
import { usableAt, type CouponTerms } from './coupons/checkout-rules';
import type { CustomerCoupon } from './coupons/schemas';
import type { Executor, Transaction } from '../db/client';
import { coupons, customerCoupons, loyaltyTiers } from '../db/schema/loyalty';
import { releasePromoCodeUse } from './promo-codes';
import { couponNames } from './tier-names';

/* The coupons customers hold (customer_coupons): the lists that show them, and the checkout that spends them. */

/** The coupons a customer holds, as the staff's customer screen lists them (customers/directory): unused first, latest expiry first. */
export async function couponsOfCustomer(db: Executor, customerId: number) {
  const rows = await db
    .select({
      id: customerCoupons.id,
      credit: coupons.credit,
      used: customerCoupons.used,
      usedOrderId: customerCoupons.usedOrderId,
      expireDate: customerCoupons.expireDate,
      createdAt: customerCoupons.createdAt,
      coupon: { name: coupons.name, nameUZB: coupons.nameUZB, nameRUS: coupons.nameRUS },
      tier: { name: loyaltyTiers.name, nameUZB: loyaltyTiers.nameUZB, nameRUS: loyaltyTiers.nameRUS },
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .leftJoin(loyaltyTiers, eq(loyaltyTiers.id, coupons.loyaltyTierId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(asc(customerCoupons.used), desc(customerCoupons.expireDate), desc(customerCoupons.id));
  return rows.map(({ coupon, tier, ...row }) => ({
    ...row,
    names: couponNames(coupon, tier),
    expireDate: row.expireDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

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

/** The customer coupon with its credit, locked until the transaction ends so it is spent only once. */
export async function lockCustomerCoupon(tx: Transaction, customerCouponId: number) {
  const [row] = await tx
    .select({
      id: customerCoupons.id,
      customerId: customerCoupons.customerId,
      used: customerCoupons.used,
      expireDate: customerCoupons.expireDate,
      name: coupons.name,
      credit: coupons.credit,
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.id, customerCouponId))
    .for('update', { of: customerCoupons });
  return row;
}

/** The terms of the coupon a customer coupon (grant) is of; read inside the checkout's transaction. */
export async function couponTerms(tx: Executor, customerCouponId: number): Promise<CouponTerms> {
  const [row] = await tx
    .select({
      active: coupons.active,
      multiUse: coupons.multiUse,
      minBasket: coupons.minBasket,
      validFrom: coupons.validFrom,
      validUntil: coupons.validUntil,
    })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.id, customerCouponId));
  // The caller has just locked this grant, so it exists.
  return row!;
}

export async function markCouponUsed(tx: Transaction, customerCouponId: number, orderId: number): Promise<void> {
  await tx.update(customerCoupons).set({ used: true, usedOrderId: orderId }).where(eq(customerCoupons.id, customerCouponId));
}

/** Gives back the coupon an order spent, a held one or a promo code's use (the order was cancelled, rejected or refunded). */
export async function releaseCoupon(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx.update(customerCoupons).set({ used: false, usedOrderId: null }).where(eq(customerCoupons.usedOrderId, orderId));
  await releasePromoCodeUse(tx, orderId, now);
}
