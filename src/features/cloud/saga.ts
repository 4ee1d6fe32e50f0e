import { call, put } from 'redux-saga/effects';
import { environmentStatus, saveEnvironmentUrl, type EnvironmentStatus } from '../../api/cloud';
import { projectsApi } from '../../api/projects';
import { config } from '../../config';
import { ENVIRONMENT_SUCCEEDED, isEnvironmentPollContinuing } from '../../domain/techTeam';
import { callApi, errorOf, poll } from '../../shared/sagaEffects';

/** Upper bound of one watch: 200 runs, 10 minutes at the seeds' 3000 ms; then 'Keep waiting' starts another. */
export const ENVIRONMENT_POLL_MAX_RUNS = 200;
/** Consecutive failed status reads before the watch gives up and offers Retry. */
export const ENVIRONMENT_POLL_MAX_FAILURES = 3;

/**
 * Where the watch of an environment job is: 'polling' while the status is Running..., Started or
 * Accepted; 'saving' the service URL after Succeeded; 'done' on any other status (Succeeded and
 * saved, Failed, or a status the seeds do not list); 'stillRunning' when the upper bound was
 * reached; 'pollError' / 'saveError' when the status could not be read / the URL not saved.
 */
export type EnvironmentWatchPhase = 'polling' | 'saving' | 'done' | 'stillRunning' | 'pollError' | 'saveError';

export interface EnvironmentWatchState {
  phase: EnvironmentWatchPhase;
  /** The last status read ('' before the first answer). */
  status: string;
  service: string;
  ipAddress: string;
  error: string | null;
}

export const initialWatchState: EnvironmentWatchState = { phase: 'polling', status: '', service: '', ipAddress: '', error: null };

export interface EnvironmentWatch {
  projectId: number;
  /** The status URL that createResource / createResourceSku answered; nothing to watch when null. */
  statusUrl: string | null;
  /** Receives every change (the page's reducer). */
  report: (update: Partial<EnvironmentWatchState>) => void;
  maxRuns?: number;
}

/**
 * environmentStatusPoll (seed 000 section 4): reads the job's status now and then every
 * config.timings.environmentPollMs while it is Running..., Started or Accepted (pausing while the
 * tab is hidden, at most maxRuns reads). On Succeeded it saves the service URL and IP address to
 * the project (PUT save_env_url) and refreshes the project's details. Runs as a page saga: leaving
 * the page or signing out cancels it, and the HTTP call in flight with it.
 */
export function* environmentStatusPoll({ projectId, statusUrl, report, maxRuns = ENVIRONMENT_POLL_MAX_RUNS }: EnvironmentWatch) {
  if (!statusUrl) return;
  let last: EnvironmentStatus | null = null;
  let failures = 0;
  let failure: string | null = null;
  yield call(report, { phase: 'polling', error: null });

  function* readStatus(): Generator<unknown, boolean, unknown> {
    try {
      last = (yield call(callApi, (signal: AbortSignal) => environmentStatus(statusUrl as string, signal))) as EnvironmentStatus;
      failures = 0;
      yield call(report, { phase: 'polling', status: last.status, service: last.service ?? '', ipAddress: last.ipAddress ?? '' });
      return !isEnvironmentPollContinuing(last.status);
    } catch (error) {
      failures += 1;
      if (failures < ENVIRONMENT_POLL_MAX_FAILURES) return false;
      failure = errorOf(error).message;
      return true;
    }
  }

  yield call(poll, readStatus, { intervalMs: () => config.timings.environmentPollMs, maxRuns });

  const answer = last as EnvironmentStatus | null;
  if (failure !== null) {
    yield call(report, { phase: 'pollError', error: failure });
    return;
  }
  if (!answer || isEnvironmentPollContinuing(answer.status)) {
    yield call(report, { phase: 'stillRunning' });
    return;
  }
  if (answer.status !== ENVIRONMENT_SUCCEEDED) {
    yield call(report, { phase: 'done' });
    return;
  }
  yield call(report, { phase: 'saving' });
  try {
    yield call(callApi, (signal: AbortSignal) => saveEnvironmentUrl(projectId, { envURL: answer.service, ip: answer.ipAddress }, signal));
  } catch (error) {
    yield call(report, { phase: 'saveError', error: errorOf(error).message });
    return;
  }
  yield put(projectsApi.util.invalidateTags([{ type: 'Project', id: projectId }, 'ProjectList']));
  yield call(report, { phase: 'done' });
}
