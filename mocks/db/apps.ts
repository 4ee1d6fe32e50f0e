/**
 * Apps inside a project, their pipelines, builds and quality reports (contract.apps; seed 001
 * sections 2 to 5, 7 to 9). The table `apps` (own version and seed) holds the apps, their builds
 * and its counters; long work runs as jobs on the mock clock (mocks/db/jobs.ts) whose subject is
 * {type: 'app', id: appId}; every other change is made by a changing entry (handle() commits it).
 * Console logs (appLogs.ts) and report data (appReports.ts) are generated on request, never stored.
 *
 * Who: roles 2 to 8 for every entry (seed 001 section 6: app list, view, create, update), writes
 * included (mocks/handlers/apps.ts); the app, build or project named must exist (404).
 *
 * **Seed**: 35 apps across 10 of the projects from DEVOPS_SETUP_COMPLETED on (1, 8, 10, 12, 14, 17,
 * 21, 23, 28, 31; none for 9, 30 and 29, the tech e2e's APPROVAL_COMPLETED project), every type:
 * web apps (app_service, app_service_container, static_site) with technology, build type, path,
 * health path, port, 0 to 5 environment variables and dependent apps, and report apps
 * (point_analyse) of each report type. Project 12 'Aurora Relaunch' has 13 apps (paging 5 / 10 /
 * 25 / All), project 1 three of different types. Web apps with a repository have the codes
 * DFC-REPO-SETUP-PIPELINE-SUCCESS and DFC-INFRA-DETAIL-PIPELINE-SUCCESS, the CI-CD code of their
 * newest build (none without builds) and a report code when reports ran; a few have no repository
 * yet (REPO-SETUP PENDING, no URLs) and one a failed repo setup (FAILURE). 0 to 8 builds per web
 * app with mixed results; three first builds ran with a clean dependency cache (20 000-line logs).
 *
 * **Read** (AppRead, exactly its fields): appServiceUrl (App Admin) `https://{host}.scm.azurewebsites.net`
 * and appUrl `https://{host}.azurewebsites.net` with host = the app name's letters and digits,
 * dashed, plus '-{projectId}' ('orders-api-12'); a static site has appUrl
 * `https://{account}.z6.web.core.windows.net` and no App Admin; both are null until the repository
 * is set up. Report apps also carry name, reportType, reportPath and websiteUrl, with appName =
 * name and appUrl = websiteUrl. Lists and details answer `{result: …}`; the list is in appId order.
 *
 * **Create / update** (POST / PUT /api/v2/app, AppPayload): 400 for a body that is not an object,
 * a blank appName, appType or projectId, an appType other than the web types (point_analyse goes
 * to /api/v2/reportapp), an unknown environment or buildType, a cloud other than Azure, a port
 * that is not 1 to 65535, more than 5 environment variables (rows with a blank key are dropped);
 * 404 for an unknown project. Per project, an appName another app already has (trimmed, any case)
 * answers `{data: 1}`, a path another web app already has (trimmed, trailing slashes and case
 * ignored; blank paths never clash) `{data: 2}`, both with HTTP 200; success `{data: 0, result:
 * appId}`. A new app has DFC-REPO-SETUP-PIPELINE-PENDING. Update needs appId (400; 404 unknown;
 * 400 for a report app or another projectId), re-checks the name against the other apps and keeps
 * the stored path, healthPath and websitePort (they cannot change after creation). dependentApp
 * keeps the keys that are other apps of the same project (unknown keys are ignored), stored as
 * [{name, appId}].
 *
 * **Report apps** (POST / PUT /api/v2/reportapp, ReportAppPayload): 400 for a blank name or
 * reportType, a reportType not of REPORT_TYPES, an appType other than point_analyse (blank reads
 * as point_analyse), a blank projectId (404 unknown); name unique per project as above (`{data: 1}`).
 * 'Sonar Report': websiteUrl must be blank and file a .zip name (400 otherwise; an update may leave
 * file blank once a file was uploaded); other types: websiteUrl must be an http(s) address. Success
 * `{data: 0, result: appId}`. Changing the report type forgets the reportPath.
 *
 * **Upload** (POST api/v2/upload?appId=, multipart file and name): 404 unknown app; 400 without a
 * file, under 1024 or over 134217728 bytes, and for a Sonar report app a name that is not .zip or
 * content that does not start with the zip signature 'PK'. Records reportPath = name (and the
 * upload's name, size, who and when, never the content); answers plain 'File Uploaded SuccessFully'.
 *
 * **Delete** (DELETE /deleteapp/{appId}): 404 unknown; removes the app, its builds and its entry in
 * the other apps' dependentApp. Answers {message}.
 *
 * **Repo setup** (GET /repoSetup/{appId}, job 'appRepoSetup': 'Create repository' 4 s, 'Push
 * template' 6 s, 'Branch policies' 3 s): 409 for a report app and when the status has
 * DFC-REPO-SETUP-PIPELINE-SUCCESS or -IN-PROGRESS. The REPO-SETUP code becomes IN-PROGRESS (in
 * place of the previous one; the other codes stay), then SUCCESS (and DFC-INFRA-DETAIL-PIPELINE-SUCCESS,
 * the app's URLs) or FAILURE; after a failure the next call resumes the failed job from its failed
 * step. Answers {jobId, message}.
 *
 * **Build Now** (GET api/v2/cicdPipeline/{appId}, job 'appBuild': APP_BUILD_STEP_MS, 'Checkout'
 * 3 s, 'Build' 20 s, 'Test' 10 s, 'Deploy' 8 s): 409 without DFC-REPO-SETUP-PIPELINE-SUCCESS (a
 * report app has none) or while a build of the app runs. A history entry {buildNo (one increasing
 * number for every app), buildStatus 'IN_PROGRESS', appId} at start, then 'SUCCESS' or 'FAILURE';
 * the CI-CD code goes IN-PROGRESS, then SUCCESS or FAILURE. Answers `{result: buildNo}`.
 * **Build history** (GET api/v2/cicd/buildhistory/{appId}): `{result: entries}`, newest first.
 * Beyond the seeds (an extension): a succeeded build's entry carries `lighthouseScore`, the
 * performance score of the Lighthouse report the build produced (appReports.ts buildLighthouseScore).
 * **Console log** (GET api/v2/cicdconsolelog/{buildNo}): `{result: text}` (appLogs.ts); while the
 * build runs, only the lines up to how far its steps have come on the mock clock. 404 unknown build.
 * **Build reports** (GET api/v2/reports/{buildNo}): `{result: [{reportName, relativePath}]}`, the
 * reports of the steps the build has passed: the unit test report once Test ran (passed or not),
 * the coverage report once Test passed, the Lighthouse report once Deploy passed; [] when none, 404
 * for an unknown build.
 *
 * **Generate Report** (GET api/v2/lighthousereport/{appId}, job 'appReport': REPORT_JOB_STEP_MS,
 * 'Queued' 15 s, 'Scanning' 20 s, 'Publishing' 20 s): 409 while a report job of the app runs, and
 * for a Sonar report app without an uploaded file. The report code DFC-Report-Pipeline- goes
 * IN-PROGRESS, then SUCCESS with a new report version (new Lighthouse, ZAP and Sonar data, new
 * appReports entries; a report app other than Sonar gets reportPath = the new report's path) or
 * FAILURE (a job fault). Answers {jobId, message: 'Report Generation Triggered'}.
 * **Report data** (GET api/v2/lighthouse/json/{appId} `{result: LighthouseData}`, zapreport and
 * sonarqube `{result: {…}}`): the newest version's, appReports.ts; 404 while no report ran.
 * **Reports list** (GET api/v2/appreport/{appId}): `{result: entries}`, newest version first; a web
 * app's version has its Lighthouse, ZAP and Sonar reports, a report app's its own type's.
 * **Project** (GET /api/get_project_basic_with_env/{projectId}): {projectName, projectId,
 * environments}; 404 unknown.
 */
import {
  APP_NAME_TAKEN,
  APP_PATH_TAKEN,
  APP_TYPES,
  BUILD_TYPES,
  MAX_ENV_ROWS,
  REPORT_APP_TYPE,
  REPORT_TRIGGERED,
  REPORT_TYPES,
  REPO_SETUP_IN_PROGRESS,
  REPO_SETUP_SUCCESS,
  SONAR_REPORT_TYPE,
  TECHNOLOGIES,
  isPortNumber,
  type AppRead,
  type AppSaveAnswer,
  type AppType,
  type BuildHistoryEntry,
  type BuildType,
  type KeyValue,
  type LighthouseData,
  type ProjectBasic,
  type ReportListEntry,
  type ReportType,
  type SonarData,
  type Technology,
  type ZapData,
} from '../../src/domain/apps';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '../../src/domain/uploads';
import { APP_BUILD_STEPS, APP_BUILD_STEP_MS, buildLogText, toolOf, type AppBuildStep, type BuildLogInput } from './appLogs';
import { appLighthouseData, appSonarData, appZapData, buildLighthouseScore } from './appReports';
import { fileSlug, isRunning } from './buildServer';
import { mockNow } from './clock';
import { defineJobKind, findJob, latestJobOf, retryOrStartJob, startJob, type Job } from './jobs';
import { badRequest, conflict, notFound, ok, type Outcome } from './outcome';
import { findProject } from './projects';
import { projectsTable } from './seed';
import { db } from './state';
import { replaceStatusCode, type PipelineState } from './statusCodes';
import { defineTable } from './tables';
import type { MockUser, StoredProject } from './types';
import { isHttpUrl } from './urls';

/* ---------- the table ---------- */

export type BuildStatus = 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE';

/** An app row: the wire AppRead plus what the server keeps to itself. */
export interface StoredApp extends AppRead {
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

declare module './types' {
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

export { APP_BUILD_STEP_MS, APP_BUILD_STEPS, LONG_LOG_LINES } from './appLogs';

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

const WEB_TYPES: readonly string[] = APP_TYPES.map((t) => t.value).filter((t) => t !== REPORT_APP_TYPE);
const TECHNOLOGY_VALUES: readonly string[] = TECHNOLOGIES.map((t) => t.value);
const BUILD_TYPE_VALUES: readonly string[] = BUILD_TYPES.map((t) => t.value);
const REPORT_TYPE_VALUES: readonly string[] = REPORT_TYPES.map((t) => t.value);

const iso = (ms: number) => new Date(ms).toISOString();
const stepsOf = (durations: Record<string, number>) => Object.entries(durations).map(([name, durationMs]) => ({ name, durationMs }));
const subjectOf = (appId: number) => ({ type: 'app', id: appId });

export const isReportApp = (app: Pick<AppRead, 'appType'>) => app.appType === REPORT_APP_TYPE;
const isSonarApp = (app: StoredApp) => isReportApp(app) && app.reportType === SONAR_REPORT_TYPE;

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

/* ---------- the seed ---------- */

interface WebSeed {
  name: string;
  type: Exclude<AppType, 'point_analyse'>;
  env: Technology | '';
  build: BuildType;
  path: string;
  health: string;
  port: string;
  vars?: ReadonlyArray<readonly [string, string]>;
  /** Names of other apps of the project. */
  deps?: readonly string[];
  /** Default SUCCESS. */
  repo?: 'SUCCESS' | 'PENDING' | 'FAILURE';
  /** The builds, oldest first: S succeeded, B / T / D failed at Build / Test / Deploy. */
  builds?: string;
  /** The first build ran with a clean dependency cache (a 20 000-line log). */
  long?: boolean;
  reports?: number;
  /** The newest report run failed (after `reports` good ones). */
  reportFailed?: boolean;
}

interface ReportSeed {
  name: string;
  reportType: ReportType;
  websiteUrl?: string;
  /** Sonar: the uploaded .zip. */
  file?: string;
  reports?: number;
}

const SPRING_VARS = [
  ['SPRING_PROFILES_ACTIVE', 'prod'],
  ['SERVER_PORT', '8080'],
  ['JAVA_OPTS', '-Xms256m -Xmx512m'],
  ['LOGGING_LEVEL_ROOT', 'INFO'],
  ['MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE', 'health,info'],
] as const;

/** The seeded apps of each project (projectId -> apps, in appId order). */
const APP_SEEDS: ReadonlyArray<readonly [number, ReadonlyArray<WebSeed | ReportSeed>]> = [
  [
    1,
    [
      { name: 'adoption_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000', vars: [['NODE_ENV', 'production'], ['VITE_API_BASE_URL', 'https://pets-api-1.azurewebsites.net']], deps: ['pets_api'], builds: 'SSTS', reports: 1 },
      { name: 'pets_api', type: 'app_service_container', env: 'spring_boot', build: 'maven', path: '/api/pets', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 3), builds: 'BSS' },
      { name: 'adoption_lighthouse', reportType: 'Lighthouse Report', websiteUrl: 'https://harbor-adoption-stories.azurewebsites.net', reports: 2 },
    ],
  ],
  [
    8,
    [
      { name: 'wellness_blog', type: 'app_service', env: 'node', build: 'yarn', path: '/', health: '/healthz', port: '3000', vars: [['NODE_ENV', 'production']], repo: 'PENDING' },
      { name: 'blog_media', type: 'static_site', env: '', build: 'na', path: '/media', health: '', port: '', repo: 'FAILURE' },
    ],
  ],
  [
    10,
    [
      { name: 'vet_portal_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000', vars: [['NODE_ENV', 'production']], deps: ['consultations_api'], builds: 'SSTT', reports: 1 },
      { name: 'consultations_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/consultations', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 4), builds: 'SBT' },
      { name: 'vet_sonar_scan', reportType: 'Sonar Report', file: 'harbor-vet-connect-src.zip', reports: 2 },
    ],
  ],
  [
    12,
    [
      {
        name: 'storefront_web',
        type: 'app_service',
        env: 'react',
        build: 'yarn',
        path: '/',
        health: '/health',
        port: '3000',
        vars: [['NODE_ENV', 'production'], ['VITE_API_BASE_URL', 'https://orders-api-12.azurewebsites.net'], ['VITE_GA_MEASUREMENT_ID', 'G-AURORA12']],
        deps: ['orders_api', 'product_catalog_api', 'search_gateway'],
        builds: 'SSTSSDSS',
        long: true,
        reports: 3,
      },
      { name: 'orders_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/orders', health: '/actuator/health', port: '8080', vars: SPRING_VARS, builds: 'SSBSTSSS', long: true, reports: 2 },
      { name: 'cms_preview', type: 'app_service_container', env: 'node', build: 'yarn', path: '/preview', health: '/healthz', port: '3001', vars: [['NODE_ENV', 'production'], ['CMS_SPACE_ID', 'aurora-relaunch']], deps: ['storefront_web'], builds: 'SDS', reports: 1 },
      { name: 'product_catalog_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/catalog', health: '/actuator/health', port: '8081', vars: [['SPRING_PROFILES_ACTIVE', 'prod'], ['SERVER_PORT', '8081'], ['CATALOG_CACHE_TTL', 'PT10M']], builds: 'SSSSS', reports: 1 },
      { name: 'checkout_service', type: 'app_service_container', env: 'spring_boot', build: 'maven', path: '/api/checkout', health: '/actuator/health', port: '8082', vars: SPRING_VARS.slice(0, 4), deps: ['orders_api', 'product_catalog_api'], builds: 'STTB' },
      { name: 'search_gateway', type: 'app_service', env: 'node', build: 'yarn', path: '/api/search', health: '/healthz', port: '4000', vars: [['NODE_ENV', 'production'], ['SEARCH_INDEX', 'aurora-products']], builds: 'SSB', reports: 1, reportFailed: true },
      { name: 'brand_assets', type: 'static_site', env: '', build: 'na', path: '/assets', health: '', port: '', builds: 'SS' },
      { name: 'campaign_landing', type: 'static_site', env: 'react', build: 'yarn', path: '/campaign', health: '', port: '', vars: [['VITE_CAMPAIGN', 'relaunch-2024']], builds: 'S', reports: 1 },
      { name: 'auth_bff', type: 'app_service', env: 'node', build: 'yarn', path: '/bff', health: '/healthz', port: '4100', vars: [['NODE_ENV', 'production']], deps: ['orders_api'], repo: 'PENDING' },
      { name: 'lighthouse_audit', reportType: 'Lighthouse Report', websiteUrl: 'https://aurora-relaunch.azurewebsites.net', reports: 3 },
      { name: 'zap_scan', reportType: 'ZAP Report', websiteUrl: 'https://aurora-relaunch.azurewebsites.net', reports: 2 },
      { name: 'sonar_code_scan', reportType: 'Sonar Report', file: 'aurora-relaunch-src.zip', reports: 1 },
      { name: 'ga_insights', reportType: 'Google_Analytics', websiteUrl: 'https://aurora-relaunch.azurewebsites.net' },
    ],
  ],
  [
    14,
    [
      { name: 'loyalty_web', type: 'app_service_container', env: 'react', build: 'yarn', path: '/', health: '/health', port: '80', vars: [['NODE_ENV', 'production']], deps: ['rewards_api'], builds: 'TSS' },
      { name: 'rewards_api', type: 'app_service', env: 'node', build: 'yarn', path: '/api/rewards', health: '/healthz', port: '3000', vars: [['NODE_ENV', 'production'], ['POINTS_PER_EURO', '10']], builds: 'SS' },
    ],
  ],
  [
    17,
    [
      { name: 'careers_site', type: 'static_site', env: 'react', build: 'yarn', path: '/', health: '', port: '', builds: 'SSDS', reports: 1 },
      { name: 'careers_ga', reportType: 'Google_Analytics', websiteUrl: 'https://nimbus-careers-portal.azurestaticapps.net', reports: 1 },
    ],
  ],
  [
    21,
    [
      { name: 'recipes_api', type: 'app_service_container', env: 'spring_boot', build: 'maven', path: '/api/recipes', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 2), builds: 'SSTSS', long: true, reports: 1 },
      { name: 'recipes_web', type: 'app_service_container', env: 'node', build: 'yarn', path: '/', health: '/healthz', port: '3000', deps: ['recipes_api'], builds: 'SS' },
    ],
  ],
  [
    23,
    [
      { name: 'petcare_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000', vars: [['NODE_ENV', 'production']], deps: ['reminders_api'], builds: 'SSSD', reports: 2 },
      { name: 'reminders_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/reminders', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 1), builds: 'BS' },
      { name: 'petcare_zap', reportType: 'ZAP Report', websiteUrl: 'https://harbor-pet-care.azurewebsites.net', reports: 1 },
    ],
  ],
  [
    28,
    [
      { name: 'summer_promo_web', type: 'static_site', env: 'react', build: 'yarn', path: '/', health: '', port: '', builds: 'SSSSSS', reports: 2 },
      { name: 'instant_win_api', type: 'app_service', env: 'node', build: 'yarn', path: '/api/instant-win', health: '/healthz', port: '3000', vars: [['NODE_ENV', 'production'], ['CODES_TABLE', 'instant-win-codes']], builds: 'STSD', reports: 1 },
      { name: 'promo_lighthouse', reportType: 'Lighthouse Report', websiteUrl: 'https://meridian-summer-campaign.azurewebsites.net', reports: 1 },
    ],
  ],
  [
    31,
    [
      { name: 'science_hub_web', type: 'app_service', env: 'react', build: 'yarn', path: '/', health: '/health', port: '3000' },
      { name: 'ingredients_api', type: 'app_service', env: 'spring_boot', build: 'maven', path: '/api/ingredients', health: '/actuator/health', port: '8080', vars: SPRING_VARS.slice(0, 2), builds: 'S' },
    ],
  ],
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FAILED_AT: Record<string, AppBuildStep> = { B: 'Build', T: 'Test', D: 'Deploy' };

/** A build's duration up to its end (all steps, or up to and including the failed one). */
function durationOf(failedStep: AppBuildStep | null): number {
  let total = 0;
  for (const step of APP_BUILD_STEPS) {
    total += APP_BUILD_STEP_MS[step];
    if (step === failedStep) break;
  }
  return total;
}

const isReportSeed = (seed: WebSeed | ReportSeed): seed is ReportSeed => 'reportType' in seed;

/** A new app row (seed and create): no variables, path, dependents, URLs, reports or upload unless given. */
function appRow(appId: number, project: Pick<StoredProject, 'projectId' | 'projectName'>, fields: Pick<StoredApp, 'appName' | 'appType' | 'status' | 'createdAt'> & Partial<StoredApp>): StoredApp {
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
function reportAppRow(
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

/** The seeded apps, builds and counters (exported for the tests). */
export function seedApps(projects: readonly StoredProject[], now: number): { apps: StoredApp[]; appBuilds: StoredAppBuild[]; appCounters: AppCounters } {
  const apps: StoredApp[] = [];
  const builds: Array<Omit<StoredAppBuild, 'buildNo'>> = [];
  const deps: Array<[StoredApp, readonly string[]]> = [];
  let appId = 1;
  for (const [projectId, seeds] of APP_SEEDS) {
    const project = projects.find((p) => p.projectId === projectId);
    if (!project) continue;
    for (const seed of seeds) {
      const id = appId++;
      const createdAt = iso(now - 60 * DAY + id * 7 * HOUR);
      const reportVersions = Array.from({ length: seed.reports ?? 0 }, (_, i) => ({
        version: i + 1,
        createdAt: iso(now - ((seed.reports ?? 0) - i) * 6 * DAY + id * 13 * 60_000),
      }));
      if (isReportSeed(seed)) {
        const sonar = seed.reportType === SONAR_REPORT_TYPE;
        const websiteUrl = sonar ? '' : (seed.websiteUrl ?? '');
        apps.push(
          reportAppRow(id, project, { name: seed.name, reportType: seed.reportType, websiteUrl }, {
            status: reportVersions.length > 0 ? [`${REPORT_CODE}SUCCESS`] : [],
            reportPath: sonar ? (seed.file ?? null) : reportVersions.length > 0 ? reportPathOf({ appId: id, appName: seed.name, projectId, appType: REPORT_APP_TYPE, reportType: seed.reportType }, reportVersions.length) : null,
            reportVersions,
            upload: sonar && seed.file ? { name: seed.file, size: 2_481_152 + id * 1024, by: project.techUser?.userId ?? 0, at: createdAt } : null,
            createdAt,
          }),
        );
        continue;
      }
      const repo = seed.repo ?? 'SUCCESS';
      const history = repo === 'SUCCESS' ? (seed.builds ?? '') : '';
      const status = [`${REPO_CODE}${repo}`];
      if (repo === 'SUCCESS') status.push(`${INFRA_DETAIL_CODE}SUCCESS`);
      if (history) status.push(`${CICD_CODE}${history.at(-1) === 'S' ? 'SUCCESS' : 'FAILURE'}`);
      if (reportVersions.length > 0 || seed.reportFailed) status.push(`${REPORT_CODE}${seed.reportFailed ? 'FAILURE' : 'SUCCESS'}`);
      const app = appRow(id, project, {
        appName: seed.name,
        appType: seed.type,
        appEnvironment: (seed.vars ?? []).map(([key, value]) => ({ key, value })),
        status,
        path: seed.path,
        healthPath: seed.health,
        websitePort: seed.port,
        buildType: seed.build,
        environment: seed.env,
        reportVersions,
        createdAt,
      });
      if (repo === 'SUCCESS') Object.assign(app, appUrlsOf(app));
      apps.push(app);
      if (seed.deps) deps.push([app, seed.deps]);
      [...history].forEach((result, k) => {
        const failedStep = FAILED_AT[result] ?? null;
        const startedAt = now - (history.length - k) * 2.5 * DAY - id * 17 * 60_000 + k * 41 * 60_000;
        builds.push({
          appId: id,
          buildStatus: result === 'S' ? 'SUCCESS' : 'FAILURE',
          startedAt,
          endedAt: startedAt + durationOf(failedStep),
          failedStep,
          cleanCache: Boolean(seed.long) && k === 0,
          jobId: null,
          by: project.techUser?.userId ?? 0,
        });
      });
    }
  }
  for (const [app, names] of deps) {
    app.dependentApp = names
      .map((name) => apps.find((a) => a.projectId === app.projectId && a.appName === name))
      .filter((a): a is StoredApp => Boolean(a))
      .map((a) => ({ name: a.appName, appId: a.appId }));
  }
  const appBuilds = builds.sort((a, b) => a.startedAt - b.startedAt).map((b, i) => ({ buildNo: i + 1, ...b }));
  return { apps, appBuilds, appCounters: { appId, buildNo: appBuilds.length + 1 } };
}

/* ---------- reads ---------- */

export function findApp(appId: number | null): StoredApp | undefined {
  return appId === null ? undefined : db.apps.find((a) => a.appId === appId);
}

function foundApp(appId: number | null): Outcome<StoredApp> {
  const app = findApp(appId);
  return app ? ok(app) : notFound(`No app ${appId ?? ''}`.trim());
}

function foundBuild(buildNo: number | null): Outcome<StoredAppBuild> {
  const build = buildNo === null ? undefined : db.appBuilds.find((b) => b.buildNo === buildNo);
  return build ? ok(build) : notFound(`No build ${buildNo ?? ''}`.trim());
}

/** The app as the wire reads it: exactly AppRead's fields (a report app's four more too). */
export function toAppRead(app: StoredApp): AppRead {
  const read: AppRead = {
    appId: app.appId,
    appName: app.appName,
    appType: app.appType,
    appEnvironment: app.appEnvironment,
    projectId: app.projectId,
    projectName: findProject(app.projectId)?.projectName ?? app.projectName,
    status: app.status,
    path: app.path,
    healthPath: app.healthPath,
    websitePort: app.websitePort,
    dependentApp: app.dependentApp,
    buildType: app.buildType,
    environment: app.environment,
    cloud: app.cloud,
    appServiceUrl: app.appServiceUrl,
    appUrl: app.appUrl,
  };
  if (isReportApp(app)) Object.assign(read, { name: app.name ?? app.appName, reportType: app.reportType ?? '', reportPath: app.reportPath ?? null, websiteUrl: app.websiteUrl ?? '' });
  return structuredClone(read);
}

/** GET api/v2/project/{projectId}/app: the project's apps in appId order. */
export function appsOfProject(projectId: number | null): Outcome<AppRead[]> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  return ok(db.apps.filter((a) => a.projectId === project.projectId).sort((a, b) => a.appId - b.appId).map(toAppRead));
}

/** GET api/v2/app/{appId}. */
export function appDetails(appId: number | null): Outcome<AppRead> {
  const found = foundApp(appId);
  return found.ok ? ok(toAppRead(found.value)) : found;
}

/** GET /api/get_project_basic_with_env/{projectId}. */
export function projectBasic(projectId: number | null): Outcome<ProjectBasic> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  return ok({ projectName: project.projectName, projectId: project.projectId, environments: structuredClone(project.environments ?? []) });
}

/* ---------- create / update ---------- */

type Body = Record<string, unknown>;

const asBody = (value: unknown): Body | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** Missing, null, or text that is blank once trimmed (or a value with no text at all). */
const isBlank = (value: unknown) => text(value) === '';
/** Missing, null, or a list. */
const isListOrNone = (value: unknown) => value === undefined || value === null || Array.isArray(value);

/** A positive whole number from a number or its text, else null. */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 1e9 ? value : null;
  const t = text(value);
  return /^[1-9]\d{0,8}$/.test(t) ? Number(t) : null;
}

/** The body's projectId: 400 when blank or not a positive whole number. */
function projectIdOf(body: Body): Outcome<number> {
  if (isBlank(body.projectId)) return badRequest('projectId is required');
  const projectId = idOf(body.projectId);
  return projectId === null ? badRequest('projectId must be a positive whole number') : ok(projectId);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const pathKey = (path: string) => path.trim().replace(/\/+$/, '').toLowerCase();

/** Another app of the project with this name (any case). */
function nameTaken(projectId: number, name: string, exceptAppId: number | null): boolean {
  return db.apps.some((a) => a.projectId === projectId && a.appId !== exceptAppId && sameName(a.appName, name));
}

/** Another web app of the project with this path (trailing slashes and case ignored; blank never clashes). */
function pathTaken(projectId: number, path: string, exceptAppId: number | null): boolean {
  if (!path.trim()) return false;
  const key = pathKey(path);
  return db.apps.some((a) => a.projectId === projectId && a.appId !== exceptAppId && !isReportApp(a) && a.path.trim() !== '' && pathKey(a.path) === key);
}

const nameTakenAnswer = (): AppSaveAnswer => ({ data: APP_NAME_TAKEN, message: APP_MESSAGES.nameTaken });

interface WebAppInput {
  appName: string;
  appType: AppType;
  environment: Technology | '';
  buildType: BuildType | '';
  path: string;
  healthPath: string;
  websitePort: string;
  appEnvironment: KeyValue[];
  dependentKeys: unknown[];
  project: StoredProject;
  appId: number | null;
}

function parseWebApp(value: unknown): Outcome<WebAppInput> {
  const body = asBody(value);
  if (!body) return badRequest('Expected the app as a JSON object');
  const appName = text(body.appName);
  if (!appName) return badRequest('appName is required');
  const appType = text(body.appType);
  if (!appType) return badRequest('appType is required');
  if (appType === REPORT_APP_TYPE) return badRequest('A report app (point_analyse) is saved with /api/v2/reportapp');
  if (!WEB_TYPES.includes(appType)) return badRequest(`appType must be one of ${WEB_TYPES.join(', ')}, not '${appType}'`);
  const projectId = projectIdOf(body);
  if (!projectId.ok) return projectId;
  const environment = text(body.environment);
  if (environment && !TECHNOLOGY_VALUES.includes(environment)) return badRequest(`environment must be one of ${TECHNOLOGY_VALUES.join(', ')}, not '${environment}'`);
  const buildType = text(body.buildType);
  if (buildType && !BUILD_TYPE_VALUES.includes(buildType)) return badRequest(`buildType must be one of ${BUILD_TYPE_VALUES.join(', ')}, not '${buildType}'`);
  const cloud = text(body.cloud);
  if (cloud && cloud.toLowerCase() !== 'azure') return badRequest(`cloud must be Azure, not '${cloud}'`);
  const websitePort = text(body.websitePort);
  if (websitePort && !isPortNumber(websitePort)) {
    return badRequest(`websitePort must be a port number (1 to 65535), not '${websitePort}'`);
  }
  if (!isListOrNone(body.appEnvironment)) return badRequest('appEnvironment must be a list of {key, value}');
  const appEnvironment: KeyValue[] = [];
  for (const row of (body.appEnvironment as unknown[] | undefined) ?? []) {
    const entry = asBody(row);
    const key = text(entry?.key);
    if (key) appEnvironment.push({ key, value: typeof entry?.value === 'string' ? entry.value : text(entry?.value) });
  }
  if (appEnvironment.length > MAX_ENV_ROWS) return badRequest(`At most ${MAX_ENV_ROWS} environment variables`);
  if (!isListOrNone(body.dependentApp)) return badRequest('dependentApp must be a list of app keys');
  const project = findProject(projectId.value);
  if (!project) return notFound('Project not found');
  return ok({
    appName,
    appType: appType as AppType,
    environment: environment as Technology | '',
    buildType: buildType as BuildType | '',
    path: text(body.path),
    healthPath: text(body.healthPath),
    websitePort,
    appEnvironment,
    dependentKeys: (body.dependentApp as unknown[] | undefined) ?? [],
    project,
    appId: idOf(body.appId),
  });
}

/** The keys that are other apps of the project, as [{name, appId}] (unknown keys ignored). */
function dependentsOf(keys: readonly unknown[], projectId: number, selfId: number | null): Array<{ name: string; appId: number }> {
  const result: Array<{ name: string; appId: number }> = [];
  for (const key of keys) {
    const id = idOf(typeof key === 'object' && key !== null ? (key as { appId?: unknown }).appId : key);
    const app = findApp(id);
    if (!app || app.projectId !== projectId || app.appId === selfId || result.some((d) => d.appId === app.appId)) continue;
    result.push({ name: app.appName, appId: app.appId });
  }
  return result;
}

function nextAppId(): number {
  const id = db.appCounters.appId;
  db.appCounters.appId = id + 1;
  return id;
}

/**
 * Stores a new app in `project` (`{data: 0, result: appId}`) unless another app of the project has
 * its name (`{data: 1}`) or, for a web app, its path (`{data: 2}`; a blank path never clashes).
 */
function saveNewApp(project: StoredProject, appName: string, path: string, row: (appId: number) => StoredApp): Outcome<AppSaveAnswer> {
  if (nameTaken(project.projectId, appName, null)) return ok(nameTakenAnswer());
  if (pathTaken(project.projectId, path, null)) return ok({ data: APP_PATH_TAKEN, message: APP_MESSAGES.pathTaken });
  const appId = nextAppId();
  db.apps.push(row(appId));
  return ok({ data: 0, result: appId });
}

/** Saves the changes of an app (`{data: 0, result: appId}`) unless its new name is another app's of the project (`{data: 1}`). */
function saveAppChanges(app: StoredApp, changes: Pick<StoredApp, 'appName'> & Partial<StoredApp>): Outcome<AppSaveAnswer> {
  if (nameTaken(app.projectId, changes.appName, app.appId)) return ok(nameTakenAnswer());
  Object.assign(app, changes);
  renameInDependents(app);
  return ok({ data: 0, result: app.appId });
}

/** POST /api/v2/app. */
export function createApp(_user: MockUser, body: unknown): Outcome<AppSaveAnswer> {
  const parsed = parseWebApp(body);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  return saveNewApp(input.project, input.appName, input.path, (appId) =>
    appRow(appId, input.project, {
      appName: input.appName,
      appType: input.appType,
      appEnvironment: input.appEnvironment,
      status: [`${REPO_CODE}PENDING`],
      path: input.path,
      healthPath: input.healthPath,
      websitePort: input.websitePort,
      dependentApp: dependentsOf(input.dependentKeys, input.project.projectId, appId),
      buildType: input.buildType,
      environment: input.environment,
      createdAt: iso(mockNow()),
    }),
  );
}

/**
 * The app a PUT updates and what it sends: appId required (noAppId), the body parsed, the app found,
 * of the form's kind (a report app or a web app, else wrongKind), and still in its project.
 */
function appToUpdate<T extends { appId: number | null; project: StoredProject }>(
  body: unknown,
  parse: (body: unknown) => Outcome<T>,
  rules: { reportApp: boolean; noAppId: string; wrongKind: string },
): Outcome<{ app: StoredApp; input: T }> {
  if (isBlank(asBody(body)?.appId)) return badRequest(rules.noAppId);
  const parsed = parse(body);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const found = foundApp(input.appId);
  if (!found.ok) return found;
  const app = found.value;
  if (isReportApp(app) !== rules.reportApp) return badRequest(rules.wrongKind);
  if (app.projectId !== input.project.projectId) return badRequest('An app cannot move to another project');
  return ok({ app, input });
}

/** The app's (new) name where the other apps' dependentApp shows it. */
function renameInDependents(app: StoredApp): void {
  for (const other of db.apps) for (const d of other.dependentApp) if (d.appId === app.appId) d.name = app.appName;
}

/** PUT /api/v2/app: path, healthPath and websitePort stay as stored. */
export function updateApp(_user: MockUser, body: unknown): Outcome<AppSaveAnswer> {
  const found = appToUpdate(body, parseWebApp, { reportApp: false, noAppId: 'appId is required to update an app', wrongKind: 'A report app is updated with /api/v2/reportapp' });
  if (!found.ok) return found;
  const { app, input } = found.value;
  return saveAppChanges(app, {
    appName: input.appName,
    appType: input.appType,
    environment: input.environment,
    buildType: input.buildType,
    appEnvironment: input.appEnvironment,
    dependentApp: dependentsOf(input.dependentKeys, app.projectId, app.appId),
  });
}

/* ---------- report apps ---------- */

interface ReportAppInput {
  name: string;
  reportType: ReportType;
  websiteUrl: string;
  file: string;
  project: StoredProject;
  appId: number | null;
}

const isZipName = (name: string) => /\.zip$/i.test(name.trim());

function parseReportApp(value: unknown): Outcome<ReportAppInput> {
  const body = asBody(value);
  if (!body) return badRequest('Expected the report app as a JSON object');
  const name = text(body.name);
  if (!name) return badRequest('name is required');
  const reportType = text(body.reportType);
  if (!reportType) return badRequest('reportType is required');
  if (!REPORT_TYPE_VALUES.includes(reportType)) return badRequest(`reportType must be one of ${REPORT_TYPE_VALUES.join(', ')}, not '${reportType}'`);
  const appType = text(body.appType);
  if (appType && appType !== REPORT_APP_TYPE) return badRequest(`A report app's appType is ${REPORT_APP_TYPE}, not '${appType}'`);
  const projectId = projectIdOf(body);
  if (!projectId.ok) return projectId;
  const websiteUrl = text(body.websiteUrl);
  if (reportType === SONAR_REPORT_TYPE) {
    if (websiteUrl) return badRequest('websiteUrl must be blank for a Sonar report: the code is uploaded as a .zip');
  } else if (!isHttpUrl(websiteUrl)) {
    return badRequest(websiteUrl ? `websiteUrl must be an http(s) address, not '${websiteUrl}'` : 'websiteUrl is required (the address to analyse)');
  }
  const project = findProject(projectId.value);
  if (!project) return notFound('Project not found');
  return ok({ name, reportType: reportType as ReportType, websiteUrl, file: text(body.file), project, appId: idOf(body.appId) });
}

/** POST /api/v2/reportapp. */
export function createReportApp(_user: MockUser, body: unknown): Outcome<AppSaveAnswer> {
  const parsed = parseReportApp(body);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  if (input.reportType === SONAR_REPORT_TYPE && !isZipName(input.file)) return badRequest('A Sonar report needs the code as a .zip file');
  return saveNewApp(input.project, input.name, '', (appId) => reportAppRow(appId, input.project, input, { createdAt: iso(mockNow()) }));
}

/** PUT /api/v2/reportapp. */
export function updateReportApp(_user: MockUser, body: unknown): Outcome<AppSaveAnswer> {
  const found = appToUpdate(body, parseReportApp, { reportApp: true, noAppId: 'appId is required to update a report app', wrongKind: 'A web app is updated with /api/v2/app' });
  if (!found.ok) return found;
  const { app, input } = found.value;
  const typeChanged = app.reportType !== input.reportType;
  if (input.reportType === SONAR_REPORT_TYPE && !isZipName(input.file) && !(input.file === '' && !typeChanged && app.reportPath)) {
    return badRequest('A Sonar report needs the code as a .zip file');
  }
  return saveAppChanges(app, {
    appName: input.name,
    name: input.name,
    reportType: input.reportType,
    websiteUrl: input.websiteUrl,
    appUrl: input.websiteUrl || null,
    reportPath: typeChanged ? null : app.reportPath,
  });
}

/* ---------- upload ---------- */

/** The part of a multipart body the upload reads (a File or Blob). */
interface UploadedBlob {
  size: number;
  name?: string;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

const isBlob = (value: unknown): value is UploadedBlob =>
  typeof value === 'object' && value !== null && typeof (value as UploadedBlob).size === 'number' && typeof (value as UploadedBlob).slice === 'function';

/** POST api/v2/upload?appId=: a file for the app (multipart file and name). */
export async function uploadAppFile(user: MockUser, appId: number | null, form: { file: unknown; name: unknown }): Promise<Outcome<string>> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  const file = form.file;
  if (!isBlob(file)) return badRequest('No file: send it in the multipart field "file"');
  const name = (typeof form.name === 'string' && form.name.trim()) || (typeof file.name === 'string' ? file.name.trim() : '');
  if (file.size < UPLOAD_MIN_BYTES) return badRequest(`File size must be at least ${UPLOAD_MIN_BYTES} bytes`);
  if (file.size > UPLOAD_MAX_BYTES) return badRequest('File size must be less than 128 Mb');
  if (isSonarApp(app)) {
    if (!isZipName(name)) return badRequest(`A Sonar report takes a .zip file, not '${name || '(no name)'}'`);
    const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
    if (head[0] !== 0x50 || head[1] !== 0x4b) return badRequest(`${name} is not a zip archive`);
  }
  app.reportPath = name || null;
  app.upload = { name, size: file.size, by: user.userId, at: iso(mockNow()) };
  return ok(APP_MESSAGES.uploaded);
}

/* ---------- delete ---------- */

/** DELETE /deleteapp/{appId}. */
export function deleteApp(appId: number | null): Outcome<{ message: string }> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const id = found.value.appId;
  db.apps = db.apps.filter((a) => a.appId !== id);
  db.appBuilds = db.appBuilds.filter((b) => b.appId !== id);
  for (const app of db.apps) app.dependentApp = app.dependentApp.filter((d) => d.appId !== id);
  return ok({ message: APP_MESSAGES.deleted });
}

/* ---------- repo setup ---------- */

const appOfJob = (job: Job) => (job.subject.type === 'app' ? findApp(job.subject.id) : undefined);

/** A job kind whose subject is an app: `succeeded` runs on the app once the job succeeds; a failed job puts `code`FAILURE in its status. */
function defineAppJobKind(kind: string, code: string, succeeded: (app: StoredApp, job: Job) => void): void {
  defineJobKind(kind, {
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

defineAppJobKind(REPO_SETUP_KIND, REPO_CODE, (app) => {
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
    progress: progress.running,
  };
}

/** GET api/v2/cicdconsolelog/{buildNo}: the log, as far as the build has come. */
export function consoleLog(buildNo: number | null): Outcome<string> {
  const found = foundBuild(buildNo);
  if (!found.ok) return found;
  return ok(buildLogText(logInputOf(found.value)));
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

/* ---------- reports ---------- */

const REPORT_FILES: Record<string, { reportName: string; file: string }> = {
  'Lighthouse Report': { reportName: 'Lighthouse Report', file: 'lighthouse-report.html' },
  'ZAP Report': { reportName: 'ZAP Report', file: 'zap-report.html' },
  'Sonar Report': { reportName: 'Sonar Report', file: 'sonar-report.html' },
  Google_Analytics: { reportName: 'Google Analytics Report', file: 'ga-report.html' },
};

/** The reports of one version: a web app's Lighthouse, ZAP and Sonar reports, a report app's own type's. */
function reportsOfVersion(app: Pick<StoredApp, 'appId' | 'appName' | 'projectId' | 'appType' | 'reportType'>, version: number): ReportListEntry[] {
  const types = isReportApp(app) ? [app.reportType ?? 'Lighthouse Report'] : ['Lighthouse Report', 'ZAP Report', 'Sonar Report'];
  return types.map((type) => {
    const { reportName, file } = REPORT_FILES[type] ?? REPORT_FILES['Lighthouse Report'];
    return { reportName: `${reportName} v${version}`, relativePath: `reports/${app.projectId}/${fileSlug(app.appName)}/v${version}/${file}` };
  });
}

function reportPathOf(app: Pick<StoredApp, 'appId' | 'appName' | 'projectId' | 'appType' | 'reportType'>, version: number): string {
  return reportsOfVersion(app, version)[0].relativePath;
}

defineAppJobKind(APP_REPORT_KIND, REPORT_CODE, (app, job) => {
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

/* ---------- the table (defined last: its seed runs at once when the state exists, and uses everything above) ---------- */

export const appsTable = defineTable({
  name: 'apps',
  version: 1, // bump when this table's seed or shape changes: only this table is re-seeded
  keys: ['apps', 'appBuilds', 'appCounters'],
  dependsOn: [projectsTable],
  seed: ({ db: state, now }) => seedApps(state.projects, now),
});
