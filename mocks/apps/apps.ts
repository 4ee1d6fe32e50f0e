/**
 * Apps inside a project (contract.apps): reads, create, update and delete. The area's rules in
 * words: ./README.md; the rows and codes: ./model.ts; builds, reports and report apps: ./builds.ts,
 * ./reports.ts, ./reportApps.ts.
 */
import {
  APP_NAME_TAKEN,
  APP_PATH_TAKEN,
  MAX_ENV_ROWS,
  REPORT_APP_TYPE,
  isPortNumber,
  type AppRead,
  type AppSaveAnswer,
  type AppType,
  type BuildType,
  type KeyValue,
  type ProjectBasic,
  type Technology,
} from '../../src/domain/apps';
import { mockNow } from '../core/clock';
import { badRequest, notFound, ok, type Outcome } from '../core/outcome';
import { findProject } from '../projects/projects';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';
import './table';
import {
  APP_MESSAGES,
  BUILD_TYPE_VALUES,
  REPO_CODE,
  type StoredApp,
  type StoredAppBuild,
  TECHNOLOGY_VALUES,
  WEB_TYPES,
  appRow,
  isReportApp,
  iso,
} from './model';

/* ---------- reads ---------- */

export function findApp(appId: number | null): StoredApp | undefined {
  return appId === null ? undefined : db.apps.find((a) => a.appId === appId);
}

export function foundApp(appId: number | null): Outcome<StoredApp> {
  const app = findApp(appId);
  return app ? ok(app) : notFound(`No app ${appId ?? ''}`.trim());
}

export function foundBuild(buildNo: number | null): Outcome<StoredAppBuild> {
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

export const asBody = (value: unknown): Body | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null);
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

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
export function projectIdOf(body: Body): Outcome<number> {
  if (isBlank(body.projectId)) return badRequest('projectId is required');
  const projectId = idOf(body.projectId);
  return projectId === null ? badRequest('projectId must be a positive whole number') : ok(projectId);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const pathKey = (path: string) => path.trim().replace(/\/+$/, '').toLowerCase();

/** Another app of the project with this name (any case). */
export function nameTaken(projectId: number, name: string, exceptAppId: number | null): boolean {
  return db.apps.some((a) => a.projectId === projectId && a.appId !== exceptAppId && sameName(a.appName, name));
}

/** Another web app of the project with this path (trailing slashes and case ignored; blank never clashes). */
export function pathTaken(projectId: number, path: string, exceptAppId: number | null): boolean {
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
export function saveNewApp(project: StoredProject, appName: string, path: string, row: (appId: number) => StoredApp): Outcome<AppSaveAnswer> {
  if (nameTaken(project.projectId, appName, null)) return ok(nameTakenAnswer());
  if (pathTaken(project.projectId, path, null)) return ok({ data: APP_PATH_TAKEN, message: APP_MESSAGES.pathTaken });
  const appId = nextAppId();
  db.apps.push(row(appId));
  return ok({ data: 0, result: appId });
}

/** Saves the changes of an app (`{data: 0, result: appId}`) unless its new name is another app's of the project (`{data: 1}`). */
export function saveAppChanges(app: StoredApp, changes: Pick<StoredApp, 'appName'> & Partial<StoredApp>): Outcome<AppSaveAnswer> {
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
export function appToUpdate<T extends { appId: number | null; project: StoredProject }>(
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
  for (const other of db.apps) for (const d of other.dependentApp) if (d.appId === app.appId && d.name !== app.appName) d.name = app.appName;
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

/* ---------- delete ---------- */

/** DELETE /deleteapp/{appId}. */
export function deleteApp(appId: number | null): Outcome<{ message: string }> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const id = found.value.appId;
  db.apps = db.apps.filter((a) => a.appId !== id);
  db.appBuilds = db.appBuilds.filter((b) => b.appId !== id);
  // Only the apps that named it change (a write of every app would put every app's row again).
  for (const app of db.apps) {
    if (app.dependentApp.some((d) => d.appId === id)) app.dependentApp = app.dependentApp.filter((d) => d.appId !== id);
  }
  return ok({ message: APP_MESSAGES.deleted });
}
