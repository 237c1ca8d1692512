import { formatShopDate } from './shopDate';

describe('formatShopDate', () => {
  it('writes Uzbek dates with Latin month names, on Tashkent time', () => {
    expect(formatShopDate('2026-03-14T09:05:00Z', 'uz')).toBe('14-mart, 2026');
    expect(formatShopDate('2026-03-14T09:05:00Z', 'uz', true)).toBe('14-mart, 2026, 14:05');
    // 20:30 in London is already the next day, 01:30, in Tashkent.
    expect(formatShopDate('2026-12-31T20:30:00Z', 'uz', true)).toBe('1-yanvar, 2027, 01:30');
  });

  it('writes Russian dates in Russian', () => {
    expect(formatShopDate('2026-03-14T09:05:00Z', 'ru')).toBe('14 марта 2026 г.');
    expect(formatShopDate('2026-03-14T09:05:00Z', 'ru', true)).toBe('14 марта 2026 г. в 14:05');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatShopDate('soon', 'uz')).toBe('');
  });
});
