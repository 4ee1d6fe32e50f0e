/**
 * The mock backend's clock: mock time = base + (real now - realBase) * speed. Its state is part of
 * the `jobs` table (`db.clock`), so it survives reloads and keeps running while the page is closed.
 * Jobs (mocks/core/jobs.ts) read it; a speed factor runs their configured durations fast in tests.
 */
import { setInitialClockSpeed } from './clockDefaults';
import { db } from './state';
import './jobsTable';

/** The mock's time in ms since epoch; never goes back (speed changes rebase, advances only add). */
export function mockNow(): number {
  const { base, realBase, speed } = db.clock;
  return Math.floor(base + Math.max(0, Date.now() - realBase) * speed);
}

function assertSpeed(speed: number): void {
  if (!Number.isFinite(speed) || speed < 0) throw new RangeError(`Clock speed must be a finite number >= 0, not ${speed}`);
}

/** Changes the speed from now on (0 stops the clock); the time reached so far is kept. */
export function setClockSpeed(speed: number): void {
  assertSpeed(speed);
  const now = mockNow();
  Object.assign(db.clock, { base: now, realBase: Date.now(), speed });
}

/** Moves the mock time forward by ms (>= 0). */
export function advanceClock(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves forward, not by ${ms} ms`);
  db.clock.base += ms;
}

export interface ClockReading {
  now: number;
  speed: number;
}

export function clockState(): ClockReading {
  return { now: mockNow(), speed: db.clock.speed };
}

export interface ClockConfig {
  /** Mock milliseconds per real millisecond for a fresh or reset demo (default 1). */
  speed?: number;
}

/** Called at boot, BEFORE the saved state loads: the speed a fresh seed's clock starts at. A saved clock keeps its speed. */
export function configureClock({ speed }: ClockConfig = {}): void {
  if (speed !== undefined) setInitialClockSpeed(speed);
}
