/**
 * Apps inside a project (seed 001 sections 2 to 5 and 9): the wire types, the labels, and the pure
 * rules of the app pages (mode from callType, environment-variable rows, Setup Repo, report steps,
 * score colours, upload bounds). No React, no I/O.
 */
import * as z from 'zod/mini';
import { listOrEmpty, loose, orNull, textOrEmpty } from './contract/check';

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

/* ---------- wire types (seed 001 section 3): runtime schemas, each with its type ---------- */

type ValueOf<T extends ReadonlyArray<{ value: string }>> = T[number]['value'];
const valuesOf = <T extends ReadonlyArray<{ value: string }>>(list: T) => list.map((o) => o.value) as [ValueOf<T>, ...Array<ValueOf<T>>];
/** A field holding one of the list's values, or '' (the form's blank). */
const valueOrBlank = <T extends ReadonlyArray<{ value: string }>>(list: T) => z.enum([...valuesOf(list), ''] as [ValueOf<T> | '', ...Array<ValueOf<T> | ''>]);
const AppTypeValue = z.enum(valuesOf(APP_TYPES));
const TechnologyOrBlank = valueOrBlank(TECHNOLOGIES);
const BuildTypeOrBlank = valueOrBlank(BUILD_TYPES);
const ReportTypeOrBlank = valueOrBlank(REPORT_TYPES);

export const KeyValue = loose({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof KeyValue>;

/**
 * Whether an app type runs a server of its own, with a health path and a port: a static site (seed
 * 001 section 1: 'a web app, a static site or a report-only app') is files served as they are, so
 * it has neither (the seeded static sites have none), and no technology is required of it.
 */
export const runsServer = (appType: string): boolean => appType !== 'static_site';

/** POST / PUT /api/v2/app: the web app payload, blank fields included. */
export const AppPayload = loose({
  cloud: z.string(),
  appName: z.string(),
  appType: AppTypeValue,
  environment: TechnologyOrBlank,
  /** The app keys (appId as text) of other apps of the project. */
  dependentApp: z.array(z.string()),
  buildType: BuildTypeOrBlank,
  path: z.string(),
  healthPath: z.string(),
  appEnvironment: z.array(KeyValue),
  websitePort: z.string(),
  projectId: z.number(),
  appId: z.optional(z.number()),
  indexDocument: z.literal(''),
  accountReplicationType: z.literal(''),
  enableLogging: z.literal(0),
  accountKind: z.literal(''),
  sourceContent: z.literal(''),
  accountTier: z.literal(''),
});
export type AppPayload = z.infer<typeof AppPayload>;

/** GET api/v2/app/{appId}: a web app as read (seed 001 section 3, "App (read)"). */
const WebAppRead = loose({
  appId: z.number(),
  appName: z.string(),
  appType: AppTypeValue,
  appEnvironment: z.array(KeyValue),
  projectId: z.number(),
  projectName: z.string(),
  /** Pipeline status codes (DFC-REPO-SETUP-PIPELINE-*, DFC-CI-CD-PIPELINE-*, DFC-Report-Pipeline-*, ...). */
  status: z.array(z.string()),
  path: z.string(),
  healthPath: z.string(),
  websitePort: z.string(),
  dependentApp: z.array(loose({ name: z.string(), appId: z.number() })),
  buildType: BuildTypeOrBlank,
  environment: TechnologyOrBlank,
  cloud: z.string(),
  /** Shown as App Admin. */
  appServiceUrl: orNull(z.string()),
  appUrl: orNull(z.string()),
  /** Report apps (point_analyse) also carry these (seed 001 section 3, report app read). */
  name: z.optional(z.string()),
  reportType: z.optional(ReportTypeOrBlank),
  reportPath: z.optional(z.nullable(z.string())),
  websiteUrl: z.optional(z.nullable(z.string())),
});

/**
 * A report app as read: seed 001 lists only 'Read: name, appType, reportType, reportPath,
 * websiteUrl'. Its page also needs appId and projectId (the report-app payload's: its reports,
 * upload and update name the app, and Back leads to the project's apps); the web app's fields
 * read as blank.
 */
const ReportAppRead = loose({
  appId: z.number(),
  projectId: z.number(),
  appType: z.literal('point_analyse'),
  name: z.string(),
  reportType: ReportTypeOrBlank,
  reportPath: z.nullable(z.string()),
  websiteUrl: z.nullable(z.string()),
  appName: textOrEmpty(),
  projectName: textOrEmpty(),
  cloud: textOrEmpty(),
  ...{ path: textOrEmpty(), healthPath: textOrEmpty(), websitePort: textOrEmpty() },
  ...{ appEnvironment: listOrEmpty(KeyValue), status: listOrEmpty(z.string()) },
  dependentApp: listOrEmpty(loose({ name: z.string(), appId: z.number() })),
  ...{ buildType: z._default(BuildTypeOrBlank, ''), environment: z._default(TechnologyOrBlank, '') },
  ...{ appServiceUrl: orNull(z.string()), appUrl: orNull(z.string()) },
});

/** An app in full, as the portal's own backend (the mock) keeps and sends it: the web app's read with the report fields. */
export type FullAppRead = z.infer<typeof WebAppRead>;

/** GET api/v2/app/{appId} and the apps list: a web app, or a report app as its own read lists it. */
export const AppRead = z.union([WebAppRead, ReportAppRead]);
export type AppRead = z.infer<typeof AppRead>;

/** POST / PUT /api/v2/reportapp. */
export const ReportAppPayload = loose({
  name: z.string(),
  appType: AppTypeValue,
  /** Blank for the Sonar type. */
  websiteUrl: z.string(),
  reportType: ReportTypeOrBlank,
  projectId: z.number(),
  /** The uploaded file's name (Sonar), else ''. */
  file: z.string(),
  appId: z.optional(z.number()),
});
export type ReportAppPayload = z.infer<typeof ReportAppPayload>;

/** What create / update answer: data 1 (name taken), data 2 (path taken), else the app id in result. */
export const AppSaveAnswer = loose({
  data: z.optional(z.number()),
  result: z.optional(z.union([z.number(), z.string()])),
  message: z.optional(z.string()),
});
export type AppSaveAnswer = z.infer<typeof AppSaveAnswer>;
export const APP_NAME_TAKEN = 1;
export const APP_PATH_TAKEN = 2;

/** The app id a save answered (a positive whole number in result), else the fallback (the app updated, or null). */
export function savedAppId(answer: AppSaveAnswer | undefined, fallback: number | null): number | null {
  const id = Number(answer?.result);
  return Number.isInteger(id) && id > 0 ? id : fallback;
}

export const BuildHistoryEntry = loose({
  buildNo: z.number(),
  buildStatus: z.string(),
  appId: z.number(),
  /** Extension (not in the seeds): the Lighthouse performance score of a succeeded build, for the score trend. */
  lighthouseScore: z.optional(z.number()),
});
export type BuildHistoryEntry = z.infer<typeof BuildHistoryEntry>;

export const ReportListEntry = loose({ reportName: z.string(), relativePath: z.string() });
export type ReportListEntry = z.infer<typeof ReportListEntry>;

export const ScoredItem = loose({
  title: z.string(),
  /** 0 to 100. */
  score: z.number(),
});
export type ScoredItem = z.infer<typeof ScoredItem>;

export const LIGHTHOUSE_ITEMS = ['performance', 'accessibility', 'bestPractices', 'seo', 'unusedJavascript', 'unusedCSS', 'offScreenImages'] as const;
export const LighthouseData = loose(
  Object.fromEntries(LIGHTHOUSE_ITEMS.map((item) => [item, ScoredItem])) as Record<(typeof LIGHTHOUSE_ITEMS)[number], typeof ScoredItem>,
);
export type LighthouseData = z.infer<typeof LighthouseData>;

/**
 * The ZAP count's informational field is misspelt on the wire (seed 001 section 3 says so without
 * giving the spelling): we read 'informatonal', and also the correct spelling when a server sends it.
 */
export const ZAP_INFORMATIONAL_FIELD = 'informatonal';

export const ZapAlert = loose({
  alert: z.string(),
  riskdesc: z.string(),
  /** Server HTML. */
  desc: z.string(),
  /** Server HTML. */
  solution: z.string(),
});
export type ZapAlert = z.infer<typeof ZapAlert>;

export const ZapData = loose({
  result: loose({
    alerts: z.array(ZapAlert),
    count: loose({
      high: z.number(),
      medium: z.number(),
      low: z.number(),
      [ZAP_INFORMATIONAL_FIELD]: z.optional(z.number()),
      informational: z.optional(z.number()),
    }),
  }),
});
export type ZapData = z.infer<typeof ZapData>;

export function zapInformational(count: ZapData['result']['count']): number {
  return count[ZAP_INFORMATIONAL_FIELD] ?? count.informational ?? 0;
}

export const SonarIssue = loose({
  key: z.string(),
  severity: z.string(),
  status: z.string(),
  message: z.string(),
  type: z.string(),
});
export type SonarIssue = z.infer<typeof SonarIssue>;

export const SonarData = loose({
  result: loose({
    count: loose({
      severity: loose({ major: z.number(), minor: z.number(), critical: z.number() }),
      type: loose({ bug: z.number(), codeSmell: z.number() }),
    }),
    issues: z.array(SonarIssue),
  }),
});
export type SonarData = z.infer<typeof SonarData>;

/** Answers that come as {result: T} (lists, logs), or as the bare T. */
export const resultOr = <S extends z.ZodMiniType>(schema: S) => z.union([loose({ result: schema }), schema]);

/** GET /api/get_project_basic_with_env/{projectId}: the seeds document projectName only. */
export const ProjectBasic = loose({
  projectName: z.string(),
  projectId: z.optional(z.number()),
  environments: z.optional(z.array(loose({ id: z.number(), name: z.string() }))),
});
export type ProjectBasic = z.infer<typeof ProjectBasic>;

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

/* ---------- paging (seed 001 section 9) ---------- */

/** Tables and lists: 5 rows by default; 5, 10, 25 or All (-1). */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 25, -1] as const;
export const DEFAULT_ROWS_PER_PAGE = 5;

/* ---------- the console log read by ranges (an extension, contract.apps.consoleLogText) ---------- */

/**
 * The headers of the range call, as Jenkins' progressive text names them: the log's size in
 * bytes so far (the next call's `start`), and 'true' while the build runs and more will come.
 */
export const LOG_TEXT_SIZE_HEADER = 'X-Text-Size';
export const LOG_MORE_DATA_HEADER = 'X-More-Data';
