import type { UnknownAction } from '@reduxjs/toolkit';
import { call, cancelled, put, take } from 'redux-saga/effects';
import { appsApi } from '../../api/apps';
import { config } from '../../config';
import type { BuildHistoryEntry } from '../../domain/apps';
import { poll } from '../../shared/sagaEffects';
import { readConsoleLog } from './consoleLog/logSource';
import { messageOf } from './saga';
import { appWorkActions as actions } from './slice';

/** A build of the history that has not ended yet. */
export const isBuildRunning = (build: BuildHistoryEntry | undefined) => build !== undefined && /progress|running/i.test(build.buildStatus);

interface QueryRequest<T> {
  unwrap(): Promise<T>;
  abort(): void;
}

/** Dispatches an RTK Query read (its cache is what the page shows) and waits for it; cancelling aborts it. */
function* read<T>(thunk: unknown): Generator<unknown, T, unknown> {
  const request = (yield put(thunk as UnknownAction)) as unknown as QueryRequest<T>;
  try {
    return (yield call(() => request.unwrap())) as T;
  } finally {
    if ((yield cancelled()) as boolean) request.abort();
  }
}

/** One refresh: the build history (is the build still running?), then the log's new part (its worker reads it); true once it ended. */
function* readLog(appId: number, buildNo: number): Generator<unknown, true | undefined, unknown> {
  const builds = (yield call(read<BuildHistoryEntry[]>, appsApi.endpoints.buildHistory.initiate(appId, { subscribe: false, forceRefetch: true }))) as BuildHistoryEntry[];
  yield call(readConsoleLog, buildNo);
  return isBuildRunning(builds.find((b) => b.buildNo === buildNo)) ? undefined : true;
}

/**
 * Build History: the console log of a build that runs elsewhere (not the one Build Now follows),
 * re-read with the build list every buildPollMs until the list says it ended, with the app's one
 * poll: paused while the tab is hidden; three failed reads in a row stop it (logRefreshFailed:
 * why, with Retry); after buildPollMaxRuns reads 'still running' (logRefreshStopped) with Keep
 * waiting. Both go on with logRefreshResumed. A page saga: it ends with the tab, the page or the
 * session. Nothing to follow when buildNo is null.
 */
export function* consoleLogPoll(appId: number, buildNo: number | null) {
  if (buildNo === null) return;
  yield put(actions.logRefreshResumed());
  const options = { intervalMs: () => config.timings.buildPollMs, maxRuns: () => config.timings.buildPollMaxRuns };
  const bound = { stillRunning: () => actions.logRefreshStopped(buildNo), keepWaiting: actions.logRefreshResumed.type };
  while (true) {
    try {
      yield call(poll<true>, () => readLog(appId, buildNo), options, bound);
      return;
    } catch (error) {
      yield put(actions.logRefreshFailed({ buildNo, error: messageOf(error) }));
      yield take(actions.logRefreshResumed.type);
    }
  }
}
