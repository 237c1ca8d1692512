import { cartTotals, deliveryFee, isOrderable, lineAvailability, maxQuantity, unitPrice } from './cartTotals';
import { cartLine } from './testing/cartLines';

// The shop's figures as it started; the settings may change them (a test below).
const rules = { deliveryFee: 28_000, freeDeliveryFrom: 400_000 };

describe('deliveryFee', () => {
  it('charges the flat fee just below the free-delivery sum and nothing from it', () => {
    expect(deliveryFee(399_999, rules)).toBe(28_000);
    expect(deliveryFee(400_000, rules)).toBe(0);
    expect(deliveryFee(1_250_000, rules)).toBe(0);
    expect(deliveryFee(1, rules)).toBe(28_000);
  });

  it('takes the shop settings\' fee and threshold', () => {
    expect(deliveryFee(150_000, { deliveryFee: 35_000, freeDeliveryFrom: 200_000 })).toBe(35_000);
    expect(deliveryFee(200_000, { deliveryFee: 35_000, freeDeliveryFrom: 200_000 })).toBe(0);
  });

  it('is nothing when there is nothing to deliver', () => {
    expect(deliveryFee(0, rules)).toBe(0);
  });
});

describe('unitPrice', () => {
  it('takes the sale price while the product is on sale', () => {
    expect(unitPrice({ sellPrice: 400_000, salePrice: 300_000 })).toBe(300_000);
    expect(unitPrice({ sellPrice: 400_000, salePrice: null })).toBe(400_000);
  });
});

describe('availability', () => {
  it('tells a withdrawn product from a sold-out size', () => {
    expect(lineAvailability(cartLine(1))).toBe('available');
    expect(lineAvailability(cartLine(1, { stock: 0 }))).toBe('soldOut');
    expect(lineAvailability(cartLine(1, { active: false }))).toBe('inactive');
    expect(lineAvailability(cartLine(1, { active: false, stock: 0 }))).toBe('inactive');
    expect(isOrderable(cartLine(1, { stock: 0 }))).toBe(false);
  });

  it('caps the quantity at the stock and at 99', () => {
    expect(maxQuantity(cartLine(1, { stock: 3 }))).toBe(3);
    expect(maxQuantity(cartLine(1, { stock: 250 }))).toBe(99);
  });
});

describe('cartTotals', () => {
  it('adds the selected lines at their sale price times quantity, with delivery', () => {
    const lines = [
      cartLine(1, { sellPrice: 150_000, salePrice: 120_000, quantity: 2 }),
      cartLine(2, { sellPrice: 99_999, quantity: 1 }),
      cartLine(3, { sellPrice: 500_000 }),
    ];

    const totals = cartTotals(lines, new Set([1, 2]), rules);

    expect(totals).toEqual({
      lineCount: 2,
      itemCount: 3,
      goods: 339_999,
      delivery: 28_000,
      total: 367_999,
      missingForFreeDelivery: 60_001,
      freeDeliveryFrom: 400_000,
    });
  });

  it('switches to free delivery at exactly 400 000 so‘m of goods', () => {
    const justBelow = cartTotals([cartLine(1, { sellPrice: 399_999 })], new Set([1]), rules);
    const exactly = cartTotals([cartLine(1, { sellPrice: 200_000, quantity: 2 })], new Set([1]), rules);

    expect(justBelow).toMatchObject({ goods: 399_999, delivery: 28_000, total: 427_999, missingForFreeDelivery: 1 });
    expect(exactly).toMatchObject({ goods: 400_000, delivery: 0, total: 400_000, missingForFreeDelivery: 0 });
  });

  it('leaves out sold-out and withdrawn lines even when their ids are passed', () => {
    const lines = [cartLine(1, { sellPrice: 300_000 }), cartLine(2, { sellPrice: 300_000, stock: 0 }), cartLine(3, { sellPrice: 300_000, active: false })];

    const totals = cartTotals(lines, new Set([1, 2, 3]), rules);

    expect(totals).toMatchObject({ lineCount: 1, itemCount: 1, goods: 300_000, delivery: 28_000, total: 328_000 });
  });

  it('is all zeros when nothing is selected', () => {
    expect(cartTotals([cartLine(1)], new Set(), rules)).toEqual({
      lineCount: 0,
      itemCount: 0,
      goods: 0,
      delivery: 0,
      total: 0,
      missingForFreeDelivery: 0,
      freeDeliveryFrom: 400_000,
    });
  });
});
