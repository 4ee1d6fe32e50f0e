import { call } from 'redux-saga/effects';
import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { until } from '../testing/session';
import { callApi, poll, pollWaitMs } from './sagaEffects';
import { setVisibility } from '../testing/visibility';

describe('pollWaitMs (a poll’s wait after failures)', () => {
  it('is the interval after a good run, and without a cap', () => {
    expect(pollWaitMs(3000, 0, 48_000)).toBe(3000);
    expect(pollWaitMs(3000, 4)).toBe(3000);
  });

  it('doubles per failure in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 50].map((failures) => pollWaitMs(3000, failures, 48_000))).toEqual([6000, 12_000, 24_000, 48_000, 48_000, 48_000]);
  });
});

describe('poll (pausing while the tab is hidden)', () => {
  const tasks: Array<{ cancel(): void }> = [];
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  afterEach(() => {
    for (const task of tasks.splice(0)) task.cancel();
    setVisibility('visible');
  });

  it('runs its worker not once while the tab is hidden, and again when it is visible', async () => {
    const reads = { n: 0 };
    server.use(
      http.get('*/api/poll-probe', () => {
        reads.n += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    function* worker() {
      yield call(callApi, (signal: AbortSignal) => fetch('http://localhost/api/poll-probe', { signal }));
    }
    const task = makeStore().runSaga(poll, worker, { intervalMs: () => 5 });
    tasks.push(task);
    await until(() => reads.n >= 2);
    setVisibility('hidden');
    await pause(20); // a run in flight ends
    const hidden = reads.n;
    await pause(100); // 20 intervals
    expect(reads.n).toBe(hidden);
    expect(task.isRunning()).toBe(true);
    setVisibility('visible');
    await until(() => reads.n >= hidden + 2);
  });
});
