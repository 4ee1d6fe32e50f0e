import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, delay, take } from 'redux-saga/effects';
import { toApiError, type ApiError } from '../api/errors';

/**
 * Runs an api request with an AbortSignal: `yield call(callApi, (signal) => api.thing(x, signal))`.
 * When the saga is cancelled (logout, page left, stop action) the HTTP call is aborted too.
 */
export function* callApi<R>(request: (signal: AbortSignal) => Promise<R>): Generator<unknown, R, unknown> {
  const controller = new AbortController();
  try {
    return (yield call(request, controller.signal)) as R;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** The error of a failed call as plain data. */
export function errorOf(error: unknown): ApiError {
  return toApiError(error);
}

/** The tab is hidden (document.visibilityState); never outside a browser. */
export function isDocumentHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function visibilityChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const onChange = () => emit(!isDocumentHidden());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/** Returns at once while the tab is visible; otherwise waits until it becomes visible again. */
export function* waitUntilVisible(): Generator<unknown, void, unknown> {
  if (!isDocumentHidden()) return;
  const channel = (yield call(visibilityChannel)) as EventChannel<boolean>;
  try {
    while (true) {
      const visible = (yield take(channel)) as boolean;
      if (visible) return;
    }
  } finally {
    channel.close();
  }
}

/** What one run of a poll's worker says: true = done (a terminal status), 'failed' = back off, else go on. */
export type PollRun = boolean | void | 'failed';

/** How a poll ended: its worker said done, or it reached maxRuns. */
export type PollEnd = 'done' | 'bounded';

export interface PollOptions {
  /** Milliseconds between the end of one run and the start of the next. */
  intervalMs: () => number;
  /** Upper bound on runs; unbounded when absent (the poll still ends with its page or session). */
  maxRuns?: number;
  /** Failed runs in a row double the wait, up to this many ms (a good run resets it); without it a failure waits the interval. */
  backoffCapMs?: () => number;
}

/** The wait after `failures` failed runs in a row: the interval, doubled per failure, at most the cap. */
export function pollWaitMs(intervalMs: number, failures: number, capMs?: number): number {
  if (failures <= 0 || capMs === undefined) return intervalMs;
  return Math.max(intervalMs, Math.min(capMs, intervalMs * 2 ** Math.min(failures, 30)));
}

/**
 * Runs `worker` now and then every interval, pausing while the tab is hidden. The worker returns
 * true to stop (a terminal status) or 'failed' to back off. Cancel the saga (race with a stop
 * action, the page's or the session's end) to end it early. Returns how it ended.
 */
export function* poll(worker: () => Generator<unknown, PollRun, unknown>, options: PollOptions): Generator<unknown, PollEnd, unknown> {
  let failures = 0;
  for (let run = 0; options.maxRuns === undefined || run < options.maxRuns; run += 1) {
    yield call(waitUntilVisible);
    const outcome = (yield call(worker)) as PollRun;
    if (outcome === true) return 'done';
    failures = outcome === 'failed' ? failures + 1 : 0;
    yield delay(pollWaitMs(options.intervalMs(), failures, options.backoffCapMs?.()));
  }
  return 'bounded';
}
