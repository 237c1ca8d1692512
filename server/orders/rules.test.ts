import { deliveryBy, orderNumberOf, orderTotals, unpaidCutoff } from './rules';

describe('orderTotals', () => {
  const delivery = { deliveryFee: 28_000, freeDeliveryFrom: 400_000 };

  it.each([
    [[{ unitPrice: 399_999, quantity: 1 }], 0, { goodsTotal: 399_999, couponCredit: 0, deliveryCost: 28_000, total: 427_999 }],
    [[{ unitPrice: 200_000, quantity: 2 }], 0, { goodsTotal: 400_000, couponCredit: 0, deliveryCost: 0, total: 400_000 }],
    // Free delivery is earned by the goods before the coupon.
    [[{ unitPrice: 200_000, quantity: 2 }], 50_000, { goodsTotal: 400_000, couponCredit: 50_000, deliveryCost: 0, total: 350_000 }],
    [[{ unitPrice: 15_000, quantity: 3 }, { unitPrice: 1_000, quantity: 1 }], 20_000, { goodsTotal: 46_000, couponCredit: 20_000, deliveryCost: 28_000, total: 54_000 }],
  ])('%j with a credit of %i', (lines, credit, expected) => {
    expect(orderTotals(lines, credit, delivery)).toEqual(expected);
  });

  it('prices delivery with the fee and threshold it is given', () => {
    const lines = [{ unitPrice: 150_000, quantity: 1 }];
    expect(orderTotals(lines, 0, { deliveryFee: 35_000, freeDeliveryFrom: 500_000 }).deliveryCost).toBe(35_000);
    expect(orderTotals(lines, 0, { deliveryFee: 35_000, freeDeliveryFrom: 150_000 }).deliveryCost).toBe(0);
  });
});

describe('delivery promise, order number and expiry', () => {
  const placed = new Date('2026-11-20T09:00:00Z');

  it('promises 24 hours in Tashkent city and 3 days elsewhere', () => {
    expect(deliveryBy(placed, true).toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect(deliveryBy(placed, false).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('numbers orders LB- and six digits at least', () => {
    expect(orderNumberOf(123)).toBe('LB-000123');
    expect(orderNumberOf(1_234_567)).toBe('LB-1234567');
  });

  it('expires unpaid orders placed 12 hours ago', () => {
    expect(unpaidCutoff(placed).toISOString()).toBe('2026-11-19T21:00:00.000Z');
  });
});
