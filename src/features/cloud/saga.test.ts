import { http, HttpResponse, server } from '../../../mocks/node';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { environmentStatusPoll, type EnvironmentWatchState } from './saga';

const timings = { ...config.timings };
beforeEach(() => {
  config.timings.environmentPollMs = 5;
});
afterEach(() => Object.assign(config.timings, timings));

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

  it('does nothing without a status URL', async () => {
    const updates: unknown[] = [];
    await makeStore().runSaga(environmentStatusPoll, { projectId: 1, statusUrl: null, report: (u: unknown) => updates.push(u) }).toPromise();
    expect(updates).toEqual([]);
  });
});
