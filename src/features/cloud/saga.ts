import { call, put } from 'redux-saga/effects';
import { environmentStatus, saveEnvironmentUrl, type EnvironmentStatus } from '../../api/cloud';
import { projectsApi } from '../../api/projects';
import { config } from '../../config';
import { ENVIRONMENT_SUCCEEDED, isEnvironmentPollContinuing } from '../../domain/techTeam';
import { callApi, errorOf, poll } from '../../shared/sagaEffects';
import { cloudActions as actions } from './slice';

export interface EnvironmentWatch {
  projectId: number;
  /** The status URL that createResource / createResourceSku answered; nothing to watch when null. */
  statusUrl: string | null;
}

/**
 * environmentStatusPoll (seed 000 section 4): reads the job's status now and then every
 * config.timings.environmentPollMs while it is Running..., Started or Accepted (the app's one poll:
 * paused while the tab is hidden, buildPollMaxRuns reads, then 'still running' with Keep waiting;
 * three failed reads in a row end it with pollError). On Succeeded it saves the service URL and IP
 * address to the project (PUT save_env_url) and refreshes the project's details; 'Deployment Successful'
 * (a deploy job went to it since: seed 000 section 4) is saved already. Everything goes to
 * the cloud slice. A page saga: leaving the page or signing out cancels it, and its HTTP call.
 */
export function* environmentStatusPoll({ projectId, statusUrl }: EnvironmentWatch) {
  if (!statusUrl) return;
  yield put(actions.watchReset(statusUrl));

  function* readStatus(): Generator<unknown, EnvironmentStatus | undefined, unknown> {
    const answer = (yield call(callApi, (signal: AbortSignal) => environmentStatus(statusUrl as string, signal))) as EnvironmentStatus;
    yield put(actions.watchUpdated({ phase: 'polling', status: answer.status, service: answer.service ?? '', ipAddress: answer.ipAddress ?? '' }));
    return isEnvironmentPollContinuing(answer.status) ? undefined : answer;
  }

  let answer: EnvironmentStatus;
  try {
    answer = (yield call(
      poll<EnvironmentStatus>,
      readStatus,
      { intervalMs: () => config.timings.environmentPollMs, maxRuns: () => config.timings.buildPollMaxRuns },
      { stillRunning: () => actions.watchUpdated({ phase: 'stillRunning' }), keepWaiting: actions.keepWaiting.type },
    )) as EnvironmentStatus;
  } catch (error) {
    yield put(actions.watchUpdated({ phase: 'pollError', error: errorOf(error).message }));
    return;
  }
  if (answer.status !== ENVIRONMENT_SUCCEEDED) {
    yield put(actions.watchUpdated({ phase: 'done' }));
    return;
  }
  yield put(actions.watchUpdated({ phase: 'saving' }));
  try {
    yield call(callApi, (signal: AbortSignal) => saveEnvironmentUrl(projectId, { envURL: answer.service, ip: answer.ipAddress }, signal));
  } catch (error) {
    yield put(actions.watchUpdated({ phase: 'saveError', error: errorOf(error).message }));
    return;
  }
  yield put(projectsApi.util.invalidateTags([{ type: 'Project', id: projectId }, 'ProjectList']));
  yield put(actions.watchUpdated({ phase: 'done' }));
}
