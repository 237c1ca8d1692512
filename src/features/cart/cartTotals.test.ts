import { DELIVERY_FEE, FREE_DELIVERY_FROM, cartTotals, deliveryFee, isOrderable, lineAvailability, maxQuantity, unitPrice } from './cartTotals';
import { cartLine } from './testing/cartLines';

describe('deliveryFee', () => {
  it('charges the flat fee just below the free-delivery sum and nothing from it', () => {
    expect(FREE_DELIVERY_FROM).toBe(400_000);
    expect(DELIVERY_FEE).toBe(28_000);
    expect(deliveryFee(399_999)).toBe(28_000);
    expect(deliveryFee(400_000)).toBe(0);
    expect(deliveryFee(1_250_000)).toBe(0);
    expect(deliveryFee(1)).toBe(28_000);
  });

  it('is nothing when there is nothing to deliver', () => {
    expect(deliveryFee(0)).toBe(0);
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

    const totals = cartTotals(lines, new Set([1, 2]));

    expect(totals).toEqual({
      lineCount: 2,
      itemCount: 3,
      goods: 339_999,
      delivery: 28_000,
      total: 367_999,
      missingForFreeDelivery: 60_001,
    });
  });

  it('switches to free delivery at exactly 400 000 so‘m of goods', () => {
    const justBelow = cartTotals([cartLine(1, { sellPrice: 399_999 })], new Set([1]));
    const exactly = cartTotals([cartLine(1, { sellPrice: 200_000, quantity: 2 })], new Set([1]));

    expect(justBelow).toMatchObject({ goods: 399_999, delivery: 28_000, total: 427_999, missingForFreeDelivery: 1 });
    expect(exactly).toMatchObject({ goods: 400_000, delivery: 0, total: 400_000, missingForFreeDelivery: 0 });
  });

  it('leaves out sold-out and withdrawn lines even when their ids are passed', () => {
    const lines = [cartLine(1, { sellPrice: 300_000 }), cartLine(2, { sellPrice: 300_000, stock: 0 }), cartLine(3, { sellPrice: 300_000, active: false })];

    const totals = cartTotals(lines, new Set([1, 2, 3]));

    expect(totals).toMatchObject({ lineCount: 1, itemCount: 1, goods: 300_000, delivery: 28_000, total: 328_000 });
  });

  it('is all zeros when nothing is selected', () => {
    expect(cartTotals([cartLine(1)], new Set())).toEqual({
      lineCount: 0,
      itemCount: 0,
      goods: 0,
      delivery: 0,
      total: 0,
      missingForFreeDelivery: 0,
    });
  });
});
