import { conflict } from '../../errors';

/** The rules a coupon carries beyond its grant: what the checkout (server/orders/service.ts couponCredit) enforces. */
export interface CouponTerms {
  active: boolean;
  multiUse: boolean;
  minBasket: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

/**
 * Refuses (409 CONFLICT, `fields[field]` says why: couponCustomerId for a held coupon, promoCode for a typed one) a
 * coupon switched off by the staff, one used before its window opens or after it closes, and one whose minimum
 * basket the goods (before the credit) do not reach.
 */
export function assertCouponTerms(terms: CouponTerms, goodsTotal: number, now: Date, fieldName: 'couponCustomerId' | 'promoCode' = 'couponCustomerId'): void {
  const field = (reason: string) => ({ [fieldName]: reason });
  if (!terms.active) throw conflict('CONFLICT', 'This coupon is no longer valid', field('switched off'));
  if (terms.validFrom && terms.validFrom.getTime() > now.getTime()) {
    throw conflict('CONFLICT', `This coupon is valid from ${terms.validFrom.toISOString()}`, field('not valid yet'));
  }
  if (terms.validUntil && terms.validUntil.getTime() <= now.getTime()) {
    throw conflict('CONFLICT', 'This coupon has expired', field('expired'));
  }
  if (goodsTotal < terms.minBasket) {
    throw conflict('CONFLICT', `This coupon needs goods of at least ${terms.minBasket} so'm: add ${terms.minBasket - goodsTotal} so'm more`, field(`needs goods of at least ${terms.minBasket} so'm`));
  }
}

/** Whether a held coupon can be spent at `now` (the customer's list says so); the basket is not known there. */
export function usableAt(grant: { used: boolean; expireDate: Date }, terms: Omit<CouponTerms, 'minBasket'>, now: Date): boolean {
  const time = now.getTime();
  return (
    (terms.multiUse || !grant.used) &&
    grant.expireDate.getTime() > time &&
    terms.active &&
    (!terms.validFrom || terms.validFrom.getTime() <= time) &&
    (!terms.validUntil || terms.validUntil.getTime() > time)
  );
}
