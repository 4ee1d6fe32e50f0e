import { initialClockSpeed } from './clockDefaults';
import { defineTable } from './tables';

/** Long work (./jobs.ts) and the mock clock (./clock.ts) that advances it. */
export const jobsTable = defineTable({
  name: 'jobs',
  version: 1,
  keys: ['jobs', 'clock'],
  sequences: ['jobId'],
  seed: ({ now }) => ({
    jobs: [],
    clock: { base: now, realBase: Date.now(), speed: initialClockSpeed() },
    sequences: { jobId: 1 },
  }),
});
