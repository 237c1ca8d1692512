import type { DeliveryRules } from '../../contract/settings';

/** A coupon may not bring the goods below this. */
export const MIN_GOODS_AFTER_COUPON = 10_000;
/** An order still unpaid this long after it was placed is cancelled and its stock released. */
export const UNPAID_ORDER_LIFETIME_MS = 12 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
/** Tashkent city is delivered within a day; the other regions by post within 1-3 days: the promise is the last. */
const TASHKENT_DELIVERY_MS = 24 * HOUR_MS;
const REGIONS_DELIVERY_MS = 3 * 24 * HOUR_MS;

export interface OrderTotals {
  goodsTotal: number;
  couponCredit: number;
  deliveryCost: number;
  total: number;
}

/**
 * Free delivery is decided on the goods before the coupon: a coupon is a gift and should not cost the
 * shopper the free delivery their basket earned. The fee and the threshold are the shop settings' (given by the
 * caller, so the rule stays a pure function).
 */
export function orderTotals(lines: ReadonlyArray<{ unitPrice: number; quantity: number }>, couponCredit: number, delivery: DeliveryRules): OrderTotals {
  const goodsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const deliveryCost = goodsTotal >= delivery.freeDeliveryFrom ? 0 : delivery.deliveryFee;
  return { goodsTotal, couponCredit, deliveryCost, total: goodsTotal - couponCredit + deliveryCost };
}

export function deliveryBy(placedAt: Date, isTashkentCity: boolean): Date {
  return new Date(placedAt.getTime() + (isTashkentCity ? TASHKENT_DELIVERY_MS : REGIONS_DELIVERY_MS));
}

/** "LB-000123": short enough to read out on the phone, unique because the order id is. */
export function orderNumberOf(orderId: number): string {
  return `LB-${String(orderId).padStart(6, '0')}`;
}

/** The moment before which an unpaid order placed has expired. */
export function unpaidCutoff(now: Date): Date {
  return new Date(now.getTime() - UNPAID_ORDER_LIFETIME_MS);
}
