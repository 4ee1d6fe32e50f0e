/** Repo setup and builds of an app: jobs on the mock clock, the build history, the console log and a build's reports. */
import { REPO_SETUP_IN_PROGRESS, REPO_SETUP_SUCCESS, type BuildHistoryEntry, type ReportListEntry } from '../../src/domain/apps';
import { APP_BUILD_STEPS, APP_BUILD_STEP_MS, toolOf, type AppBuildStep, type BuildLogInput } from './logContext';
import { buildLogBytes, buildLogText } from './appLogs';
import { buildLighthouseScore } from './appReports';
import { mockNow } from '../core/clock';
import { defineJobKind, findJob, latestJobOf, retryOrStartJob, startJob, type Job } from '../core/jobs';
import { conflict, ok, type Outcome } from '../core/outcome';
import { findProject } from '../projects/projects';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { findApp, foundApp, foundBuild } from './apps';
import {
  APP_BUILD_KIND,
  APP_MESSAGES,
  type AppJobStarted,
  CICD_CODE,
  INFRA_DETAIL_CODE,
  REPO_CODE,
  REPO_SETUP_KIND,
  REPO_SETUP_STEP_MS,
  type StoredApp,
  type StoredAppBuild,
  appUrlsOf,
  isReportApp,
  repoUrlOf,
  setAppCode,
  stepsOf,
  subjectOf,
} from './model';

/* ---------- repo setup ---------- */

const appOfJob = (job: Job) => (job.subject.type === 'app' ? findApp(job.subject.id) : undefined);

/** A job kind whose subject is an app: `succeeded` runs on the app once the job succeeds; a failed job puts `code`FAILURE in its status. */
export function defineAppJobKind(kind: string, label: string, code: string, succeeded: (app: StoredApp, job: Job) => void): void {
  defineJobKind(kind, {
    label,
    onSucceeded(job) {
      const app = appOfJob(job);
      if (app) succeeded(app, job);
    },
    onFailed(job) {
      const app = appOfJob(job);
      if (app) setAppCode(app, code, 'FAILURE');
    },
  });
}

defineAppJobKind(REPO_SETUP_KIND, 'App repository setup', REPO_CODE, (app) => {
  setAppCode(app, REPO_CODE, 'SUCCESS');
  setAppCode(app, INFRA_DETAIL_CODE, 'SUCCESS');
  if (!app.appUrl) Object.assign(app, appUrlsOf(app));
});

/** GET /repoSetup/{appId}. */
export function startRepoSetup(user: MockUser, appId: number | null): Outcome<AppJobStarted> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  if (isReportApp(app)) return conflict(`${app.appName} is a report app: it has no repository`);
  if (app.status.includes(REPO_SETUP_SUCCESS)) return conflict(`The repository of ${app.appName} is already set up`);
  if (app.status.includes(REPO_SETUP_IN_PROGRESS)) return conflict(`The repository of ${app.appName} is being set up`);
  const started = retryOrStartJob(latestJobOf(subjectOf(app.appId), REPO_SETUP_KIND), () =>
    startJob({ kind: REPO_SETUP_KIND, subject: subjectOf(app.appId), createdBy: user.userId, steps: stepsOf(REPO_SETUP_STEP_MS) }),
  );
  if (!started.ok) return started;
  setAppCode(app, REPO_CODE, 'IN-PROGRESS');
  return ok({ jobId: started.value.jobId, message: APP_MESSAGES.repoStarted });
}

/* ---------- builds ---------- */

const buildOfJob = (job: Job) => db.appBuilds.find((b) => b.jobId === job.jobId);

/** Ends the job's build as it ended (a failure: at which step) and puts the same CI-CD code in its app's status. */
function endBuild(job: Job, ended: { buildStatus: 'SUCCESS' } | { buildStatus: 'FAILURE'; failedStep: AppBuildStep | null }): void {
  const build = buildOfJob(job);
  if (!build) return;
  Object.assign(build, { ...ended, endedAt: job.endedAt ?? mockNow() });
  const app = findApp(build.appId);
  if (app) setAppCode(app, CICD_CODE, ended.buildStatus);
}

defineJobKind(APP_BUILD_KIND, {
  label: 'App build',
  onSucceeded: (job) => endBuild(job, { buildStatus: 'SUCCESS' }),
  onFailed: (job, stepIndex) => endBuild(job, { buildStatus: 'FAILURE', failedStep: APP_BUILD_STEPS[stepIndex] ?? null }),
});

const buildsOfApp = (appId: number) => db.appBuilds.filter((b) => b.appId === appId);

/** GET api/v2/cicdPipeline/{appId} (Build Now): the new build's number. */
export function buildNow(user: MockUser, appId: number | null): Outcome<number> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  if (!app.status.includes(REPO_SETUP_SUCCESS)) {
    return conflict(isReportApp(app) ? `${app.appName} is a report app: it has no build` : `Set up the repository of ${app.appName} before building it`);
  }
  if (buildsOfApp(app.appId).some((b) => b.buildStatus === 'IN_PROGRESS')) return conflict(`A build of ${app.appName} is already running`);
  const buildNo = db.appCounters.buildNo;
  db.appCounters.buildNo = buildNo + 1;
  const job = startJob({ kind: APP_BUILD_KIND, subject: subjectOf(app.appId), createdBy: user.userId, steps: stepsOf(APP_BUILD_STEP_MS) });
  job.result = { buildNo };
  db.appBuilds.push({ buildNo, appId: app.appId, buildStatus: 'IN_PROGRESS', startedAt: job.startAt, endedAt: null, failedStep: null, cleanCache: false, jobId: job.jobId, by: user.userId });
  setAppCode(app, CICD_CODE, 'IN-PROGRESS');
  return ok(buildNo);
}

/** The history entry of a build (with the extension lighthouseScore for a succeeded one). */
function toHistoryEntry(build: StoredAppBuild): BuildHistoryEntry & { lighthouseScore?: number } {
  const entry: BuildHistoryEntry & { lighthouseScore?: number } = { buildNo: build.buildNo, buildStatus: build.buildStatus, appId: build.appId };
  if (build.buildStatus === 'SUCCESS') entry.lighthouseScore = buildLighthouseScore(build.appId, build.buildNo);
  return entry;
}

/** GET api/v2/cicd/buildhistory/{appId}: newest first. */
export function buildHistory(appId: number | null): Outcome<Array<BuildHistoryEntry & { lighthouseScore?: number }>> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  return ok(buildsOfApp(found.value.appId).sort((a, b) => b.buildNo - a.buildNo).map(toHistoryEntry));
}

interface BuildProgress {
  /** Steps done (passed). */
  done: number;
  /** The running step and how much of it is done; null once ended. */
  running: { step: number; fraction: number } | null;
  /** The step it fails (or failed) at, if known. */
  failedStep: AppBuildStep | null;
}

/** How far a build has come: from its job while it runs (or the clock, without one), from its record once ended. */
function progressOf(build: StoredAppBuild): BuildProgress {
  if (build.buildStatus !== 'IN_PROGRESS') {
    const failedAt = build.failedStep ? APP_BUILD_STEPS.indexOf(build.failedStep) : -1;
    return { done: failedAt >= 0 ? failedAt : APP_BUILD_STEPS.length, running: null, failedStep: build.failedStep };
  }
  const now = mockNow();
  const job = build.jobId === null ? undefined : findJob(build.jobId);
  if (job && job.state === 'running') {
    const index = job.steps.findIndex((s) => s.state === 'running');
    const step = job.steps[Math.max(0, index)];
    const fraction = step.durationMs > 0 ? (now - (step.startedAt ?? job.startAt)) / step.durationMs : 1;
    const failedStep = job.failAtStep === undefined ? null : (APP_BUILD_STEPS[job.failAtStep] ?? null);
    return { done: Math.max(0, index), running: { step: Math.max(0, index), fraction: Math.min(1, Math.max(0, fraction)) }, failedStep };
  }
  // No job to follow (e.g. the jobs were reset): by the clock, from its start.
  let at = build.startedAt;
  for (let i = 0; i < APP_BUILD_STEPS.length; i += 1) {
    const ms = APP_BUILD_STEP_MS[APP_BUILD_STEPS[i]];
    if (now < at + ms) return { done: i, running: { step: i, fraction: (now - at) / ms }, failedStep: null };
    at += ms;
  }
  return { done: APP_BUILD_STEPS.length - 1, running: { step: APP_BUILD_STEPS.length - 1, fraction: 1 }, failedStep: null };
}

/** What the log generator needs of a build. */
export function logInputOf(build: StoredAppBuild): BuildLogInput {
  const app = findApp(build.appId);
  const project = app ? findProject(app.projectId) : undefined;
  const progress = progressOf(build);
  const urls = app && !app.appUrl && !isReportApp(app) ? appUrlsOf(app) : null;
  return {
    buildNo: build.buildNo,
    appId: build.appId,
    appName: app?.appName ?? `app_${build.appId}`,
    appType: app?.appType ?? 'app_service',
    environment: app?.environment ?? '',
    buildType: app?.buildType ?? '',
    healthPath: app?.healthPath ?? '',
    websitePort: app?.websitePort ?? '',
    appUrl: app?.appUrl ?? urls?.appUrl ?? null,
    appServiceUrl: app?.appServiceUrl ?? urls?.appServiceUrl ?? null,
    repoUrl: app ? repoUrlOf(app, project) : `https://devops.example.com/dfc-portal/_git/app_${build.appId}`,
    startedAt: build.startedAt,
    failedStep: progress.failedStep,
    cleanCache: build.cleanCache,
    logLines: build.logLines,
    progress: progress.running,
  };
}

/** GET api/v2/cicdconsolelog/{buildNo}: the log, as far as the build has come. */
export function consoleLog(buildNo: number | null): Outcome<string> {
  const found = foundBuild(buildNo);
  if (!found.ok) return found;
  return ok(buildLogText(logInputOf(found.value)));
}

/**
 * GET api/v2/cicdconsolelog/{buildNo}/progressiveText?start=N (an extension, Jenkins' progressive
 * text): the log's bytes from `start` on (none when it is at or past the end), its size so far in
 * bytes, and whether the build still runs.
 */
export function consoleLogText(buildNo: number | null, start: number): Outcome<{ bytes: Uint8Array; size: number; more: boolean }> {
  const found = foundBuild(buildNo);
  if (!found.ok) return found;
  return ok(buildLogBytes(logInputOf(found.value), start));
}

/** GET api/v2/reports/{buildNo}: the reports of the steps the build has passed. */
export function buildReports(buildNo: number | null): Outcome<ReportListEntry[]> {
  const found = foundBuild(buildNo);
  if (!found.ok) return found;
  const build = found.value;
  const app = findApp(build.appId);
  const { done, running, failedStep } = progressOf(build);
  const ended = running === null;
  const testIndex = APP_BUILD_STEPS.indexOf('Test');
  const deployIndex = APP_BUILD_STEPS.indexOf('Deploy');
  const testRan = done > testIndex || (ended && failedStep === 'Test');
  const tool = app ? toolOf(app) : 'none';
  const reports: ReportListEntry[] = [];
  const base = `builds/${build.buildNo}`;
  if (testRan && tool !== 'none') {
    reports.push({ reportName: 'Unit Test Report', relativePath: tool === 'maven' ? `${base}/surefire-reports/index.html` : `${base}/jest/test-report.html` });
    if (done > testIndex) reports.push({ reportName: 'Code Coverage Report', relativePath: tool === 'maven' ? `${base}/jacoco/index.html` : `${base}/coverage/lcov-report/index.html` });
  }
  if (done > deployIndex) reports.push({ reportName: 'Lighthouse Report', relativePath: `${base}/lighthouse/lighthouse-report.html` });
  return ok(reports);
}
