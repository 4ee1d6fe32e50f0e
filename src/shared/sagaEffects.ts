import { eventChannel, type EventChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, take } from 'redux-saga/effects';
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

/** Consecutive failed runs after which a poll gives up: its workflow fails with the last failure's message. */
export const POLL_MAX_FAILURES = 3;
/** Failed runs in a row double a poll's wait, up to this many intervals (3 s x 16 = 48 s). */
export const POLL_BACKOFF_INTERVALS = 16;

/**
 * One run of a poll: reads, says what it read (puts), and returns a value once the work has ended
 * (the poll returns it), or undefined to go on. A run that throws is a failed run. `run` counts
 * from 0 since the poll (or its last Keep waiting) began.
 */
export type PollWorker<T> = (run: number) => Generator<unknown, T | undefined, unknown>;

/** How a poll ended: its worker returned a value, or it reached maxRuns ('bounded'). */
export type PollEnd<T> = { end: 'done'; value: T } | { end: 'bounded' };

export interface PollOptions {
  /** Milliseconds between the end of one run and the start of the next. */
  intervalMs: () => number;
  /** Upper bound on runs (then 'bounded'); a config timing, read when the poll (or Keep waiting) starts. */
  maxRuns: () => number;
  /** A wait before the first run (the seeds' 'waits 15 seconds'); none when absent. */
  firstWaitMs?: () => number;
  /** Failed runs in a row before the poll throws the last failure (POLL_MAX_FAILURES unless given). */
  maxFailures?: number;
}

/** What a poll does at its bound: says 'still running' (a slice's action), then waits for Keep waiting. */
export interface PollBound {
  /** The action that shows 'still running' (built when the bound is reached, so it can say the latest step). */
  stillRunning: () => UnknownAction;
  /** The 'Keep waiting' button's action (its type, or a test of the action): the same poll goes on, with a fresh bound. */
  keepWaiting: string | ((action: UnknownAction) => boolean);
  /** Runs once the bound is reached, after 'still running' shows (e.g. the seeds' reset and reload of a report run). */
  atBound?: () => Generator<unknown, void, unknown>;
  /** Runs when Keep waiting is chosen, before the next runs (e.g. the progress back to 0). */
  resumed?: () => Generator<unknown, void, unknown>;
}

/** The wait after `failures` failed runs in a row: the interval, doubled per failure, at most the cap. */
export function pollWaitMs(intervalMs: number, failures: number, capMs?: number): number {
  if (failures <= 0 || capMs === undefined) return intervalMs;
  return Math.max(intervalMs, Math.min(capMs, intervalMs * 2 ** Math.min(failures, 30)));
}

/**
 * Runs `worker` (after firstWaitMs) and then every interval, pausing while the tab is hidden, until
 * it returns a value ('done') or maxRuns runs ('bounded'). A failed run (the worker throws) waits
 * twice as long as the one before, up to POLL_BACKOFF_INTERVALS intervals; maxFailures of them in
 * a row throw the last failure; a good run resets the count. Cancel the saga (race with a stop
 * action, the page's or the session's end) to end it early, its HTTP call with it.
 */
export function* pollOnce<T>(worker: PollWorker<T>, options: PollOptions): Generator<unknown, PollEnd<T>, unknown> {
  const maxFailures = options.maxFailures ?? POLL_MAX_FAILURES;
  const maxRuns = options.maxRuns();
  let failures = 0;
  if (options.firstWaitMs) yield delay(options.firstWaitMs());
  for (let run = 0; run < maxRuns; run += 1) {
    if (run > 0) {
      const interval = options.intervalMs();
      yield delay(pollWaitMs(interval, failures, interval * POLL_BACKOFF_INTERVALS));
    }
    yield call(waitUntilVisible);
    try {
      const value = (yield call(worker, run)) as T | undefined;
      failures = 0;
      if (value !== undefined) return { end: 'done', value };
    } catch (error) {
      failures += 1;
      if (failures >= maxFailures) throw error;
    }
  }
  return { end: 'bounded' };
}

/**
 * The one poll of the app: pollOnce until done; at its bound it puts `bound.stillRunning()` (the
 * slice shows 'still running' with Keep waiting), waits for `bound.keepWaiting`, and goes on with
 * the same worker after an interval, with a fresh bound. Returns the worker's final value; throws
 * when the error budget is spent.
 */
export function* poll<T>(worker: PollWorker<T>, options: PollOptions, bound: PollBound): Generator<unknown, T, unknown> {
  let current = options;
  while (true) {
    const ended = (yield call(pollOnce<T>, worker, current)) as PollEnd<T>;
    if (ended.end === 'done') return ended.value;
    yield put(bound.stillRunning());
    if (bound.atBound) yield call(bound.atBound);
    yield take(bound.keepWaiting as string);
    if (bound.resumed) yield call(bound.resumed);
    current = { ...options, firstWaitMs: options.intervalMs };
  }
}
