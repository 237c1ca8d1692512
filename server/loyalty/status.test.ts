import { DEFAULT_LOYALTY_TIERS, loyaltyStatus, tierReached } from './status';

describe('loyaltyStatus with the default tiers', () => {
  it.each([
    [0, 'Start', 0, 'Bronze', 1500],
    [1499, 'Start', 0, 'Bronze', 1500],
    [1500, 'Bronze', 1500, 'Silver', 3000],
    [2999, 'Bronze', 1500, 'Silver', 3000],
    [3000, 'Silver', 3000, 'Gold', 6000],
    [5999, 'Silver', 3000, 'Gold', 6000],
  ])('%i points is %s (from %i), next %s at %i', (points, name, minPoints, nextName, nextMinPoints) => {
    expect(loyaltyStatus(points)).toEqual({ name, minPoints, nextName, nextMinPoints });
  });

  it('has no next tier at Gold', () => {
    expect(loyaltyStatus(6000)).toEqual({ name: 'Gold', minPoints: 6000, nextName: null, nextMinPoints: null });
    expect(loyaltyStatus(250_000)).toEqual({ name: 'Gold', minPoints: 6000, nextName: null, nextMinPoints: null });
  });

  it('keeps a negative balance at the lowest tier', () => {
    expect(loyaltyStatus(-10).name).toBe('Start');
  });
});

describe('loyaltyStatus with tiers from the database', () => {
  it('uses the given tiers whatever their order', () => {
    const tiers = [
      { name: 'VIP', minPoints: 10_000 },
      { name: 'Member', minPoints: 0 },
      { name: 'Friend', minPoints: 500 },
    ];
    expect(loyaltyStatus(700, tiers)).toEqual({ name: 'Friend', minPoints: 500, nextName: 'VIP', nextMinPoints: 10_000 });
    expect(loyaltyStatus(10_000, tiers)).toEqual({ name: 'VIP', minPoints: 10_000, nextName: null, nextMinPoints: null });
  });

  it('treats the lowest tier as the floor when it starts above zero', () => {
    expect(loyaltyStatus(100, [{ name: 'Bronze', minPoints: 1500 }, { name: 'Gold', minPoints: 6000 }])).toEqual({
      name: 'Bronze',
      minPoints: 1500,
      nextName: 'Gold',
      nextMinPoints: 6000,
    });
  });

  it('falls back to the defaults for an empty list', () => {
    expect(loyaltyStatus(3100, [])).toEqual(loyaltyStatus(3100, DEFAULT_LOYALTY_TIERS));
  });
});

describe('tierReached', () => {
  it('answers the tiers themselves, with what else they carry (the ladder’s names), whatever their order', () => {
    const gold = { name: 'Gold', minPoints: 6000, names: { uz: 'Oltin', ru: 'Золото' } };
    const start = { name: 'Start', minPoints: 0, names: { uz: 'Boshlang‘ich', ru: 'Начальный' } };
    expect(tierReached(100, [gold, start])).toEqual({ current: start, next: gold });
    expect(tierReached(6000, [gold, start])).toEqual({ current: gold, next: undefined });
    expect(tierReached(-5, [gold, start]).current).toBe(start);
  });
});
