import { call } from 'redux-saga/effects';
import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { until } from '../testing/session';
import { setVisibility } from '../testing/visibility';
import { callApi, errorOf, poll, pollWaitMs, POLL_MAX_FAILURES, type PollOptions } from './sagaEffects';

describe('pollWaitMs (a poll’s wait after failures)', () => {
  it('is the interval after a good run, and without a cap', () => {
    expect(pollWaitMs(3000, 0, 48_000)).toBe(3000);
    expect(pollWaitMs(3000, 4)).toBe(3000);
  });

  it('doubles per failure in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 50].map((failures) => pollWaitMs(3000, failures, 48_000))).toEqual([6000, 12_000, 24_000, 48_000, 48_000, 48_000]);
  });
});

const STILL_RUNNING = 'probe/stillRunning';
const KEEP_WAITING = 'probe/keepWaiting';
const bound = { stillRunning: () => ({ type: STILL_RUNNING }), keepWaiting: KEEP_WAITING };

interface Probe {
  /** Reads of the probe endpoint so far. */
  reads: number;
  /** What the next reads answer: 'running', 'done' or 'fail' (a 503 with a message). */
  answers: Array<'running' | 'done' | 'fail'>;
}

/** A job behind GET /api/poll-probe; its answers are taken in turn, the last one repeats. */
function probe(...answers: Probe['answers']): Probe {
  const state: Probe = { reads: 0, answers };
  server.use(
    http.get('*/api/poll-probe', () => {
      const answer = state.answers[Math.min(state.reads, state.answers.length - 1)];
      state.reads += 1;
      return answer === 'fail' ? HttpResponse.json({ message: `probe down at read ${state.reads}` }, { status: 503 }) : HttpResponse.json({ state: answer });
    }),
  );
  return state;
}

/** One run: reads the probe (a failed read throws), done once it says so. */
function* readProbe(): Generator<unknown, string | undefined, unknown> {
  const response = (yield call(callApi, (signal: AbortSignal) => fetch('http://localhost/api/poll-probe', { signal }))) as Response;
  const body = (yield call(() => response.json())) as { state?: string; message?: string };
  if (!response.ok) throw new Error(body.message);
  return body.state === 'done' ? 'finished' : undefined;
}

const tasks: Array<{ cancel(): void }> = [];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the poll as a workflow does, recording how it ended and what it put. */
function run(options: Partial<PollOptions> = {}) {
  const store = makeStore();
  const seen: string[] = [];
  const outcome: { value?: string; error?: string } = {};
  const task = store.runSaga(function* workflow() {
    try {
      outcome.value = (yield call(poll<string>, readProbe, { intervalMs: () => 5, maxRuns: () => 1000, ...options }, {
        stillRunning: () => {
          seen.push(STILL_RUNNING);
          return bound.stillRunning();
        },
        keepWaiting: bound.keepWaiting,
      })) as string;
    } catch (error) {
      outcome.error = errorOf(error).message;
    }
  });
  tasks.push(task);
  return { store, task, outcome, seen, keepWaiting: () => store.dispatch({ type: KEEP_WAITING }) };
}

afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  setVisibility('visible');
});

describe('poll: the error budget', () => {
  it(`fails with the last failure's message after ${POLL_MAX_FAILURES} failed runs in a row`, async () => {
    const job = probe('running', 'fail');
    const { task, outcome } = run();
    await task.toPromise();
    expect(job.reads).toBe(1 + POLL_MAX_FAILURES);
    expect(outcome).toEqual({ error: `probe down at read ${1 + POLL_MAX_FAILURES}` });
  });

  it('one good run resets the count: failures that never reach the budget in a row do not fail it', async () => {
    const job = probe('fail', 'fail', 'running', 'fail', 'fail', 'running', 'fail', 'fail', 'done');
    const { task, outcome } = run();
    await task.toPromise();
    expect(job.reads).toBe(9);
    expect(outcome).toEqual({ value: 'finished' });
  });

  it('backs off: each failure in a row doubles the wait', async () => {
    const job = probe('fail');
    run({ intervalMs: () => 10, maxFailures: Infinity });
    await pause(320);
    // Every 10 ms without back-off (about 30 reads); with it 20, 40, 80, 160 ms: 5 reads.
    expect(job.reads).toBeGreaterThanOrEqual(3);
    expect(job.reads).toBeLessThanOrEqual(6);
  });
});

describe('poll: the tab', () => {
  it('runs its worker not once while the tab is hidden, and again when it is visible', async () => {
    const job = probe('running');
    const { task } = run();
    await until(() => job.reads >= 2);
    setVisibility('hidden');
    await pause(20); // a run in flight ends
    const hidden = job.reads;
    await pause(100); // 20 intervals
    expect(job.reads).toBe(hidden);
    expect(task.isRunning()).toBe(true);
    setVisibility('visible');
    await until(() => job.reads >= hidden + 2);
  });
});

describe('poll: the bound', () => {
  it('at maxRuns says still running and reads nothing more; Keep waiting resumes the same poll with a fresh bound', async () => {
    const job = probe('running');
    const { task, seen, outcome, keepWaiting } = run({ maxRuns: () => 3 });
    await until(() => seen.length === 1);
    expect(job.reads).toBe(3);
    await pause(40);
    expect(job.reads).toBe(3); // waits for the user
    expect(task.isRunning()).toBe(true);

    keepWaiting();
    await until(() => seen.length === 2);
    expect(job.reads).toBe(6);

    job.answers = ['done'];
    keepWaiting();
    await task.toPromise();
    expect(outcome).toEqual({ value: 'finished' });
    expect(job.reads).toBe(7);
  });

  it('waits firstWaitMs before its first run, and not again after Keep waiting', async () => {
    const job = probe('running');
    const { seen, keepWaiting } = run({ maxRuns: () => 1, firstWaitMs: () => 80 });
    await pause(40);
    expect(job.reads).toBe(0);
    await until(() => seen.length === 1);
    expect(job.reads).toBe(1);
    keepWaiting();
    await pause(40);
    expect(job.reads).toBe(2);
  });

  it('ends with the saga that runs it (page left, signed out): no read after cancel', async () => {
    const job = probe('running');
    const { task } = run();
    await until(() => job.reads >= 2);
    task.cancel();
    await pause(20);
    const atCancel = job.reads;
    await pause(40);
    expect(job.reads).toBe(atCancel);
  });
});
