import { call, put, takeLeading } from 'redux-saga/effects';
import { appsApi, fetchApp, startBuild, startRepoSetup, startReportGeneration } from '../../api/apps';
import { isForbidden } from '../../api/errors';
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
import { callApi, errorOf, poll, type PollBound, type PollOptions } from '../../shared/sagaEffects';
import { appListTexts, appPageTexts } from '../../texts/apps';
import { appWorkActions as actions, type AppWorkflow } from './slice';
import { readConsoleLog } from './consoleLog/logSource';

const t = appPageTexts.work;

/** A failed call in words (a 403: who may change the project's apps). */
export function messageOf(error: unknown): string {
  const e = errorOf(error);
  if (isForbidden(e)) return appListTexts.onlyParties;
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
  return (yield call(callApi, (signal: AbortSignal) => fetchApp(appId, signal))) as AppRead;
}

/** A workflow's poll at its bound: 'still running' until Keep waiting for the same workflow. */
function bound(work: AppWorkflow): PollBound {
  return {
    stillRunning: () => actions.stillRunning(work),
    keepWaiting: (action) => actions.keepWaiting.match(action) && action.payload === work,
  };
}

/** The app's status every buildPollMs, the first read after one interval (the app's one poll). */
const statusPoll = { firstWaitMs: () => config.timings.buildPollMs, intervalMs: () => config.timings.buildPollMs, maxRuns: () => config.timings.buildPollMaxRuns };

/**
 * Setup Repo: GET /repoSetup/{appId}, then the app's status is read every buildPollMs until the
 * repo pipeline is no longer in progress (at the bound 'still running' with Keep waiting).
 */
export function* repoSetup(appId: number) {
  try {
    yield call(callApi, (signal: AbortSignal) => startRepoSetup(appId, signal));
    yield call(refreshApp, appId);
    const run = function* (): Generator<unknown, AppRead | undefined, unknown> {
      const app = (yield call(readApp, appId)) as AppRead;
      return app.status.includes(REPO_SETUP_IN_PROGRESS) ? undefined : app;
    };
    const app = (yield call(poll<AppRead>, run, statusPoll, bound('repo'))) as AppRead;
    const failed = app.status.includes('DFC-REPO-SETUP-PIPELINE-FAILURE');
    yield put(actions.repoSetupFinished(failed ? resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, 'DFC-REPO-SETUP-PIPELINE-FAILURE').label : null));
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
 * progress, its console log is read every buildPollMs (the log grows live: its worker reads the
 * new part, consoleLog/logSource.ts) together with the status; the seeds poll without bound, ours says 'still running' with Keep waiting after
 * buildPollMaxRuns reads.
 */
export function* buildNow(appId: number) {
  let buildNo: number | null = null;
  try {
    const answer: unknown = yield call(callApi, (signal: AbortSignal) => startBuild(appId, signal));
    buildNo = buildNoOf(answer);
    yield put(actions.buildStarted(buildNo));
    yield call(refreshApp, appId);
    const run = function* (): Generator<unknown, AppRead | undefined, unknown> {
      const app = (yield call(readApp, appId)) as AppRead;
      if (buildNo !== null) {
        yield call(readConsoleLog, buildNo);
        yield put(actions.buildLogRead());
      }
      return app.status.includes(BUILD_IN_PROGRESS) ? undefined : app;
    };
    const app = (yield call(poll<AppRead>, run, statusPoll, bound('build'))) as AppRead;
    yield put(actions.buildFinished({ error: app.status.includes(BUILD_FAILURE) ? t.buildFailed(buildNo) : null }));
  } catch (error) {
    yield put(actions.buildFinished({ error: messageOf(error) }));
  } finally {
    yield call(refreshApp, appId, buildNo);
  }
}

/**
 * Generate Report (seed 001 section 4): the report call, 'Report Generation Triggered', a wait of
 * reportFirstWaitMs (15 s), then three steps of reportStepMs (20 s) each, the first included: a
 * step reads the app's report status (IN-PROGRESS, SUCCESS, FAILURE) and adds 33.33 % to the
 * progress bar (75 s in all). It ends early on SUCCESS or FAILURE; after it, 'Not Started' and the
 * app and its reports are read again. A report still running after its three steps is reset and
 * re-read all the same; it says so as information, with Keep waiting (three more steps).
 */
export function* generateReport(appId: number) {
  try {
    yield call(callApi, (signal: AbortSignal) => startReportGeneration(appId, signal));
    yield put(actions.reportStep({ step: REPORT_TRIGGERED, progress: 0 }));
    let last = REPORT_TRIGGERED;
    const run = function* (step: number): Generator<unknown, string | undefined, unknown> {
      const app = (yield call(readApp, appId)) as AppRead;
      const code = [...REPORT_STEPS].reverse().find((c) => app.status.includes(c)) ?? REPORT_STEPS[0];
      last = resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, code).label;
      yield put(actions.reportStep({ step: last, progress: Math.min(100, (step + 1) * REPORT_STEP_PERCENT) }));
      return code === REPORT_SUCCESS || code === REPORT_FAILURE ? last : undefined;
    };
    const stepMs = () => config.timings.reportStepMs;
    // Every step waits its 20 s before it reads, the first one too: 15 + 20, 20, 20.
    const steps: PollOptions = { firstWaitMs: () => config.timings.reportFirstWaitMs + stepMs(), intervalMs: stepMs, maxRuns: () => REPORT_STEPS.length };
    // Still running after the three steps: the seeds' reset to 'Not Started' and reload, and
    // ours: 'still running' (information) until Keep waiting, then three more steps.
    const reportBound: PollBound = {
      ...bound('report'),
      atBound: function* () {
        yield call(refreshApp, appId);
      },
      resumed: function* () {
        yield put(actions.reportStep({ step: last, progress: 0 }));
      },
    };
    const outcome = (yield call(poll<string>, run, steps, reportBound)) as string;
    const failed = outcome === resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, REPORT_FAILURE).label;
    yield put(actions.reportFinished({ outcome, error: failed ? outcome : null, step: REPORT_NOT_STARTED }));
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
