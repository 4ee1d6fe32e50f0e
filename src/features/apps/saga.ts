import { call, delay, put, take, takeLeading } from 'redux-saga/effects';
import { appsApi, fetchApp, fetchConsoleLog, startBuild, startRepoSetup, startReportGeneration } from '../../api/apps';
import { config } from '../../config';
import {
  BUILD_FAILURE,
  BUILD_IN_PROGRESS,
  REPORT_FAILURE,
  REPORT_NOT_STARTED,
  REPORT_STEPS,
  REPORT_STEP_PERCENT,
  REPORT_SUCCESS,
  REPORT_TRIGGERED,
  REPO_SETUP_IN_PROGRESS,
  type AppRead,
} from '../../domain/apps';
import { APP_DEVOPS_STATUS_MAP, resolveDevopsStatus } from '../../domain/devopsStatus';
import { callApi, errorOf, waitUntilVisible } from '../../shared/sagaEffects';
import { appPageTexts } from '../../texts/apps';
import { appWorkActions as actions } from './slice';

const t = appPageTexts.work;

function messageOf(error: unknown): string {
  const e = errorOf(error);
  if (e.code === 'http') return e.message && !/^Request failed with status code/.test(e.message) ? `${e.message} (${e.status})` : t.serverAnswered(e.status);
  if (e.code === 'timeout') return t.timeout;
  if (e.code === 'malformed') return t.malformed;
  return e.message || t.network;
}

function* refreshApp(appId: number, buildNo: number | null = null) {
  yield put(
    appsApi.util.invalidateTags([
      { type: 'App', id: appId },
      { type: 'Builds', id: appId },
      { type: 'AppReports', id: appId },
      ...(buildNo === null ? [] : [{ type: 'BuildLog' as const, id: buildNo }]),
    ]),
  );
}

function* readApp(appId: number) {
  yield call(waitUntilVisible);
  return (yield call(callApi, (signal: AbortSignal) => fetchApp(appId, signal))) as AppRead;
}

/**
 * Setup Repo: GET /repoSetup/{appId}, then the app's status is read every buildPollMs until the
 * repo pipeline is no longer in progress (bounded by buildPollMaxRuns).
 */
export function* repoSetup(appId: number) {
  try {
    yield call(callApi, (signal: AbortSignal) => startRepoSetup(appId, signal));
    yield call(refreshApp, appId);
    for (let run = 0; run < config.timings.buildPollMaxRuns; run += 1) {
      yield delay(config.timings.buildPollMs);
      const app: AppRead = yield call(readApp, appId);
      if (!app.status.includes(REPO_SETUP_IN_PROGRESS)) {
        const failed = app.status.includes('DFC-REPO-SETUP-PIPELINE-FAILURE');
        yield put(actions.repoSetupFinished(failed ? resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, 'DFC-REPO-SETUP-PIPELINE-FAILURE').label : null));
        return;
      }
    }
    yield put(actions.repoSetupFinished(t.stillRunning));
  } catch (error) {
    yield put(actions.repoSetupFinished(messageOf(error)));
  } finally {
    yield call(refreshApp, appId);
  }
}

function buildNoOf(answer: unknown): number | null {
  const value = typeof answer === 'object' && answer !== null && 'result' in answer ? (answer as { result: unknown }).result : answer;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Build Now: GET api/v2/cicdPipeline/{appId}; then, while the app's status says the build is in
 * progress, its console log is read every buildPollMs (the log grows live) together with the
 * status; the seeds poll without bound, ours asks to keep waiting after buildPollMaxRuns reads.
 */
export function* buildNow(appId: number) {
  let buildNo: number | null = null;
  try {
    const answer: unknown = yield call(callApi, (signal: AbortSignal) => startBuild(appId, signal));
    buildNo = buildNoOf(answer);
    yield put(actions.buildStarted(buildNo));
    yield call(refreshApp, appId);
    let reads = 0;
    while (true) {
      yield delay(config.timings.buildPollMs);
      const app: AppRead = yield call(readApp, appId);
      if (buildNo !== null) {
        const current = buildNo;
        const log = (yield call(callApi, (signal: AbortSignal) => fetchConsoleLog(current, signal))) as string;
        yield put(actions.buildLog(log));
      }
      if (!app.status.includes(BUILD_IN_PROGRESS)) {
        yield put(actions.buildFinished({ error: app.status.includes(BUILD_FAILURE) ? t.buildFailed(buildNo) : null }));
        return;
      }
      reads += 1;
      if (reads >= config.timings.buildPollMaxRuns) {
        yield put(actions.buildStillRunning());
        yield take(actions.keepWaitingForBuild.type);
        reads = 0;
      }
    }
  } catch (error) {
    yield put(actions.buildFinished({ error: messageOf(error) }));
  } finally {
    yield call(refreshApp, appId, buildNo);
  }
}

/**
 * Generate Report (seed 001 section 4): the report call, 'Report Generation Triggered', a wait of
 * reportFirstWaitMs, then up to three steps of reportStepMs, each reading the app's report status
 * (IN-PROGRESS, SUCCESS, FAILURE) and adding 33.33 % to the progress bar; it ends early on SUCCESS
 * or FAILURE; then 'Not Started' and the app and its reports are read again.
 */
export function* generateReport(appId: number) {
  let outcome: string | null = null;
  try {
    yield call(callApi, (signal: AbortSignal) => startReportGeneration(appId, signal));
    yield put(actions.reportStep({ step: REPORT_TRIGGERED, progress: 0 }));
    yield delay(config.timings.reportFirstWaitMs);
    for (let step = 0; step < REPORT_STEPS.length; step += 1) {
      const app: AppRead = yield call(readApp, appId);
      const code = [...REPORT_STEPS].reverse().find((c) => app.status.includes(c)) ?? REPORT_STEPS[0];
      const label = resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, code).label;
      yield put(actions.reportStep({ step: label, progress: Math.min(100, (step + 1) * REPORT_STEP_PERCENT) }));
      if (code === REPORT_SUCCESS || code === REPORT_FAILURE) {
        outcome = label;
        break;
      }
      if (step < REPORT_STEPS.length - 1) yield delay(config.timings.reportStepMs);
    }
    const failed = outcome === resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, REPORT_FAILURE).label;
    yield put(actions.reportFinished({ outcome: outcome ?? t.reportStillRunning, error: failed ? outcome : null, step: REPORT_NOT_STARTED }));
  } catch (error) {
    yield put(actions.reportFinished({ outcome: null, error: messageOf(error), step: REPORT_NOT_STARTED }));
  } finally {
    yield call(refreshApp, appId);
  }
}

/** The app page's saga (a page saga: it stops with the page and at sign-out). */
export function* appPageSaga(appId: number | null) {
  if (appId === null) return;
  yield put(actions.appOpened(appId));
  yield takeLeading(actions.repoSetupRequested.type, repoSetup, appId);
  yield takeLeading(actions.buildRequested.type, buildNow, appId);
  yield takeLeading(actions.reportRequested.type, generateReport, appId);
}
