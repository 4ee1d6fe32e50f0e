import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, take, takeLeading } from 'redux-saga/effects';
import {
  branches,
  createRepository,
  createServiceEndpoint,
  gitJobBuilds,
  gitToolsApi,
  importStatus,
  reportMerge,
  repositories,
  startImport,
  triggerBranchJob,
  triggerMergeJob,
  type MergeReport,
} from '../../api/gitTools';
import { isForbidden } from '../../api/errors';
import { config } from '../../config';
import {
  GIT_JOBS,
  branchNameOf,
  canAddBranch,
  canCreateAndClone,
  isImportFinished,
  mergedMessage,
  type GitBuild,
  type GitJobInfo,
  type GitJobName,
  type GitRef,
  type ImportRequest,
  type Repository,
  type ServiceEndpoint,
} from '../../domain/gitTools';
import { callApi, errorOf, poll } from '../../shared/sagaEffects';
import { gitToolsTexts } from '../../texts/gitTools';
import { gitToolsActions as actions, type BranchRequest, type CloneRequest, type MergeRequest } from './slice';

const t = gitToolsTexts;

/** A step that cannot go on, in words. */
class GitStepError extends Error {}

/** Every failure in words (the seeds only logged them); a 403: who may change the repositories. */
export function messageOf(error: unknown): string {
  if (error instanceof GitStepError) return error.message;
  const e = errorOf(error);
  if (isForbidden(e)) return t.errors.notYours;
  if (e.code === 'http') return e.message && e.message !== `Request failed with status code ${e.status}` ? t.errors.http(e.message, e.status) : t.errors.status(e.status);
  if (e.code === 'timeout') return t.errors.timeout;
  if (e.code === 'malformed') return t.errors.malformed;
  return e.message && e.message !== 'Network Error' ? e.message : t.errors.network;
}

/**
 * Reads `read` now and then every buildPollMs until `done` says it ended, with the app's one poll:
 * paused while the tab is hidden, three failed reads in a row fail the workflow, and after
 * buildPollMaxRuns reads 'still running' with Keep waiting (and Stop following, which ends the
 * race). Cancelled with the page, the session or Stop following (the HTTP call with it).
 */
function* follow<T>(read: (signal: AbortSignal) => Promise<T>, done: (value: T) => boolean, stepOf: (value: T) => string) {
  let step = '';
  const run = function* (): Generator<unknown, T | undefined, unknown> {
    const value = (yield call(callApi, read)) as T;
    step = stepOf(value);
    yield put(actions.progress(step));
    return done(value) ? value : undefined;
  };
  const options = { intervalMs: () => config.timings.buildPollMs, maxRuns: () => config.timings.buildPollMaxRuns };
  return (yield call(poll<T>, run, options, { stillRunning: () => actions.stillRunning(step), keepWaiting: actions.keepWaiting.type })) as T;
}

/** Follows a queued git build through the job's build list until it has a result; fails unless SUCCESS. */
function* followBuild(jobName: GitJobName, queueId: number) {
  const buildOf = (info: GitJobInfo) => info.builds.find((b) => b.queueId === queueId);
  const info = (yield call(
    follow<GitJobInfo>,
    (signal) => gitJobBuilds(jobName, signal),
    (value) => Boolean(buildOf(value)?.result),
    (value) => {
      const build = buildOf(value);
      return build ? t.steps.buildRunning(jobName, build.number) : t.steps.buildQueued(jobName);
    },
  )) as GitJobInfo;
  const build = buildOf(info) as GitBuild;
  if (build.result !== 'SUCCESS') throw new GitStepError(t.errors.buildFailed(jobName, build.number, build.result ?? 'no result'));
  return build;
}

/** Follows an import request until it completed; fails when it failed or was abandoned. */
function* followImport(projectId: string, repoId: string, started: ImportRequest) {
  const url = started.parameters.gitSource.url;
  const final = isImportFinished(started.status)
    ? started
    : ((yield call(
        follow<ImportRequest>,
        (signal) => importStatus(projectId, repoId, started.importRequestId, signal),
        (value) => isImportFinished(value.status),
        (value) => (value.status === 'queued' ? t.steps.importQueued : t.steps.importing(url)),
      )) as ImportRequest);
  if (final.status === 'failed') throw new GitStepError(t.errors.importFailed(final.detailedStatus?.errorMessage ?? ''));
  if (final.status !== 'completed') throw new GitStepError(t.errors.importAbandoned);
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Create & Clone Repo: creates the repository (or reuses an empty one of that name, left by a
 * failed import), connects the source (a service endpoint without credential), requests the
 * import, follows it to completion, then reads the new repository's branches.
 */
export function* cloneRepo({ projectId, projectName, repoName, sourceUrl }: CloneRequest) {
  if (!canCreateAndClone(repoName, sourceUrl)) throw new GitStepError(t.errors.missingForClone);
  const name = repoName.trim();
  const url = sourceUrl.trim();
  const existing = ((yield call(callApi, (signal: AbortSignal) => repositories(projectId, signal))) as Repository[]).find((r) => sameName(r.name, name));
  let repo: Repository;
  if (existing) {
    if (existing.defaultBranch) throw new GitStepError(t.errors.repoExists(existing.name, projectName));
    yield put(actions.progress(t.steps.reusingRepo(existing.name)));
    repo = existing;
  } else {
    yield put(actions.progress(t.steps.creatingRepo(name)));
    repo = (yield call(callApi, (signal: AbortSignal) => createRepository(projectId, name, signal))) as Repository;
    yield put(gitToolsApi.util.invalidateTags(['GitRepo']));
  }
  yield put(actions.progress(t.steps.connectingSource));
  const endpoint = (yield call(callApi, (signal: AbortSignal) =>
    createServiceEndpoint(projectId, { name: `${repo.name}-source-${Date.now().toString(36)}`, type: 'git', url, authorization: { scheme: 'None' }, description: `Source of ${repo.name}` }, signal),
  )) as ServiceEndpoint;
  const started = (yield call(callApi, (signal: AbortSignal) => startImport(projectId, repo.id, url, endpoint.id, signal))) as ImportRequest;
  yield call(followImport, projectId, repo.id, started);
  yield put(actions.progress(t.steps.readingBranches));
  const refs = (yield call(callApi, (signal: AbortSignal) => branches(projectId, repo.id, signal))) as GitRef[];
  yield put(gitToolsApi.util.invalidateTags(['GitRepo', { type: 'GitBranch', id: repo.id }, { type: 'GitCommit', id: repo.id }]));
  return { message: t.cloned(repo.name, url, refs.map((r) => branchNameOf(r.name))), cloned: { projectId, repoId: repo.id } };
}

/** Add Branch: the branch job (branchName, projectId, repoId, commitId), sent only with all of them. */
export function* addBranch({ projectId, repo, branchName, commitId }: BranchRequest) {
  if (!commitId || !canAddBranch({ branchName, repoId: repo.id, commitId })) throw new GitStepError(t.errors.missingForBranch);
  const name = branchName.trim();
  yield put(actions.progress(t.steps.buildQueued(GIT_JOBS.branch)));
  const queueId = (yield call(callApi, (signal: AbortSignal) => triggerBranchJob({ branchName: name, projectId, repoId: repo.id, commitId }, signal))) as number;
  yield call(followBuild, GIT_JOBS.branch, queueId);
  yield put(gitToolsApi.util.invalidateTags([{ type: 'GitBranch', id: repo.id }]));
  return { message: t.branchAdded(name, repo.name) };
}

/** Merge Branch: the merge job (branch, repourl), then the merge report: 201 shows the seeds' message. */
export function* mergeBranch({ projectId, repo, branch }: MergeRequest) {
  yield put(actions.progress(t.steps.buildQueued(GIT_JOBS.merge)));
  const queueId = (yield call(callApi, (signal: AbortSignal) => triggerMergeJob({ branch, repourl: repo.remoteUrl }, signal))) as number;
  yield call(followBuild, GIT_JOBS.merge, queueId);
  yield put(actions.progress(t.steps.reportingMerge));
  const report = (yield call(callApi, (signal: AbortSignal) => reportMerge(projectId, repo.id, branch, signal))) as MergeReport;
  yield put(gitToolsApi.util.invalidateTags([{ type: 'GitBranch', id: repo.id }, { type: 'GitCommit', id: repo.id }]));
  if (report.status !== 201) throw new GitStepError(t.errors.notMerged(report.status));
  return { message: mergedMessage(branch, repo.name) };
}

type OperationAction = PayloadAction<CloneRequest, typeof actions.cloneRequested.type> | PayloadAction<BranchRequest, typeof actions.branchRequested.type> | PayloadAction<MergeRequest, typeof actions.mergeRequested.type>;

function* runWorkflow(action: OperationAction) {
  try {
    let outcome: { message: string; cloned?: { projectId: string; repoId: string } };
    if (actions.cloneRequested.match(action)) outcome = (yield call(cloneRepo, action.payload)) as typeof outcome;
    else if (actions.branchRequested.match(action)) outcome = (yield call(addBranch, action.payload)) as typeof outcome;
    else outcome = (yield call(mergeBranch, (action as PayloadAction<MergeRequest>).payload)) as typeof outcome;
    yield put(actions.succeeded(outcome));
  } catch (error) {
    yield put(actions.failed(messageOf(error)));
  }
}

function* runOperation(action: OperationAction) {
  const { stop } = (yield race({ done: call(runWorkflow, action), stop: take(actions.stopRequested.type) })) as { stop?: unknown };
  if (stop) yield put(actions.stopped());
}

/**
 * The Git tools' page saga (usePageSaga): one workflow at a time (takeLeading). Leaving the page
 * or signing out cancels it, its polls and their HTTP calls; Stop following ends the one running.
 */
export function* gitToolsSaga() {
  yield takeLeading([actions.cloneRequested.type, actions.branchRequested.type, actions.mergeRequested.type], runOperation);
}
