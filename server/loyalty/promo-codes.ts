import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { assertCouponTerms } from './coupons/checkout-rules';
import type { Executor, Transaction } from '../db/client';
import { coupons } from '../db/schema/loyalty';
import { promoCodeUses } from '../db/schema/promo-codes';
import { AppError, conflict } from '../errors';

/*
 * Promo codes: a coupon with a `code` that a shopper types at checkout instead of holding a grant of it. Its uses are
 * rows of promo_code_uses, one per credited order; the coupon's max_uses and max_uses_per_customer bound the rows
 * not given back. The checkout locks the coupon's row before it counts, so orders naming one code take turns and
 * the last use is counted once however many shoppers reach for it at the same moment.
 */

/** How codes are stored and compared: trimmed, upper-case (shoppers may type `spring-10`). */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What a promo code would take off, and the coupon to record the use against. */
export interface PromoCodeCredit {
  couponId: number;
  code: string;
  credit: number;
}

const promoColumns = {
  id: coupons.id,
  code: coupons.code,
  credit: coupons.credit,
  active: coupons.active,
  multiUse: coupons.multiUse,
  minBasket: coupons.minBasket,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  maxUses: coupons.maxUses,
  maxUsesPerCustomer: coupons.maxUsesPerCustomer,
};

/** Uses not given back: all of the coupon's, and the customer's own. */
async function usesOf(db: Executor, couponId: number, customerId: number): Promise<{ all: number; byCustomer: number }> {
  const [row] = await db
    .select({ all: count(), byCustomer: sql<number>`count(*) filter (where ${promoCodeUses.customerId} = ${customerId})::int` })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.couponId, couponId), isNull(promoCodeUses.releasedAt)));
  return { all: Number(row?.all ?? 0), byCustomer: Number(row?.byCustomer ?? 0) };
}

/**
 * The credit of the code for this customer and goods, or the refusal the checkout gives: 404 for a code no coupon
 * has, 409 CONFLICT with `fields.promoCode` for one switched off, not valid yet, expired, short of its minimum basket,
 * used up, or used up by this customer. `lock` (the order's transaction) holds the coupon's row until the
 * transaction ends, so the counts read after it include every order placed with the code before.
 */
export async function promoCodeCredit(
  db: Executor,
  request: { customerId: number; code: string; goodsTotal: number; now: Date; lock: boolean },
): Promise<PromoCodeCredit> {
  const code = normalisePromoCode(request.code);
  const query = db.select(promoColumns).from(coupons).where(eq(coupons.code, code));
  const [coupon] = request.lock ? await query.for('update') : await query;
  if (!coupon) throw new AppError(404, 'NOT_FOUND', `There is no promo code ${code}`, { promoCode: 'unknown code' });
  assertCouponTerms(coupon, request.goodsTotal, request.now, 'promoCode');
  const uses = await usesOf(db, coupon.id, request.customerId);
  if (coupon.maxUses !== null && uses.all >= coupon.maxUses) {
    throw conflict('CONFLICT', 'This promo code has been used up', { promoCode: 'used up' });
  }
  if (uses.byCustomer >= coupon.maxUsesPerCustomer) {
    throw conflict('CONFLICT', 'You have already used this promo code', { promoCode: 'already used by you' });
  }
  return { couponId: coupon.id, code, credit: coupon.credit };
}

/** Counts the order's use of the code; in the order's transaction, after promoCodeCredit locked the coupon. */
export async function recordPromoCodeUse(tx: Transaction, use: { couponId: number; customerId: number; orderId: number }, now: Date): Promise<void> {
  await tx.insert(promoCodeUses).values({ couponId: use.couponId, customerId: use.customerId, orderId: use.orderId, createdAt: now });
}

/** Gives back the use an order made (it was cancelled, rejected or refunded): the code may be used again. */
export async function releasePromoCodeUse(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx.update(promoCodeUses).set({ releasedAt: now }).where(and(eq(promoCodeUses.orderId, orderId), isNull(promoCodeUses.releasedAt)));
}

/** Whether any order, one that gave its use back too, was credited by the coupon's code: such a coupon stays. */
export async function promoCodeEverUsed(db: Executor, couponId: number): Promise<boolean> {
  const [row] = await db.select({ id: promoCodeUses.id }).from(promoCodeUses).where(eq(promoCodeUses.couponId, couponId)).limit(1);
  return row !== undefined;
}
