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

function visibilityChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const onChange = () => emit(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/** Returns at once while the tab is visible; otherwise waits until it becomes visible again. */
export function* waitUntilVisible(): Generator<unknown, void, unknown> {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
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

export interface PollOptions {
  /** Milliseconds between the end of one run and the start of the next. */
  intervalMs: () => number;
  /** Upper bound on runs; unbounded when absent (the poll still ends with its page or session). */
  maxRuns?: number;
}

/**
 * Runs `worker` now and then every interval, pausing while the tab is hidden. The worker returns
 * true to stop (a terminal status). Cancel the saga (race with a stop action) to end it early.
 */
export function* poll(worker: () => Generator<unknown, boolean | void, unknown>, options: PollOptions) {
  for (let run = 0; options.maxRuns === undefined || run < options.maxRuns; run += 1) {
    yield call(waitUntilVisible);
    const done = (yield call(worker)) as boolean | void;
    if (done === true) return;
    yield delay(options.intervalMs());
  }
}
