import { call, put, race, take } from 'redux-saga/effects';
import { projectsApi } from '../../../api/projects';
import { projectActivity } from '../../../api/techTeam';
import { config } from '../../../config';
import { isActivityRunning, type ActivityEntry } from '../../../domain/techTeam';
import { callApi, errorOf, poll } from '../../../shared/sagaEffects';
import { messageOf } from '../messages';
import { techProjectActions as actions } from '../slice';

export function* refreshProject(projectId: number) {
  yield put(projectsApi.util.invalidateTags([{ type: 'Project', id: projectId }, 'ProjectList']));
}

/** The activity polls' timings: every activityPollMs, buildPollMaxRuns reads before 'still running'. */
export const activityPollOptions = {
  intervalMs: () => config.timings.activityPollMs,
  maxRuns: () => config.timings.buildPollMaxRuns,
};

/**
 * One read of the project's activity into the slice. Returns null when the backend has no
 * activity extension (404: the page goes without a timeline); any other failure is recorded and
 * thrown (a failed run of the poll that reads).
 */
export function* readActivity(projectId: number): Generator<unknown, ActivityEntry[] | null, unknown> {
  try {
    const entries = (yield call(callApi, (signal: AbortSignal) => projectActivity(projectId, signal))) as ActivityEntry[];
    yield put(actions.activityLoaded(entries));
    return entries;
  } catch (error) {
    const unavailable = errorOf(error).status === 404;
    yield put(actions.activityFailed({ message: messageOf(error), unavailable }));
    if (unavailable) return null;
    throw error;
  }
}

/** Entries that ended since the previous read (or appeared already ended). */
function endedSince(previous: readonly ActivityEntry[], current: readonly ActivityEntry[]): boolean {
  const before = new Map(previous.map((e) => [e.id, e]));
  return current.some((e) => !isActivityRunning(e) && (before.get(e.id) === undefined || isActivityRunning(before.get(e.id) as ActivityEntry)));
}

/**
 * Reads the project's activity now, then every activityPollMs while something runs, and again
 * whenever a step asks (activityRefresh, which also starts a fresh bound). The app's one poll:
 * paused while the tab is hidden, backing off on failures (three in a row stop it: the timeline
 * says why, Refresh reads again), and after buildPollMaxRuns reads 'still running' with Keep
 * waiting (activityPollStopped; Keep waiting is an activityRefresh). While a step waits for a
 * server job it reads the activity itself (activityHeld ... activityReleased): one reader at a
 * time. When a job ends, the project is re-read (its status moved). It ends with the page saga.
 */
export function* activityWatch(projectId: number) {
  let previous: ActivityEntry[] | null = null;

  function* run(): Generator<unknown, true | undefined, unknown> {
    const entries = (yield call(readActivity, projectId)) as ActivityEntry[] | null;
    if (entries === null) return true;
    if (previous && endedSince(previous, entries)) yield call(refreshProject, projectId);
    previous = entries;
    return entries.some(isActivityRunning) ? undefined : true;
  }

  function* follow() {
    try {
      yield call(poll<true>, run, activityPollOptions, { stillRunning: () => actions.activityPollStopped(), keepWaiting: actions.activityRefresh.type });
    } catch {
      // The error budget is spent: activityFailed says why; a refresh reads again.
    }
    yield take(actions.activityRefresh.type);
  }

  while (true) {
    const { held } = (yield race({ follow: call(follow), refresh: take(actions.activityRefresh.type), held: take(actions.activityHeld.type) })) as { held?: unknown };
    if (held) yield take(actions.activityReleased.type);
  }
}
