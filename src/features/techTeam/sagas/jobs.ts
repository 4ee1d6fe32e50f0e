import { call, put } from 'redux-saga/effects';
import { projectStatusText } from '../../../api/cloud';
import { isActivityRunning, type ActivityEntry, type ActivityKind } from '../../../domain/techTeam';
import { callApi, poll } from '../../../shared/sagaEffects';
import { techTeamTexts } from '../../../texts/techTeam';
import { StageError } from '../messages';
import { techProjectActions as actions, type TechProjectState } from '../slice';
import { activityPollOptions, readActivity } from './activity';
import { stageBound, state } from './common';

const steps = techTeamTexts.steps;

export function idsOf(entries: readonly ActivityEntry[], kind: ActivityKind): Set<number> {
  return new Set(entries.filter((e) => e.kind === kind).map((e) => e.id));
}

/**
 * Waits until the server job of `kind` started by the step just taken has ended: the newest entry
 * of that kind that was not there before. It reads the activity itself (the page's activity poll
 * holds meanwhile) with the app's one poll. A job that failed fails the step with its outcome.
 * Without the activity extension, waits for the project status to change.
 */
export function* waitForJob(projectId: number, kind: ActivityKind, before: ReadonlySet<number>, statusBefore: string | null) {
  yield put(actions.activityHeld());
  try {
    const current: TechProjectState = yield call(state);
    if (!current.activityUnavailable) {
      let step = steps.waitingForJob(kind);
      const run = function* (): Generator<unknown, ActivityEntry | 'unavailable' | undefined, unknown> {
        const entries = (yield call(readActivity, projectId)) as ActivityEntry[] | null;
        if (entries === null) return 'unavailable';
        const entry = entries.find((e) => e.kind === kind && !before.has(e.id));
        if (entry && !isActivityRunning(entry)) return entry;
        const running = entry?.steps.find((s) => s.state === 'running');
        step = entry ? (running ? steps.serverStep(entry.title, running.name) : steps.waitingForJob(entry.title)) : steps.waitingForJob(kind);
        yield put(actions.stageProgress({ step }));
        return undefined;
      };
      const ended = (yield call(poll<ActivityEntry | 'unavailable'>, run, activityPollOptions, stageBound(() => step))) as ActivityEntry | 'unavailable';
      if (ended !== 'unavailable') {
        if (ended.state === 'failed') throw new StageError(steps.jobFailed(ended.title, ended.outcome));
        return ended;
      }
    }
    yield call(waitForStatusChange, projectId, statusBefore);
    return null;
  } finally {
    yield put(actions.activityReleased());
  }
}

/** Without the activity extension: polls the status text until it differs from before. */
function* waitForStatusChange(projectId: number, statusBefore: string | null) {
  const run = function* (): Generator<unknown, true | undefined, unknown> {
    yield put(actions.stageProgress({ step: steps.statusWait }));
    const status = (yield call(callApi, (signal: AbortSignal) => projectStatusText(projectId, signal))) as string;
    return status && status !== (statusBefore ?? '') ? true : undefined;
  };
  yield call(poll<true>, run, activityPollOptions, stageBound(() => steps.statusWait));
}
