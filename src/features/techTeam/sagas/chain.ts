import { call, put } from 'redux-saga/effects';
import { saveDevopsUrl, startDevopsChain, syncInfra } from '../../../api/techTeam';
import { latestActivity } from '../../../domain/techTeam';
import { callApi } from '../../../shared/sagaEffects';
import { messageOf } from '../messages';
import { techProjectActions as actions, type TechProjectState } from '../slice';
import { refreshProject } from './activity';
import { state } from './common';

/* ---------- Sync Infra and the devops chain ---------- */

export function* runSync() {
  const { projectId }: TechProjectState = yield call(state);
  if (projectId === null) return;
  try {
    yield call(callApi, (signal: AbortSignal) => syncInfra(projectId, signal));
    yield put(actions.syncFinished(null));
  } catch (error) {
    yield put(actions.syncFinished(messageOf(error)));
  }
  yield call(refreshProject, projectId);
  yield put(actions.activityRefresh());
}

/** Setup Devops Project: starts the chain on the server, or resumes a failed one from its failed step. */
export function* runSetupDevops() {
  const { projectId }: TechProjectState = yield call(state);
  if (projectId === null) return;
  try {
    yield call(callApi, (signal: AbortSignal) => startDevopsChain(projectId, signal));
    yield put(actions.chainStartFinished(null));
  } catch (error) {
    yield put(actions.chainStartFinished(messageOf(error)));
  }
  yield call(refreshProject, projectId);
  yield put(actions.activityRefresh());
}

/**
 * The chain's last step, the page's own (seed 001 section 4: "then save the devops URL"): once the
 * server's chain has succeeded and the project has no devops URL yet, PUT save_devops_url with the
 * URL the chain made. Runs when the chain ends while the page is open, or when the page is opened
 * after it ended elsewhere; a failure waits for the Retry button (manual: true).
 */
export function* saveChainUrl(action: { type: string; payload?: unknown }) {
  const current: TechProjectState = yield call(state);
  const { project, projectId, chain } = current;
  const manual = action.type === actions.chainSaveRequested.type;
  if (!project || projectId === null || chain.saving || ((chain.saveError || chain.completedHere) && !manual)) return;
  const entry = latestActivity(current.activity, 'devopsChain');
  const devopsUrl = entry?.state === 'succeeded' ? entry.result?.devopsUrl : undefined;
  if (!devopsUrl || project.devopsUrl) return;
  yield put(actions.chainSaveStarted());
  try {
    yield call(callApi, (signal: AbortSignal) => saveDevopsUrl(projectId, devopsUrl, signal));
    yield put(actions.chainSaveFinished(null));
  } catch (error) {
    yield put(actions.chainSaveFinished(messageOf(error)));
  }
  yield call(refreshProject, projectId);
}
