import { tiersPassed, type LadderTier } from './ladder';
import { formatSom, formatTashkentDate } from './texts';

const ladder: LadderTier[] = [
  { name: 'Start', names: { uz: 'Start', ru: 'Старт' }, minPoints: 0, coupons: [] },
  { name: 'Bronze', names: { uz: 'Bronza', ru: 'Бронза' }, minPoints: 1500, coupons: [] },
  { name: 'Silver', names: { uz: 'Kumush', ru: 'Серебро' }, minPoints: 3000, coupons: [] },
  { name: 'Gold', names: { uz: 'Oltin', ru: 'Золото' }, minPoints: 6000, coupons: [] },
];
const names = (tiers: LadderTier[]) => tiers.map((tier) => tier.name);

describe('tiersPassed', () => {
  it.each([
    [0, 1499, []],
    [0, 1500, ['Bronze']],
    [1499, 1500, ['Bronze']],
    [1500, 2999, []],
    [0, 3200, ['Bronze', 'Silver']],
    [100, 9000, ['Bronze', 'Silver', 'Gold']],
    [6000, 9000, []],
    [0, 0, []],
  ])('from %i to %i points passes %j', (before, after, expected) => {
    expect(names(tiersPassed(ladder, before, after))).toEqual(expected);
  });
});

describe('texts', () => {
  it('groups so’m by thousands and writes dates on Tashkent’s calendar', () => {
    expect(formatSom(1_250_000)).toBe('1 250 000');
    expect(formatSom(999)).toBe('999');
    // 20:00 UTC is already the next day in Tashkent (UTC+5).
    expect(formatTashkentDate(new Date('2026-12-31T20:00:00Z'))).toBe('01.01.2027');
  });
});
