/**
 * The speed a freshly seeded (or reset) mock clock starts at: config's mockClockSpeed, handed in by
 * the worker's start (mocks/serviceWorker.ts) before the state loads. A speed set later through /__mock__/clock is
 * saved with the clock and kept across reloads. No imports: the seed reads it while state.ts loads.
 */
let speed = 1;

export function setInitialClockSpeed(value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Clock speed must be a finite number >= 0, not ${value}`);
  speed = value;
}

export function initialClockSpeed(): number {
  return speed;
}
