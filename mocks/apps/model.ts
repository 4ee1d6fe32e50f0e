/** The apps' rows (the table `apps`, ./table.ts), their pipeline codes, names and report paths, and the helpers every apps module shares. */
import {
  APP_TYPES,
  BUILD_TYPES,
  REPORT_APP_TYPE,
  REPORT_TRIGGERED,
  REPORT_TYPES,
  SONAR_REPORT_TYPE,
  TECHNOLOGIES,
  type AppRead,
  type FullAppRead,
  type ReportListEntry,
  type ReportType,
} from '../../src/domain/apps';
import { APP_BUILD_STEP_MS, APP_BUILD_STEPS, type AppBuildStep } from './logContext';
import { fileSlug } from '../buildServer/buildServer';
import { replaceStatusCode, type PipelineState } from '../core/statusCodes';
import type { StoredProject } from '../projects/types';

/* ---------- the table ---------- */

export type BuildStatus = 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE';

/** An app row: the wire app in full (FullAppRead) plus what the server keeps to itself. */
export interface StoredApp extends FullAppRead {
  /** The report versions, oldest first (version n at index n - 1). */
  reportVersions: Array<{ version: number; createdAt: string }>;
  /** The last upload (never its content). */
  upload: { name: string; size: number; by: number; at: string } | null;
  /** ISO (mock clock). */
  createdAt: string;
}

/** A build of an app: the history entry plus its times and how it ended. */
export interface StoredAppBuild {
  buildNo: number;
  appId: number;
  buildStatus: BuildStatus;
  /** Mock-clock ms. */
  startedAt: number;
  endedAt: number | null;
  /** The step a failed build failed at. */
  failedStep: AppBuildStep | null;
  /** Every dependency downloaded: a 20 000-line log. */
  cleanCache: boolean;
  /** A clean-cache log of this many lines instead of 20 000 (the large demo's 100 000). */
  logLines?: number;
  /** The 'appBuild' job of a build started by Build Now (null for a seeded build). */
  jobId: number | null;
  /** userId of who started it (0: seeded). */
  by: number;
}

/** The table's counters (kept in the table rather than in the shared sequences). */
export interface AppCounters {
  /** The next appId. */
  appId: number;
  /** The next build number (one sequence for every app). */
  buildNo: number;
}

declare module '../core/types' {
  interface DbState {
    apps: StoredApp[];
    appBuilds: StoredAppBuild[];
    appCounters: AppCounters;
  }
}

/* ---------- codes and names ---------- */

export const REPO_SETUP_KIND = 'appRepoSetup';
export const APP_BUILD_KIND = 'appBuild';
export const APP_REPORT_KIND = 'appReport';

/** The repo setup job's steps (mock ms). */
export const REPO_SETUP_STEP_MS = { 'Create repository': 4_000, 'Push template': 6_000, 'Branch policies': 3_000 } as const;
/** The report job's steps (mock ms): seed 001 section 4's 15 s wait, then 20 s per step. */
export const REPORT_JOB_STEP_MS = { Queued: 15_000, Scanning: 20_000, Publishing: 20_000 } as const;

export { APP_BUILD_STEP_MS, APP_BUILD_STEPS, LONG_LOG_LINES } from './logContext';

/** A build's duration up to its end (every step, or up to and including the failed one). */
export function buildDurationOf(failedStep: AppBuildStep | null): number {
  let total = 0;
  for (const step of APP_BUILD_STEPS) {
    total += APP_BUILD_STEP_MS[step];
    if (step === failedStep) break;
  }
  return total;
}

export const REPO_CODE = 'DFC-REPO-SETUP-PIPELINE-';
export const CICD_CODE = 'DFC-CI-CD-PIPELINE-';
export const REPORT_CODE = 'DFC-Report-Pipeline-';
export const INFRA_DETAIL_CODE = 'DFC-INFRA-DETAIL-PIPELINE-';

export const APP_MESSAGES = {
  nameTaken: 'AppName already exists please try with another Name',
  pathTaken: 'PathName already exists please try with another Path',
  uploaded: 'File Uploaded SuccessFully',
  deleted: 'App deleted successfully',
  repoStarted: 'Repo setup in progress',
  reportStarted: REPORT_TRIGGERED,
} as const;

/** What a call that starts a job answers. */
export interface AppJobStarted {
  jobId: number;
  message: string;
}

export const WEB_TYPES: readonly string[] = APP_TYPES.map((t) => t.value).filter((t) => t !== REPORT_APP_TYPE);
export const TECHNOLOGY_VALUES: readonly string[] = TECHNOLOGIES.map((t) => t.value);
export const BUILD_TYPE_VALUES: readonly string[] = BUILD_TYPES.map((t) => t.value);
export const REPORT_TYPE_VALUES: readonly string[] = REPORT_TYPES.map((t) => t.value);

export const iso = (ms: number) => new Date(ms).toISOString();
export const stepsOf = (durations: Record<string, number>) => Object.entries(durations).map(([name, durationMs]) => ({ name, durationMs }));
export const subjectOf = (appId: number) => ({ type: 'app', id: appId });

export const isReportApp = (app: Pick<AppRead, 'appType'>) => app.appType === REPORT_APP_TYPE;
export const isSonarApp = (app: StoredApp) => isReportApp(app) && app.reportType === SONAR_REPORT_TYPE;

/** Puts a pipeline code in the app's status: the first code of the prefix is replaced in place (others of the prefix dropped), or it is added at the end. */
export function setAppCode(app: Pick<AppRead, 'status'>, prefix: string, state: PipelineState): void {
  app.status = replaceStatusCode(app.status, prefix, `${prefix}${state}`);
}

/** The dashed letters and digits of an app name ('orders_api' -> 'orders-api'). */
const dashed = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'app';

/** The App Admin and app addresses of a web app once its infrastructure is known. */
export function appUrlsOf(app: Pick<AppRead, 'appName' | 'appType' | 'projectId'>): { appServiceUrl: string | null; appUrl: string } {
  if (app.appType === 'static_site') {
    const account = `${dashed(app.appName).replace(/-/g, '')}${app.projectId}`.slice(0, 24);
    return { appServiceUrl: null, appUrl: `https://${account}.z6.web.core.windows.net` };
  }
  const host = `${dashed(app.appName)}-${app.projectId}`;
  return { appServiceUrl: `https://${host}.scm.azurewebsites.net`, appUrl: `https://${host}.azurewebsites.net` };
}

/** The app's repository in its project's devops project. */
export function repoUrlOf(app: Pick<AppRead, 'appName' | 'projectId'>, project: Pick<StoredProject, 'devopsUrl' | 'projectName'> | undefined): string {
  const base = project?.devopsUrl ?? `https://devops.example.com/dfc-portal/${(project?.projectName ?? `project-${app.projectId}`).replace(/\s+/g, '_')}`;
  return `${base.replace(/\/+$/, '')}/_git/${app.appName}`;
}

/** A new app row (seed and create): no variables, path, dependents, URLs, reports or upload unless given. */
export function appRow(appId: number, project: Pick<StoredProject, 'projectId' | 'projectName'>, fields: Pick<StoredApp, 'appName' | 'appType' | 'status' | 'createdAt'> & Partial<StoredApp>): StoredApp {
  return {
    appId,
    appEnvironment: [],
    projectId: project.projectId,
    projectName: project.projectName,
    path: '',
    healthPath: '',
    websitePort: '',
    dependentApp: [],
    buildType: '',
    environment: '',
    cloud: 'Azure',
    appServiceUrl: null,
    appUrl: null,
    reportVersions: [],
    upload: null,
    ...fields,
  };
}

/** A new report app row: appName = name, appUrl = websiteUrl, no report yet unless given. */
export function reportAppRow(
  appId: number,
  project: Pick<StoredProject, 'projectId' | 'projectName'>,
  input: { name: string; reportType: ReportType; websiteUrl: string },
  fields: Pick<StoredApp, 'createdAt'> & Partial<StoredApp>,
): StoredApp {
  return appRow(appId, project, {
    appName: input.name,
    appType: REPORT_APP_TYPE,
    status: [],
    appUrl: input.websiteUrl || null,
    name: input.name,
    reportType: input.reportType,
    reportPath: null,
    websiteUrl: input.websiteUrl,
    ...fields,
  });
}

/* ---------- reports ---------- */

const REPORT_FILES: Record<string, { reportName: string; file: string }> = {
  'Lighthouse Report': { reportName: 'Lighthouse Report', file: 'lighthouse-report.html' },
  'ZAP Report': { reportName: 'ZAP Report', file: 'zap-report.html' },
  'Sonar Report': { reportName: 'Sonar Report', file: 'sonar-report.html' },
  Google_Analytics: { reportName: 'Google Analytics Report', file: 'ga-report.html' },
};

/** The reports of one version: a web app's Lighthouse, ZAP and Sonar reports, a report app's own type's. */
export function reportsOfVersion(app: Pick<StoredApp, 'appId' | 'appName' | 'projectId' | 'appType' | 'reportType'>, version: number): ReportListEntry[] {
  const types = isReportApp(app) ? [app.reportType ?? 'Lighthouse Report'] : ['Lighthouse Report', 'ZAP Report', 'Sonar Report'];
  return types.map((type) => {
    const { reportName, file } = REPORT_FILES[type] ?? REPORT_FILES['Lighthouse Report'];
    return { reportName: `${reportName} v${version}`, relativePath: `reports/${app.projectId}/${fileSlug(app.appName)}/v${version}/${file}` };
  });
}

export function reportPathOf(app: Pick<StoredApp, 'appId' | 'appName' | 'projectId' | 'appType' | 'reportType'>, version: number): string {
  return reportsOfVersion(app, version)[0].relativePath;
}
