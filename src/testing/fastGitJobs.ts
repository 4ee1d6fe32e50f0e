/**
 * The Git tools' page tests: the mock's jobs of seconds (imports, branch and merge builds) run in a
 * few real milliseconds and the page polls them every 5 ms; both put back after each test. The
 * devops service and the git jobs answer from the default handlers (mocks/node.ts).
 */
import { setClockSpeed } from '../../mocks/core/clock';
import { config } from '../config';

export function withFastGitJobs(): void {
  const timings = { ...config.timings };
  beforeEach(() => {
    config.timings.buildPollMs = 5;
    setClockSpeed(4000);
  });
  afterEach(() => {
    Object.assign(config.timings, timings);
    setClockSpeed(1);
  });
}
