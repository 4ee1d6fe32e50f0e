/** Report generation of an app (a job on the mock clock) and its newest reports: Lighthouse, ZAP, Sonar. */
import { type LighthouseData, type ReportListEntry, type SonarData, type ZapData } from '../../src/domain/apps';
import { appLighthouseData, appSonarData, appZapData } from './appReports';
import { isRunning } from '../buildServer/buildServer';
import { mockNow } from '../core/clock';
import { latestJobOf, startJob } from '../core/jobs';
import { conflict, notFound, ok, type Outcome } from '../core/outcome';
import type { MockUser } from '../core/types';
import { defineAppJobKind } from './builds';
import {
  APP_MESSAGES,
  APP_REPORT_KIND,
  type AppJobStarted,
  REPORT_CODE,
  REPORT_JOB_STEP_MS,
  type StoredApp,
  isReportApp,
  isSonarApp,
  iso,
  reportPathOf,
  reportsOfVersion,
  setAppCode,
  stepsOf,
  subjectOf,
} from './model';
import { foundApp } from './apps';

defineAppJobKind(APP_REPORT_KIND, 'App report', REPORT_CODE, (app, job) => {
  const version = app.reportVersions.length + 1;
  app.reportVersions.push({ version, createdAt: iso(job.endedAt ?? mockNow()) });
  job.result = { version };
  setAppCode(app, REPORT_CODE, 'SUCCESS');
  if (isReportApp(app) && !isSonarApp(app)) app.reportPath = reportPathOf(app, version);
});

/** GET api/v2/lighthousereport/{appId} (Generate Report). */
export function generateReport(user: MockUser, appId: number | null): Outcome<AppJobStarted> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  if (isRunning(latestJobOf(subjectOf(app.appId), APP_REPORT_KIND))) return conflict(`A report of ${app.appName} is already being generated`);
  if (isSonarApp(app) && !app.reportPath) return conflict(`Upload the code of ${app.appName} (.zip) before generating its Sonar report`);
  const job = startJob({ kind: APP_REPORT_KIND, subject: subjectOf(app.appId), createdBy: user.userId, steps: stepsOf(REPORT_JOB_STEP_MS) });
  setAppCode(app, REPORT_CODE, 'IN-PROGRESS');
  return ok({ jobId: job.jobId, message: APP_MESSAGES.reportStarted });
}

/** The newest report version of the app (404 while none ran). */
function newestVersion(appId: number | null): Outcome<{ app: StoredApp; version: number }> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  const version = app.reportVersions.at(-1)?.version;
  return version === undefined ? notFound(`${app.appName} has no report yet: generate one first`) : ok({ app, version });
}

/** GET api/v2/lighthouse/json/{appId}. */
export function lighthouseOf(appId: number | null): Outcome<LighthouseData> {
  const found = newestVersion(appId);
  return found.ok ? ok(appLighthouseData(found.value.app.appId, found.value.version)) : found;
}

/** GET api/v2/zapreport/{appId}. */
export function zapOf(appId: number | null): Outcome<ZapData> {
  const found = newestVersion(appId);
  return found.ok ? ok(appZapData(found.value.app.appId, found.value.version)) : found;
}

/** GET api/v2/sonarqube/{appId}. */
export function sonarOf(appId: number | null): Outcome<SonarData> {
  const found = newestVersion(appId);
  if (!found.ok) return found;
  const { app, version } = found.value;
  return ok(appSonarData({ appId: app.appId, appName: app.appName, environment: app.environment }, version));
}

/** GET api/v2/appreport/{appId}: newest version first. */
export function appReportsOf(appId: number | null): Outcome<ReportListEntry[]> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  return ok([...app.reportVersions].reverse().flatMap((v) => reportsOfVersion(app, v.version)));
}
