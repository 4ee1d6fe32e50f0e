import { advanceClock, clockState, configureClock, mockNow, setClockSpeed } from './clock';
import { jobsTable } from './jobsTable';
import { createSeed } from './state';
import { db, replaceState } from './state';
import { tableData } from './tables';

let realNow = Date.parse('2026-01-01T00:00:00Z');
beforeEach(() => {
  realNow = Date.parse('2026-01-01T00:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => realNow);
  Object.assign(db.clock, { base: realNow, realBase: realNow, speed: 1 });
});
afterEach(() => jest.restoreAllMocks());

describe('the mock clock', () => {
  it('runs at real speed by default and at the speed set', () => {
    const start = mockNow();
    realNow += 1000;
    expect(mockNow()).toBe(start + 1000);
    setClockSpeed(60);
    realNow += 1000;
    expect(clockState()).toEqual({ now: start + 1000 + 60_000, speed: 60 });
  });

  it('starts a fresh seed at the configured speed and leaves a saved clock at its own', () => {
    try {
      configureClock({ speed: 25 });
      expect(clockState().speed).toBe(1);
      replaceState(createSeed());
      expect(clockState().speed).toBe(25);
    } finally {
      configureClock({ speed: 1 });
    }
  });

  it('never goes back when the speed changes, and stops at speed 0', () => {
    setClockSpeed(1000);
    realNow += 5000;
    const fast = mockNow();
    setClockSpeed(1);
    expect(mockNow()).toBe(fast);
    realNow += 1;
    expect(mockNow()).toBe(fast + 1);
    setClockSpeed(0);
    realNow += 60_000;
    expect(mockNow()).toBe(fast + 1);
    // The real clock going back does not move the mock one back.
    realNow -= 120_000;
    expect(mockNow()).toBe(fast + 1);
  });

  it('advances by hand, only forward', () => {
    const start = mockNow();
    advanceClock(90_000);
    expect(mockNow()).toBe(start + 90_000);
    expect(() => advanceClock(-1)).toThrow(RangeError);
    expect(() => setClockSpeed(-2)).toThrow(RangeError);
    expect(() => setClockSpeed(Number.NaN)).toThrow(RangeError);
    expect(mockNow()).toBe(start + 90_000);
  });

  it('is saved in the jobs table and keeps running across a reload, closed time included', () => {
    setClockSpeed(10);
    realNow += 1000;
    const saved = structuredClone(tableData(jobsTable, db));
    const before = mockNow();
    realNow += 30_000; // the page is closed for 30 s
    replaceState({ ...db, ...saved } as typeof db);
    expect(clockState()).toEqual({ now: before + 300_000, speed: 10 });
  });
});
