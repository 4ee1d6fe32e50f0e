import { between, mulberry32, pickOne, seededRandom } from './random';

describe('seeded random numbers', () => {
  it('gives the same numbers for the same parts (pinned: generated data must not change)', () => {
    const random = seededRandom(1, 2, 3);
    expect([random(), random(), random(), random()]).toEqual([0.3678945426363498, 0.44434977346099913, 0.24212596006691456, 0.8759234873577952]);
    const again = seededRandom(1, 2, 3);
    const other = seededRandom(1, 2, 4);
    expect(again()).not.toBe(other());
  });

  it('steps mulberry32 from a state, 0 to 1', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i += 1) {
      const n = a();
      expect(n).toBe(b());
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });

  it('draws whole numbers within the bounds and items of the list', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) seen.add(between(random, 3, 5));
    expect([...seen].sort()).toEqual([3, 4, 5]);
    for (let i = 0; i < 20; i += 1) expect(['a', 'b', 'c']).toContain(pickOne(random, ['a', 'b', 'c']));
  });
});
