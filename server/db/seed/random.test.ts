import { SeededRandom } from './random';

describe('SeededRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps whole numbers within both ends and samples without repeats', () => {
    const random = new SeededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });
});
