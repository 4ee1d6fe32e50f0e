import { call, put, race, take } from 'redux-saga/effects';
import { projectsApi } from '../../api/projects';
import { projectActivity } from '../../api/techTeam';
import { config } from '../../config';
import { isActivityRunning, type ActivityEntry } from '../../domain/techTeam';
import { callApi, errorOf, poll, type PollEnd, type PollRun } from '../../shared/sagaEffects';
import { messageOf } from './messages';
import { techProjectActions as actions } from './slice';

/** Failed reads in a row double the activity poll's wait, up to this many intervals (3 s x 16 = 48 s). */
export const ACTIVITY_BACKOFF_INTERVALS = 16;

export function* refreshProject(projectId: number) {
  yield put(projectsApi.util.invalidateTags([{ type: 'Project', id: projectId }, 'ProjectList']));
}

/** Entries that ended since the previous read (or appeared already ended). */
function endedSince(previous: readonly ActivityEntry[], current: readonly ActivityEntry[]): boolean {
  const before = new Map(previous.map((e) => [e.id, e]));
  return current.some((e) => !isActivityRunning(e) && (before.get(e.id) === undefined || isActivityRunning(before.get(e.id) as ActivityEntry)));
}

/**
 * Reads the project's activity now, then every activityPollMs while something runs, and again
 * whenever a step asks (activityRefresh, which also starts a fresh bound). The poll pauses while
 * the tab is hidden, backs off on failures (the wait doubles, up to ACTIVITY_BACKOFF_INTERVALS
 * intervals), and stops after buildPollMaxRuns reads (activityPollStopped: the page offers
 * Refresh). It ends with the page saga (page left, signed out). When a job ends, the project is
 * re-read (its status moved). A 404 means the backend has no activity extension: the page then
 * goes without a timeline.
 */
export function* activityWatch(projectId: number) {
  let previous: ActivityEntry[] | null = null;

  function* read(): Generator<unknown, PollRun, unknown> {
    try {
      const entries = (yield call(callApi, (signal: AbortSignal) => projectActivity(projectId, signal))) as ActivityEntry[];
      yield put(actions.activityLoaded(entries));
      if (previous && endedSince(previous, entries)) yield call(refreshProject, projectId);
      previous = entries;
      return !entries.some(isActivityRunning);
    } catch (error) {
      const unavailable = errorOf(error).status === 404;
      yield put(actions.activityFailed({ message: messageOf(error), unavailable }));
      return unavailable ? true : 'failed';
    }
  }

  const options = {
    intervalMs: () => config.timings.activityPollMs,
    maxRuns: config.timings.buildPollMaxRuns,
    backoffCapMs: () => config.timings.activityPollMs * ACTIVITY_BACKOFF_INTERVALS,
  };
  while (true) {
    const { end } = (yield race({ end: call(poll, read, options), refresh: take(actions.activityRefresh.type) })) as { end?: PollEnd };
    if (end === undefined) continue; // a refresh: read now, with a fresh bound
    if (end === 'bounded') yield put(actions.activityPollStopped());
    yield take(actions.activityRefresh.type);
  }
}
