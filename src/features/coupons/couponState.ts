import type { CustomerCoupon } from './types';

export type CouponState = 'usable' | 'used' | 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A usable coupon this close to its end is flagged, so it is not forgotten. */
export const EXPIRES_SOON_DAYS = 7;

/** Used wins over expired: a coupon spent in time was used, whatever its date says now. */
export function couponState(coupon: CustomerCoupon): CouponState {
  if (coupon.used) return 'used';
  return coupon.usable ? 'usable' : 'expired';
}

/** Usable ones first, the soonest to expire on top; then used and expired ones, the latest first. */
export function sortCoupons(coupons: CustomerCoupon[]): { usable: CustomerCoupon[]; past: CustomerCoupon[] } {
  const time = (coupon: CustomerCoupon) => new Date(coupon.expireDate).getTime() || 0;
  const usable = coupons.filter((coupon) => couponState(coupon) === 'usable').sort((a, b) => time(a) - time(b) || a.id - b.id);
  const past = coupons.filter((coupon) => couponState(coupon) !== 'usable').sort((a, b) => time(b) - time(a) || b.id - a.id);
  return { usable, past };
}

/** Whole days left until a usable coupon expires (0 on its last day); null when the date is unreadable. */
export function daysLeft(coupon: CustomerCoupon, now: Date = new Date()): number | null {
  const end = new Date(coupon.expireDate).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.floor((end - now.getTime()) / DAY_MS));
}

export function expiresSoon(coupon: CustomerCoupon, now: Date = new Date()): boolean {
  const left = daysLeft(coupon, now);
  return couponState(coupon) === 'usable' && left !== null && left < EXPIRES_SOON_DAYS;
}
