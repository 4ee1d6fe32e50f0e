/** Report apps (Point and Analyse, seed 001 section 9): create, update and the upload of their report file. */
import { REPORT_APP_TYPE, SONAR_REPORT_TYPE, type AppSaveAnswer, type ReportType } from '../../src/domain/apps';
import { mockNow } from '../core/clock';
import { badRequest, notFound, ok, type Outcome } from '../core/outcome';
import { findProject } from '../projects/projects';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';
import { isHttpUrl } from '../core/urls';
import { appToUpdate, asBody, foundApp, idOf, projectIdOf, saveAppChanges, saveNewApp, text } from './apps';
import { isUploadedBlob, uploadSizeProblem } from '../core/uploads';
import { APP_MESSAGES, REPORT_TYPE_VALUES, isSonarApp, iso, reportAppRow } from './model';

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


/** POST api/v2/upload?appId=: a file for the app (multipart file and name). */
export async function uploadAppFile(user: MockUser, appId: number | null, form: { file: unknown; name: unknown }): Promise<Outcome<string>> {
  const found = foundApp(appId);
  if (!found.ok) return found;
  const app = found.value;
  const file = form.file;
  if (!isUploadedBlob(file)) return badRequest('No file: send it in the multipart field "file"');
  const name = (typeof form.name === 'string' && form.name.trim()) || (typeof file.name === 'string' ? file.name.trim() : '');
  const sizeProblem = uploadSizeProblem(file.size);
  if (sizeProblem) return badRequest(sizeProblem);
  if (isSonarApp(app)) {
    if (!isZipName(name)) return badRequest(`A Sonar report takes a .zip file, not '${name || '(no name)'}'`);
    const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
    if (head[0] !== 0x50 || head[1] !== 0x4b) return badRequest(`${name} is not a zip archive`);
  }
  app.reportPath = name || null;
  app.upload = { name, size: file.size, by: user.userId, at: iso(mockNow()) };
  return ok(APP_MESSAGES.uploaded);
}
