import { tierProgress } from './tierProgress';

const start = { name: 'Start', minPoints: 0, nextName: 'Bronze', nextMinPoints: 1500 };
const bronze = { name: 'Bronze', minPoints: 1500, nextName: 'Silver', nextMinPoints: 3000 };
const gold = { name: 'Gold', minPoints: 6000, nextName: null, nextMinPoints: null };

describe('tierProgress', () => {
  it('starts at 0 with the whole span to go', () => {
    expect(tierProgress(0, start)).toEqual({ next: 'Bronze', percent: 0, remaining: 1500 });
  });

  it('measures from the tier’s own threshold', () => {
    expect(tierProgress(1800, bronze)).toEqual({ next: 'Silver', percent: 20, remaining: 1200 });
    expect(tierProgress(2250, bronze)).toEqual({ next: 'Silver', percent: 50, remaining: 750 });
  });

  it('never shows a full bar while a point is still missing', () => {
    expect(tierProgress(2999, bronze)).toEqual({ next: 'Silver', percent: 99, remaining: 1 });
  });

  it('has nothing left to reach at the top tier', () => {
    expect(tierProgress(7200, gold)).toEqual({ next: null, percent: 100, remaining: 0 });
  });
});
