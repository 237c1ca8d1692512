import { positiveInteger } from '../../components/positiveInteger';
import type { Address } from '../addresses/types';
import { deliveryFee, isOrderable, unitPrice } from '../cart/cartTotals';
import type { DeliveryRules } from '../../../contract/settings';
import type { CartLine } from '../cart/types';
import type { CustomerCoupon } from './types';

/*
 * The checkout's rules (docs/api.md "Orders" and "Loyalty"). The numbers are the shopper's estimate:
 * the server prices the order itself and its total is the one charged.
 */

/** A coupon may only leave at least this much of the goods (so'm). */
export const MIN_GOODS_AFTER_COUPON = 10_000;

/** `?items=1,2,3` from the cart; null without the parameter (then every orderable line goes). */
export function parseItemIds(param: string | null): number[] | null {
  if (param === null) return null;
  return [...new Set(param.split(',').flatMap((part) => positiveInteger(part.trim()) ?? []))];
}

/** The lines to order, and how many chosen lines can no longer be ordered (sold out or withdrawn meanwhile). */
export function checkoutLines(cart: CartLine[], ids: number[] | null): { lines: CartLine[]; leftOut: number } {
  const chosen = ids === null ? cart : cart.filter((line) => ids.includes(line.cartItemId));
  const lines = chosen.filter(isOrderable);
  return { lines, leftOut: ids === null ? 0 : chosen.length - lines.length };
}

/** Coupons the shopper could use: not used, usable by the server's word and not past their date; biggest first. */
export function offeredCoupons(coupons: CustomerCoupon[], now: Date): CustomerCoupon[] {
  return coupons
    .filter((coupon) => !coupon.used && coupon.usable && !(Date.parse(coupon.expireDate) <= now.getTime()))
    .sort((a, b) => b.coupon.credit - a.coupon.credit);
}

export function couponFits(coupon: CustomerCoupon, goods: number): boolean {
  return goods - coupon.coupon.credit >= MIN_GOODS_AFTER_COUPON;
}

export type CheckoutTotals = { itemCount: number; goods: number; couponCredit: number; delivery: number; total: number };

/** Delivery follows the goods before the coupon, like the cart's preview; a coupon that does not fit takes nothing. */
export function checkoutTotals(lines: CartLine[], coupon: CustomerCoupon | null, rules: DeliveryRules): CheckoutTotals {
  const goods = lines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
  const couponCredit = coupon && couponFits(coupon, goods) ? coupon.coupon.credit : 0;
  const delivery = deliveryFee(goods, rules);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    goods,
    couponCredit,
    delivery,
    total: goods - couponCredit + delivery,
  };
}

/** The totals with a promo code's credit, as the server answered it for these lines, instead of a held coupon's. */
export function withPromoCode(totals: CheckoutTotals, credit: number): CheckoutTotals {
  return { ...totals, couponCredit: credit, total: totals.goods - credit + totals.delivery };
}

export type DeliveryPromise = 'tashkentCity' | 'regions';

/** Tashkent city within 24 hours, the rest of Uzbekistan in 1-3 days. */
export function deliveryPromise(address: Pick<Address, 'region'>): DeliveryPromise {
  return address.region.isTashkentCity ? 'tashkentCity' : 'regions';
}
