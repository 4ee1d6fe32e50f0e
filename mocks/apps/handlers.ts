/**
 * Apps inside a project, their builds and reports (contract.apps). The rules are in this folder
 * (apps.ts, appLogs.ts, appReports.ts); repo setup, builds and report generation run as jobs on
 * the mock clock ('appRepoSetup', 'appBuild', 'appReport').
 *
 * Who (each entry's access rule, src/domain/contract/apps.ts): roles 2 to 8 (seed 001 section 6:
 * app list, view, create, update; role 1 gets 403), and of the project the app, build or project
 * belongs to, its readers for reads and its parties for writes (403 otherwise, naming no data;
 * ./access.ts finds them). The app, build or project named must exist (404, the rules).
 *
 * Answers: lists, logs and report data as `{result: …}` (zap and sonar `{result: {…}}`), create and
 * update as AppSaveAnswer (`{data: 0, result: appId}`, or `{data: 1 | 2, message}` with HTTP 200),
 * Build Now as `{result: buildNo}`, the upload as plain 'File Uploaded SuccessFully'; the log's range
 * call (an extension) as plain text with X-Text-Size and X-More-Data.
 */
import { appsContract } from '../../src/domain/contract/apps';
import { appDetails, appsOfProject, createApp, deleteApp, projectBasic, updateApp } from './apps';
import { appReportsOf, generateReport, lighthouseOf, sonarOf, zapOf } from './reports';
import { buildHistory, buildNow, buildReports, consoleLog, consoleLogText, startRepoSetup } from './builds';
import { LOG_MORE_DATA_HEADER, LOG_TEXT_SIZE_HEADER } from '../../src/domain/apps';
import { createReportApp, updateReportApp, uploadAppFile } from './reportApps';
import type { Outcome } from '../core/outcome';
import { handle } from '../core/contract';
import { HttpResponse } from 'msw';
import { answer, message, plain, positiveInt, readJson } from '../core/http';
import './access';

/** The value as `{result: value}`. */
const wrapped = <T>(outcome: Outcome<T>): Outcome<{ result: T }> => (outcome.ok ? { ok: true, value: { result: outcome.value } } : outcome);

const appIdOf = (params: { appId: string }) => positiveInt(params.appId);
const buildNoOf = (params: { buildNo: string }) => positiveInt(params.buildNo);
const projectIdOf = (params: { projectId: string }) => positiveInt(params.projectId);
/** The range call's first byte: ?start=, a whole number (anything else reads as 0). */
const startOf = (request: Request) => {
  const start = Number(new URL(request.url).searchParams.get('start'));
  return Number.isSafeInteger(start) && start > 0 ? start : 0;
};

export const appRoutes = [
  /* ---------- apps ---------- */
  handle(appsContract.list, ({ params }) => answer(wrapped(appsOfProject(projectIdOf(params))))),
  handle(appsContract.app, ({ params }) => answer(wrapped(appDetails(appIdOf(params))))),
  handle(appsContract.create, async ({ request, user }) => answer(createApp(user, await readJson(request)))),
  handle(appsContract.update, async ({ request, user }) => answer(updateApp(user, await readJson(request)))),
  handle(appsContract.remove, ({ params }) => answer(deleteApp(appIdOf(params)))),
  handle(appsContract.projectBasic, ({ params }) => answer(projectBasic(projectIdOf(params)))),

  /* ---------- report apps and files ---------- */
  handle(appsContract.createReportApp, async ({ request, user }) => answer(createReportApp(user, await readJson(request)))),
  handle(appsContract.updateReportApp, async ({ request, user }) => answer(updateReportApp(user, await readJson(request)))),
  /** Multipart (file, name); the app is the query's appId. */
  handle(appsContract.upload, async ({ request, user }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return message('Expected a multipart body with the fields file and name', 400);
    }
    const appId = positiveInt(new URL(request.url).searchParams.get('appId') ?? undefined);
    return answer(await uploadAppFile(user, appId, { file: form.get('file'), name: form.get('name') }), plain);
  }),

  /* ---------- pipelines ---------- */
  handle(appsContract.repoSetup, ({ params, user }) => answer(startRepoSetup(user, appIdOf(params)))),
  handle(appsContract.buildNow, ({ params, user }) => answer(wrapped(buildNow(user, appIdOf(params))))),
  handle(appsContract.buildHistory, ({ params }) => answer(wrapped(buildHistory(appIdOf(params))))),
  handle(appsContract.consoleLog, ({ params }) => answer(wrapped(consoleLog(buildNoOf(params))))),
  /** The range call (an extension): plain UTF-8 text from byte ?start= (0 when missing or not a whole number), its size and X-More-Data while the build runs. */
  handle(appsContract.consoleLogText, ({ params, request }) =>
    answer(consoleLogText(buildNoOf(params), startOf(request)), ({ bytes, size, more }) => {
      const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8', [LOG_TEXT_SIZE_HEADER]: String(size) };
      if (more) headers[LOG_MORE_DATA_HEADER] = 'true';
      return new HttpResponse(bytes, { headers });
    }),
  ),
  handle(appsContract.buildReports, ({ params }) => answer(wrapped(buildReports(buildNoOf(params))))),

  /* ---------- reports ---------- */
  handle(appsContract.generateReport, ({ params, user }) => answer(generateReport(user, appIdOf(params)))),
  handle(appsContract.appReports, ({ params }) => answer(wrapped(appReportsOf(appIdOf(params))))),
  handle(appsContract.lighthouse, ({ params }) => answer(wrapped(lighthouseOf(appIdOf(params))))),
  /** ZapData and SonarData are {result: {...}} already. */
  handle(appsContract.zap, ({ params }) => answer(zapOf(appIdOf(params)))),
  handle(appsContract.sonar, ({ params }) => answer(sonarOf(appIdOf(params)))),
];
