import { http, HttpResponse, server } from '../../../mocks/node';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { until } from '../../testing/session';
import { cloudActions, initialWatchState, selectEnvironmentWatch } from '.';
import { environmentStatusPoll } from './saga';
import { setVisibility } from '../../testing/visibility';

const timings = { ...config.timings };
const tasks: Array<{ cancel(): void }> = [];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const STATUS_URL = 'https://x/operations/env-1';

beforeEach(() => {
  config.timings.environmentPollMs = 5;
  config.timings.buildPollMaxRuns = 1000;
});
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  Object.assign(config.timings, timings);
  setVisibility('visible');
});

/** The job answers `status()` at every read, counted. */
function job(status: () => string = () => 'Started') {
  const reads = { n: 0 };
  server.use(
    http.get('*/api/checkStatus', () => {
      reads.n += 1;
      return HttpResponse.json({ status: status(), service: '', ipAddress: '' });
    }),
  );
  return reads;
}

/** Runs the watch as Plan Selection does; the page reads the cloud slice. */
function watch(statusUrl: string | null = STATUS_URL) {
  const store = makeStore();
  const task = store.runSaga(environmentStatusPoll, { projectId: 1, statusUrl });
  tasks.push(task);
  return { store, task, state: () => selectEnvironmentWatch(store.getState(), statusUrl) };
}

describe('environmentStatusPoll (into the cloud slice)', () => {
  it('at its bound says the job is still running; Keep waiting resumes the same poll', async () => {
    config.timings.buildPollMaxRuns = 3;
    let ended = false;
    const reads = job(() => (ended ? 'Failed' : 'Started'));
    const { store, state, task } = watch();
    await until(() => state().phase === 'stillRunning');
    expect(reads.n).toBe(3);
    expect(state().status).toBe('Started');
    await pause(40);
    expect(reads.n).toBe(3); // waits for the user
    store.dispatch(cloudActions.keepWaiting());
    expect(state().phase).toBe('polling');
    await until(() => reads.n === 6 && state().phase === 'stillRunning');
    ended = true;
    store.dispatch(cloudActions.keepWaiting());
    await task.toPromise();
    expect(state()).toMatchObject({ phase: 'done', status: 'Failed' });
    expect(reads.n).toBe(7);
  });

  it('gives up with pollError after three failed reads in a row', async () => {
    server.use(http.get('*/api/checkStatus', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { task, state } = watch();
    await task.toPromise();
    expect(state()).toMatchObject({ phase: 'pollError', error: 'down' });
  });

  it('reads no status while the tab is hidden and reads again when it is visible', async () => {
    const reads = job();
    const { task, state } = watch();
    await until(() => reads.n >= 2);
    setVisibility('hidden');
    await pause(20); // a read in flight ends
    const hidden = reads.n;
    await pause(100); // 20 intervals
    expect(reads.n).toBe(hidden);
    expect(task.isRunning()).toBe(true);
    expect(state()).toMatchObject({ phase: 'polling', status: 'Started' });
    setVisibility('visible');
    await until(() => reads.n >= hidden + 2);
  });

  it('does nothing without a status URL', async () => {
    const { task, state } = watch(null);
    await task.toPromise();
    expect(state()).toEqual(initialWatchState);
  });
});
