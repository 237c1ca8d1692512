import { salePrice, unitPrice } from './pricing';

describe('salePrice', () => {
  it('is null without a sale', () => {
    expect(salePrice(250_000, 0)).toBeNull();
    expect(unitPrice(250_000, 0)).toBe(250_000);
  });

  it('takes the percent off and rounds to 100 so\'m', () => {
    expect(salePrice(249_900, 30)).toBe(174_900); // 174 930 -> 174 900
    expect(salePrice(199_000, 15)).toBe(169_200); // 169 150 -> 169 200
    expect(unitPrice(100_000, 99)).toBe(1_000);
  });
});
