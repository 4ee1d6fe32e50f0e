import { http, HttpResponse, server } from '../../../mocks/node';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { until } from '../../testing/session';
import { environmentStatusPoll, type EnvironmentWatchState } from './saga';
import { setVisibility } from '../../testing/visibility';

const timings = { ...config.timings };
const tasks: Array<{ cancel(): void }> = [];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  config.timings.environmentPollMs = 5;
});
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  Object.assign(config.timings, timings);
  setVisibility('visible');
});

function running(reads: { n: number }) {
  server.use(
    http.get('*/api/checkStatus', () => {
      reads.n += 1;
      return HttpResponse.json({ status: 'Started', service: '', ipAddress: '' });
    }),
  );
}

describe('environmentStatusPoll', () => {
  it('stops at its upper bound and says the job is still running', async () => {
    const reads = { n: 0 };
    running(reads);
    const updates: Partial<EnvironmentWatchState>[] = [];
    const task = makeStore().runSaga(environmentStatusPoll, { projectId: 1, statusUrl: 'https://x/operations/env-1', report: (u: Partial<EnvironmentWatchState>) => updates.push(u), maxRuns: 3 });
    await task.toPromise();
    expect(reads.n).toBe(3);
    expect(updates.at(-1)).toEqual({ phase: 'stillRunning' });
  });

  it('gives up with pollError after three failed reads in a row', async () => {
    server.use(http.get('*/api/checkStatus', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const updates: Partial<EnvironmentWatchState>[] = [];
    const task = makeStore().runSaga(environmentStatusPoll, { projectId: 1, statusUrl: 'https://x/operations/env-1', report: (u: Partial<EnvironmentWatchState>) => updates.push(u) });
    await task.toPromise();
    expect(updates.at(-1)).toMatchObject({ phase: 'pollError' });
  });

  it('reads no status while the tab is hidden and reads again when it is visible', async () => {
    const reads = { n: 0 };
    running(reads);
    const updates: Partial<EnvironmentWatchState>[] = [];
    const task = makeStore().runSaga(environmentStatusPoll, { projectId: 1, statusUrl: 'https://x/operations/env-1', report: (u: Partial<EnvironmentWatchState>) => updates.push(u), maxRuns: 1000 });
    tasks.push(task);
    await until(() => reads.n >= 2);
    setVisibility('hidden');
    await pause(20); // a read in flight ends
    const hidden = reads.n;
    await pause(100); // 20 intervals
    expect(reads.n).toBe(hidden);
    expect(task.isRunning()).toBe(true);
    expect(updates.at(-1)).toMatchObject({ phase: 'polling', status: 'Started' });
    setVisibility('visible');
    await until(() => reads.n >= hidden + 2);
  });

  it('does nothing without a status URL', async () => {
    const updates: unknown[] = [];
    await makeStore().runSaga(environmentStatusPoll, { projectId: 1, statusUrl: null, report: (u: unknown) => updates.push(u) }).toPromise();
    expect(updates).toEqual([]);
  });
});
