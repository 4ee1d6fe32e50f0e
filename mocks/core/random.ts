/**
 * Seeded pseudo-random numbers for the generated mock data (logs, reports): the same seed always
 * gives the same numbers, so generated data reads the same on every request. Pure: no state
 * outside the generators.
 */

/** A random number source: each call gives the next number, 0 (included) to 1 (excluded). */
export type Random = () => number;

/** The mulberry32 generator from a 32-bit state. */
export function mulberry32(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A generator seeded from the parts (mulberry32 over them): the same parts give the same numbers. */
export function seededRandom(...parts: number[]): Random {
  let state = 0x2545f491;
  for (const part of parts) {
    state = Math.imul(state ^ (part | 0), 0x9e3779b1);
    state ^= state >>> 15;
  }
  return mulberry32(state);
}

/** A whole number from min to max (both included). */
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** One item of the list. */
export const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
