/** The tech page's files: the Lighthouse and Sonar report downloads and the project's CSV upload. */
import type { ProjectReport } from '../../src/domain/projects';
import { buildResultOf, techUsersProject } from '../buildServer/buildServer';
import { mockNow } from '../core/clock';
import { badRequest, notFound, ok, type Outcome } from '../core/outcome';
import { readableProject } from '../projects/projects';
import { lighthouseReportHtml, sonarReportHtml, toBase64 } from './reports';
import { db, nextId } from '../core/state';
import { isUploadedBlob, uploadSizeProblem } from '../core/uploads';
import type { MockUser } from '../core/types';
import { lighthouseBuildOf, sonarVersionPassed } from './stages';
import { MESSAGES, iso } from './model';
import { type ProjectUploadRecord } from './table';

/* ---------- report downloads ---------- */

/**
 * A Lighthouse report, base64 of its HTML: the newest (version 'latest') or one version. The audited
 * URL is the one its build was asked to audit, else the project's environment address.
 */
export function lighthouseReportFile(user: MockUser, projectId: number | null, version: number | null | 'latest'): Outcome<string> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const reports = project.dfcLighthouseReports;
  const report =
    version === 'latest'
      ? reports.reduce<ProjectReport | undefined>((newest, r) => (!newest || r.version > newest.version ? r : newest), undefined)
      : reports.find((r) => r.version === version);
  if (!report) {
    return notFound(version === 'latest' ? `${project.projectName} has no Lighthouse report yet` : `${project.projectName} has no Lighthouse report version ${version ?? ''}`.trim());
  }
  const build = lighthouseBuildOf(project.projectId, report.name);
  const url = (build && buildResultOf(build).url) || project.envUrl || '';
  return ok(
    toBase64(
      lighthouseReportHtml({
        projectId: project.projectId,
        projectName: project.projectName,
        version: report.version,
        url,
        createdAt: report.reportCreatedDate,
        fileName: report.name,
      }),
    ),
  );
}

/** A Sonar report version, base64 of its HTML summary. */
export function sonarReportFile(user: MockUser, projectId: number | null, version: number | null): Outcome<string> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const report = project.sonarReports.find((r) => r.version === version);
  if (!report) return notFound(`${project.projectName} has no Sonar report version ${version ?? ''}`.trim());
  return ok(
    toBase64(
      sonarReportHtml({
        projectId: project.projectId,
        projectName: project.projectName,
        version: report.version,
        qualityGatePassed: sonarVersionPassed(project.projectId, report.version),
        createdAt: report.reportCreatedDate,
        fileName: report.name,
      }),
    ),
  );
}

/* ---------- project file upload ---------- */

const NEWLINE = 0x0a;
const isBlank = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0d;

/** Non-empty lines of the bytes (a line of blanks is empty). */
function nonEmptyLines(bytes: Uint8Array): number {
  let lines = 0;
  let content = false;
  for (const byte of bytes) {
    if (byte === NEWLINE) {
      if (content) lines += 1;
      content = false;
    } else if (!isBlank(byte)) content = true;
  }
  return content ? lines + 1 : lines;
}

/** Why the bytes are not CSV, or null. */
export function notCsv(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, 65_536);
  if (head.includes(0)) return 'The file is not CSV: it holds binary data';
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '');
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  if (!/[,;]/.test(firstLine)) return 'The file is not CSV: its first line has no comma or semicolon';
  if (nonEmptyLines(bytes) < 2) return 'The file is not CSV: it needs a header line and at least one row';
  return null;
}

/** POST /api/v2/uploadappdata?projectId=: a CSV file for the project (multipart file and name). */
export async function uploadProjectFile(user: MockUser, projectId: number | null, form: { file: unknown; name: unknown }): Promise<Outcome<string>> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const file = form.file;
  if (!isUploadedBlob(file)) return badRequest('No file: send the CSV file in the multipart field "file"');
  const name = (typeof form.name === 'string' && form.name.trim()) || (typeof file.name === 'string' ? file.name.trim() : '');
  if (!/\.csv$/i.test(name)) return badRequest(`Only CSV files are accepted: '${name || '(no name)'}' is not a .csv file`);
  const sizeProblem = uploadSizeProblem(file.size);
  if (sizeProblem) return badRequest(sizeProblem);
  const bytes = new Uint8Array(await file.slice().arrayBuffer());
  const refusal = notCsv(bytes);
  if (refusal) return badRequest(refusal);
  db.projectUploads.push({
    uploadId: nextId('uploadId'),
    projectId: project.projectId,
    name,
    size: file.size,
    rows: Math.max(0, nonEmptyLines(bytes) - 1),
    by: user.userId,
    at: iso(mockNow()),
  });
  return ok(MESSAGES.uploaded);
}

/** What was uploaded for a project, oldest first. */
export function uploadsOf(projectId: number): ProjectUploadRecord[] {
  return db.projectUploads.filter((u) => u.projectId === projectId);
}
