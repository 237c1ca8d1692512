import { couponState, daysLeft, expiresSoon, sortCoupons } from './couponState';
import type { CustomerCoupon } from './types';

function coupon(id: number, expireDate: string, flags: Partial<Pick<CustomerCoupon, 'used' | 'usable'>> = {}): CustomerCoupon {
  return { id, coupon: { id: 1, name: 'Bronze kuponi', nameUZB: 'Bronza kuponi', nameRUS: 'Купон «Бронза»', credit: 20_000 }, expireDate, used: false, usable: true, ...flags };
}

const now = new Date('2026-03-10T12:00:00Z');

describe('couponState', () => {
  it('follows the server: usable, used, or else expired', () => {
    expect(couponState(coupon(1, '2026-04-01T00:00:00Z'))).toBe('usable');
    expect(couponState(coupon(1, '2026-04-01T00:00:00Z', { used: true, usable: false }))).toBe('used');
    expect(couponState(coupon(1, '2026-03-01T00:00:00Z', { usable: false }))).toBe('expired');
  });

  it('calls a coupon spent before it ran out used, not expired', () => {
    expect(couponState(coupon(1, '2026-03-01T00:00:00Z', { used: true, usable: false }))).toBe('used');
  });
});

describe('sortCoupons', () => {
  it('puts usable ones first, soonest to expire on top, then the rest latest first', () => {
    const late = coupon(1, '2026-05-01T00:00:00Z');
    const soon = coupon(2, '2026-03-12T00:00:00Z');
    const used = coupon(3, '2026-04-01T00:00:00Z', { used: true, usable: false });
    const expired = coupon(4, '2026-02-01T00:00:00Z', { usable: false });
    const { usable, past } = sortCoupons([expired, late, used, soon]);
    expect(usable.map((item) => item.id)).toEqual([2, 1]);
    expect(past.map((item) => item.id)).toEqual([3, 4]);
  });
});

describe('daysLeft and expiresSoon', () => {
  it('counts whole days left and flags the last week', () => {
    expect(daysLeft(coupon(1, '2026-03-17T11:00:00Z'), now)).toBe(6);
    expect(expiresSoon(coupon(1, '2026-03-17T11:00:00Z'), now)).toBe(true);
    expect(expiresSoon(coupon(1, '2026-03-17T13:00:00Z'), now)).toBe(false);
    expect(daysLeft(coupon(1, '2026-03-10T18:00:00Z'), now)).toBe(0);
  });

  it('never flags a used or expired coupon, nor one with an unreadable date', () => {
    expect(expiresSoon(coupon(1, '2026-03-11T00:00:00Z', { used: true, usable: false }), now)).toBe(false);
    expect(expiresSoon(coupon(1, 'soon'), now)).toBe(false);
    expect(daysLeft(coupon(1, 'soon'), now)).toBeNull();
  });
});
