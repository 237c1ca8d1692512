import { cartLine } from '../cart/testing/cartLines';
import { receiverPhoneNumber, validateCheckout } from './checkoutForm';
import { checkoutLines, checkoutTotals, couponFits, offeredCoupons, parseItemIds } from './checkoutRules';
import { coupon } from './testing/renderCheckout';

describe('checkout rules', () => {
  it('reads the chosen lines from the address, ignoring what is not an id', () => {
    expect(parseItemIds(null)).toBeNull();
    expect(parseItemIds('3,1, 2,x,-4,0,3,')).toEqual([3, 1, 2]);
    expect(parseItemIds('')).toEqual([]);
  });

  it('orders the chosen lines in stock and counts the chosen ones that are not', () => {
    const cart = [cartLine(1), cartLine(2, { stock: 0 }), cartLine(3, { active: false }), cartLine(4)];
    expect(checkoutLines(cart, [1, 2, 3, 9])).toEqual({ lines: [cart[0]], leftOut: 2 });
    expect(checkoutLines(cart, null)).toEqual({ lines: [cart[0], cart[3]], leftOut: 0 });
  });

  it('offers unused, usable coupons that have not expired, biggest first', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    const coupons = [
      coupon(1, 20_000),
      coupon(2, 50_000),
      coupon(3, 90_000, { used: true }),
      coupon(4, 90_000, { usable: false }),
      coupon(5, 90_000, { expireDate: '2026-03-09T23:59:59Z' }),
    ];
    expect(offeredCoupons(coupons, now).map((offered) => offered.id)).toEqual([2, 1]);
  });

  it('lets a coupon leave no less than 10 000 so‘m of goods', () => {
    expect(couponFits(coupon(1, 20_000), 30_000)).toBe(true);
    expect(couponFits(coupon(1, 20_000), 29_999)).toBe(false);
  });

  it('estimates goods, coupon, delivery (on the goods before the coupon) and total', () => {
    const lines = [cartLine(1, { sellPrice: 250_000, salePrice: 200_000, quantity: 2 })];
    const rules = { deliveryFee: 28_000, freeDeliveryFrom: 400_000 };
    expect(checkoutTotals(lines, coupon(1, 50_000), rules)).toEqual({ itemCount: 2, goods: 400_000, couponCredit: 50_000, delivery: 0, total: 350_000 });
    expect(checkoutTotals([cartLine(2, { sellPrice: 15_000 })], coupon(1, 20_000), rules)).toEqual({
      itemCount: 1,
      goods: 15_000,
      couponCredit: 0,
      delivery: 28_000,
      total: 43_000,
    });
  });

  it('wants a name, +998 and 9 digits, an address and a provider', () => {
    expect(receiverPhoneNumber('+998 90 123-45-67')).toBe('+998901234567');
    expect(receiverPhoneNumber('+998 90 123 45 6')).toBeNull();
    expect(receiverPhoneNumber('+7 901 234 56 78')).toBeNull();
    expect(
      validateCheckout({ receiverName: '  ', receiverPhone: '+998 ', addressId: null, couponCustomerId: null, paymentMethod: null }),
    ).toEqual({ receiverName: 'nameRequired', receiverPhone: 'phoneInvalid', addressId: 'addressRequired', paymentMethod: 'paymentRequired' });
    expect(
      validateCheckout({ receiverName: 'x'.repeat(101), receiverPhone: '+998901234567', addressId: 1, couponCustomerId: null, paymentMethod: 'UZUM' }),
    ).toEqual({ receiverName: 'nameTooLong' });
  });
});
