import { pollWaitMs } from './sagaEffects';

describe('pollWaitMs (a poll’s wait after failures)', () => {
  it('is the interval after a good run, and without a cap', () => {
    expect(pollWaitMs(3000, 0, 48_000)).toBe(3000);
    expect(pollWaitMs(3000, 4)).toBe(3000);
  });

  it('doubles per failure in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 50].map((failures) => pollWaitMs(3000, failures, 48_000))).toEqual([6000, 12_000, 24_000, 48_000, 48_000, 48_000]);
  });
});
