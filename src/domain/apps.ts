/**
 * Apps inside a project (seed 001 sections 2 to 5 and 9): the wire types, the labels, and the pure
 * rules of the app pages (mode from callType, environment-variable rows, Setup Repo, report steps,
 * score colours, upload bounds, release readiness). No React, no I/O.
 */

/* ---------- labels (seed 001 section 9) ---------- */

export const APP_TYPES = [
  { value: 'app_service', label: 'App Service' },
  { value: 'app_service_container', label: 'App Service (Container)' },
  { value: 'static_site', label: 'Static Site' },
  { value: 'point_analyse', label: 'Point and Analyse' },
] as const;
export type AppType = (typeof APP_TYPES)[number]['value'];
/** The report app's type: choosing it switches the form to the report-app form. */
export const REPORT_APP_TYPE: AppType = 'point_analyse';

export const TECHNOLOGIES = [
  { value: 'spring_boot', label: 'Spring Boot' },
  { value: 'react', label: 'React' },
  { value: 'node', label: 'NodeJS' },
] as const;
export type Technology = (typeof TECHNOLOGIES)[number]['value'];

export const BUILD_TYPES = [
  { value: 'maven', label: 'Maven' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'na', label: 'NA' },
] as const;
export type BuildType = (typeof BUILD_TYPES)[number]['value'];

/** Cloud: Azure only. */
export const CLOUDS = [{ value: 'Azure', label: 'Azure' }] as const;

/** Report types: the wire values of seed 001 section 3 with the labels of section 9. */
export const REPORT_TYPES = [
  { value: 'Lighthouse Report', label: 'Lighthouse Report' },
  { value: 'Google_Analytics', label: 'Google Analytics' },
  { value: 'Sonar Report', label: 'Sonar Qube Report' },
  { value: 'ZAP Report', label: 'ZAP Report' },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]['value'];
export const SONAR_REPORT_TYPE: ReportType = 'Sonar Report';

function labelOf(list: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined): string {
  return list.find((o) => o.value === value)?.label ?? value ?? '';
}
export const appTypeLabel = (value: string | null | undefined) => labelOf(APP_TYPES, value);
export const technologyLabel = (value: string | null | undefined) => labelOf(TECHNOLOGIES, value);
export const buildTypeLabel = (value: string | null | undefined) => labelOf(BUILD_TYPES, value);
export const reportTypeLabel = (value: string | null | undefined) => labelOf(REPORT_TYPES, value);

/** A card's App Name: upper-cased, underscores shown as spaces. */
export function appNameShown(appName: string | null | undefined): string {
  return (appName ?? '').replace(/_/g, ' ').toUpperCase();
}

/* ---------- wire types (seed 001 section 3) ---------- */

export interface KeyValue {
  key: string;
  value: string;
}

/** POST / PUT /api/v2/app: the web app payload, blank fields included. */
export interface AppPayload {
  cloud: string;
  appName: string;
  appType: AppType;
  environment: Technology | '';
  /** The app keys (appId as text) of other apps of the project. */
  dependentApp: string[];
  buildType: BuildType | '';
  path: string;
  healthPath: string;
  appEnvironment: KeyValue[];
  websitePort: string;
  projectId: number;
  appId?: number;
  indexDocument: '';
  accountReplicationType: '';
  enableLogging: 0;
  accountKind: '';
  sourceContent: '';
  accountTier: '';
}

/** GET api/v2/app/{appId}: the app as read. */
export interface AppRead {
  appId: number;
  appName: string;
  appType: AppType;
  appEnvironment: KeyValue[];
  projectId: number;
  projectName: string;
  /** Pipeline status codes (DFC-REPO-SETUP-PIPELINE-*, DFC-CI-CD-PIPELINE-*, DFC-Report-Pipeline-*, ...). */
  status: string[];
  path: string;
  healthPath: string;
  websitePort: string;
  dependentApp: Array<{ name: string; appId: number }>;
  buildType: BuildType | '';
  environment: Technology | '';
  cloud: string;
  /** Shown as App Admin. */
  appServiceUrl: string | null;
  appUrl: string | null;
  /** Report apps (point_analyse) also carry these (seed 001 section 3, report app read). */
  name?: string;
  reportType?: ReportType | '';
  reportPath?: string | null;
  websiteUrl?: string | null;
}

/** POST / PUT /api/v2/reportapp. */
export interface ReportAppPayload {
  name: string;
  appType: AppType;
  /** Blank for the Sonar type. */
  websiteUrl: string;
  reportType: ReportType | '';
  projectId: number;
  /** The uploaded file's name (Sonar), else ''. */
  file: string;
  appId?: number;
}

/** What create / update answer: data 1 (name taken), data 2 (path taken), else the app id in result. */
export interface AppSaveAnswer {
  data?: number;
  result?: number | string;
  message?: string;
}
export const APP_NAME_TAKEN = 1;
export const APP_PATH_TAKEN = 2;

/** The app id a save answered (a positive whole number in result), else the fallback (the app updated, or null). */
export function savedAppId(answer: AppSaveAnswer | undefined, fallback: number | null): number | null {
  const id = Number(answer?.result);
  return Number.isInteger(id) && id > 0 ? id : fallback;
}

export interface BuildHistoryEntry {
  buildNo: number;
  buildStatus: string;
  appId: number;
  /** Extension (not in the seeds): the Lighthouse performance score of a succeeded build, for the score trend. */
  lighthouseScore?: number;
}

export interface ReportListEntry {
  reportName: string;
  relativePath: string;
}

export interface ScoredItem {
  title: string;
  /** 0 to 100. */
  score: number;
}

export interface LighthouseData {
  performance: ScoredItem;
  accessibility: ScoredItem;
  bestPractices: ScoredItem;
  seo: ScoredItem;
  unusedJavascript: ScoredItem;
  unusedCSS: ScoredItem;
  offScreenImages: ScoredItem;
}
export const LIGHTHOUSE_ITEMS = ['performance', 'accessibility', 'bestPractices', 'seo', 'unusedJavascript', 'unusedCSS', 'offScreenImages'] as const;

/**
 * The ZAP count's informational field is misspelt on the wire (seed 001 section 3 says so without
 * giving the spelling): we read 'informatonal', and also the correct spelling when a server sends it.
 */
export const ZAP_INFORMATIONAL_FIELD = 'informatonal';

export interface ZapAlert {
  alert: string;
  riskdesc: string;
  /** Server HTML. */
  desc: string;
  /** Server HTML. */
  solution: string;
}

export interface ZapData {
  result: {
    alerts: ZapAlert[];
    count: { high: number; medium: number; low: number; informatonal?: number; informational?: number };
  };
}

export function zapInformational(count: ZapData['result']['count']): number {
  return count[ZAP_INFORMATIONAL_FIELD] ?? count.informational ?? 0;
}

export interface SonarIssue {
  key: string;
  severity: string;
  status: string;
  message: string;
  type: string;
}

export interface SonarData {
  result: {
    count: { severity: { major: number; minor: number; critical: number }; type: { bug: number; codeSmell: number } };
    issues: SonarIssue[];
  };
}

/** Answers that come as {result: T} (lists, logs). */
export interface ResultOf<T> {
  result: T;
}

/** GET /api/get_project_basic_with_env/{projectId}. */
export interface ProjectBasic {
  projectName: string;
  projectId?: number;
  environments?: Array<{ id: number; name: string }>;
}

/* ---------- the app page's mode (seed 001 section 2) ---------- */

export type AppMode = 'view' | 'update' | 'create';
export type AppCallType = 'View' | 'Update' | 'ViewReport' | 'UpdateReport' | 'createNewApp';

export const APP_PAGE_HEADERS = {
  details: 'APP DETAILS',
  View: 'View App',
  Update: 'Update App',
  createNewApp: 'Create New App',
  ViewReport: 'View Report App',
  UpdateReport: 'Update Report App',
} as const;

/** View and ViewReport give view mode; Update and UpdateReport update mode; createNewApp create mode; anything else null (go home). */
export function appModeOf(callType: string | null | undefined): { mode: AppMode; report: boolean; header: string } | null {
  switch (callType) {
    case 'View':
      return { mode: 'view', report: false, header: APP_PAGE_HEADERS.View };
    case 'ViewReport':
      return { mode: 'view', report: true, header: APP_PAGE_HEADERS.ViewReport };
    case 'Update':
      return { mode: 'update', report: false, header: APP_PAGE_HEADERS.Update };
    case 'UpdateReport':
      return { mode: 'update', report: true, header: APP_PAGE_HEADERS.UpdateReport };
    case 'createNewApp':
      return { mode: 'create', report: false, header: APP_PAGE_HEADERS.createNewApp };
    default:
      return null;
  }
}

/** Path, port and health path are disabled in view and update modes. */
export function isLocationFieldDisabled(mode: AppMode): boolean {
  return mode !== 'create';
}

/** Whether a text is a port number: digits only, 1 to 65535 (ours: the seeds give no format). */
export function isPortNumber(value: string): boolean {
  return /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535;
}

/* ---------- environment variable rows (seed 001 section 5) ---------- */

export const MAX_ENV_ROWS = 5;

/** 'Add More' only on the last row while there are fewer than 5 rows. */
export function canAddEnvRow(rowCount: number, index: number): boolean {
  return index === rowCount - 1 && rowCount < MAX_ENV_ROWS;
}

/** 'Remove' when there is more than one row. */
export function canRemoveEnvRow(rowCount: number): boolean {
  return rowCount > 1;
}

/* ---------- pipeline rules (seed 001 section 4) ---------- */

export const REPO_SETUP_SUCCESS = 'DFC-REPO-SETUP-PIPELINE-SUCCESS';
export const REPO_SETUP_IN_PROGRESS = 'DFC-REPO-SETUP-PIPELINE-IN-PROGRESS';
export const BUILD_IN_PROGRESS = 'DFC-CI-CD-PIPELINE-IN-PROGRESS';
export const BUILD_SUCCESS = 'DFC-CI-CD-PIPELINE-SUCCESS';
export const BUILD_FAILURE = 'DFC-CI-CD-PIPELINE-FAILURE';
export const REPORT_IN_PROGRESS = 'DFC-Report-Pipeline-IN-PROGRESS';
export const REPORT_SUCCESS = 'DFC-Report-Pipeline-SUCCESS';
export const REPORT_FAILURE = 'DFC-Report-Pipeline-FAILURE';

/** Setup Repo is disabled while loading and when the status has the repo pipeline's SUCCESS or IN-PROGRESS. */
export function setupRepoDisabled(loading: boolean, status: readonly string[] | null | undefined): boolean {
  const codes = status ?? [];
  return loading || codes.includes(REPO_SETUP_SUCCESS) || codes.includes(REPO_SETUP_IN_PROGRESS);
}

/** Generate Report is disabled while running and in create mode. */
export function generateReportDisabled(running: boolean, mode: AppMode): boolean {
  return running || mode === 'create';
}

/** The report generation's steps (seed 001 section 4): each adds 33.33 % to the progress bar. */
export const REPORT_STEPS = [REPORT_IN_PROGRESS, REPORT_SUCCESS, REPORT_FAILURE] as const;
export const REPORT_STEP_PERCENT = 33.33;
export const REPORT_NOT_STARTED = 'Not Started';
export const REPORT_TRIGGERED = 'Report Generation Triggered';

/** Whether a build status (history entry or pipeline code) has ended. */
export function isBuildRunning(status: readonly string[] | null | undefined): boolean {
  return (status ?? []).includes(BUILD_IN_PROGRESS);
}

/* ---------- score colours (seed 001 section 9) ---------- */

export type ScoreColour = 'green' | 'amber' | 'brown';

/**
 * Above 70 green; 41 to 69 amber; otherwise brown (exactly 70 and exactly 40 are brown). Between
 * the whole numbers: above 40 and below 70 is amber.
 */
export function scoreColour(score: number): ScoreColour {
  if (score > 70) return 'green';
  if (score > 40 && score < 70) return 'amber';
  return 'brown';
}

/* ---------- release readiness (beyond the seeds) ---------- */

export interface ReadinessThresholds {
  /** Lighthouse performance at least this. */
  minPerformance: number;
  /** Lighthouse accessibility at least this. */
  minAccessibility: number;
  /** ZAP high alerts at most this. */
  maxZapHigh: number;
  /** Sonar critical issues at most this. */
  maxSonarCritical: number;
}

export type ReadinessReason =
  | { kind: 'performance'; score: number; min: number }
  | { kind: 'accessibility'; score: number; min: number }
  | { kind: 'zapHigh'; count: number; max: number }
  | { kind: 'sonarCritical'; count: number; max: number }
  | { kind: 'missing'; report: 'lighthouse' | 'zap' | 'sonar' };

/** Ready when every report exists and meets its threshold; the reasons otherwise. */
export function releaseReadiness(
  reports: { lighthouse: LighthouseData | null; zap: ZapData | null; sonar: SonarData | null },
  thresholds: ReadinessThresholds,
): { ready: boolean; reasons: ReadinessReason[] } {
  const reasons: ReadinessReason[] = [];
  const { lighthouse, zap, sonar } = reports;
  if (!lighthouse) reasons.push({ kind: 'missing', report: 'lighthouse' });
  else {
    if (lighthouse.performance.score < thresholds.minPerformance) reasons.push({ kind: 'performance', score: lighthouse.performance.score, min: thresholds.minPerformance });
    if (lighthouse.accessibility.score < thresholds.minAccessibility) reasons.push({ kind: 'accessibility', score: lighthouse.accessibility.score, min: thresholds.minAccessibility });
  }
  if (!zap) reasons.push({ kind: 'missing', report: 'zap' });
  else if (zap.result.count.high > thresholds.maxZapHigh) reasons.push({ kind: 'zapHigh', count: zap.result.count.high, max: thresholds.maxZapHigh });
  if (!sonar) reasons.push({ kind: 'missing', report: 'sonar' });
  else if (sonar.result.count.severity.critical > thresholds.maxSonarCritical) {
    reasons.push({ kind: 'sonarCritical', count: sonar.result.count.severity.critical, max: thresholds.maxSonarCritical });
  }
  return { ready: reasons.length === 0, reasons };
}

/* ---------- paging (seed 001 section 9) ---------- */

/** Tables and lists: 5 rows by default; 5, 10, 25 or All (-1). */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 25, -1] as const;
export const DEFAULT_ROWS_PER_PAGE = 5;
