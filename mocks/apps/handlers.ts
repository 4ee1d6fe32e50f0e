/**
 * Apps inside a project, their builds and reports (contract.apps). The rules are in this folder
 * (apps.ts, appLogs.ts, appReports.ts); repo setup, builds and report generation run as jobs on
 * the mock clock ('appRepoSetup', 'appBuild', 'appReport').
 *
 * Who: roles 2 to 8 for every entry, reads and writes alike (seed 001 section 6: app list, view,
 * create, update); role 1 gets 403. The app, build or project named must exist (404, the rules).
 *
 * Answers: lists, logs and report data as `{result: …}` (zap and sonar `{result: {…}}`), create and
 * update as AppSaveAnswer (`{data: 0, result: appId}`, or `{data: 1 | 2, message}` with HTTP 200),
 * Build Now as `{result: buildNo}`, the upload as plain 'File Uploaded SuccessFully'.
 */
import { appsContract } from '../../src/domain/contract/apps';
import { appDetails, appsOfProject, createApp, deleteApp, projectBasic, updateApp } from './apps';
import { appReportsOf, generateReport, lighthouseOf, sonarOf, zapOf } from './reports';
import { buildHistory, buildNow, buildReports, consoleLog, startRepoSetup } from './builds';
import { createReportApp, updateReportApp, uploadAppFile } from './reportApps';
import type { Outcome } from '../core/outcome';
import { capability } from '../core/access';
import { handle } from '../core/contract';
import { answer, message, plain, positiveInt, readJson } from '../core/http';

/** Seed 001 section 6: apps are roles 2 to 8. */
export const appsAccess = capability('apps');

/** The value as `{result: value}`. */
const wrapped = <T>(outcome: Outcome<T>): Outcome<{ result: T }> => (outcome.ok ? { ok: true, value: { result: outcome.value } } : outcome);

const appIdOf = (params: { appId: string }) => positiveInt(params.appId);
const buildNoOf = (params: { buildNo: string }) => positiveInt(params.buildNo);
const projectIdOf = (params: { projectId: string }) => positiveInt(params.projectId);

export const appRoutes = [
  /* ---------- apps ---------- */
  handle(appsContract.list, appsAccess, ({ params }) => answer(wrapped(appsOfProject(projectIdOf(params))))),
  handle(appsContract.app, appsAccess, ({ params }) => answer(wrapped(appDetails(appIdOf(params))))),
  handle(appsContract.create, appsAccess, async ({ request, user }) => answer(createApp(user, await readJson(request)))),
  handle(appsContract.update, appsAccess, async ({ request, user }) => answer(updateApp(user, await readJson(request)))),
  handle(appsContract.remove, appsAccess, ({ params }) => answer(deleteApp(appIdOf(params)))),
  handle(appsContract.projectBasic, appsAccess, ({ params }) => answer(projectBasic(projectIdOf(params)))),

  /* ---------- report apps and files ---------- */
  handle(appsContract.createReportApp, appsAccess, async ({ request, user }) => answer(createReportApp(user, await readJson(request)))),
  handle(appsContract.updateReportApp, appsAccess, async ({ request, user }) => answer(updateReportApp(user, await readJson(request)))),
  /** Multipart (file, name); the app is the query's appId. */
  handle(appsContract.upload, appsAccess, async ({ request, user }) => {
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
  handle(appsContract.repoSetup, appsAccess, ({ params, user }) => answer(startRepoSetup(user, appIdOf(params)))),
  handle(appsContract.buildNow, appsAccess, ({ params, user }) => answer(wrapped(buildNow(user, appIdOf(params))))),
  handle(appsContract.buildHistory, appsAccess, ({ params }) => answer(wrapped(buildHistory(appIdOf(params))))),
  handle(appsContract.consoleLog, appsAccess, ({ params }) => answer(wrapped(consoleLog(buildNoOf(params))))),
  handle(appsContract.buildReports, appsAccess, ({ params }) => answer(wrapped(buildReports(buildNoOf(params))))),

  /* ---------- reports ---------- */
  handle(appsContract.generateReport, appsAccess, ({ params, user }) => answer(generateReport(user, appIdOf(params)))),
  handle(appsContract.appReports, appsAccess, ({ params }) => answer(wrapped(appReportsOf(appIdOf(params))))),
  handle(appsContract.lighthouse, appsAccess, ({ params }) => answer(wrapped(lighthouseOf(appIdOf(params))))),
  /** ZapData and SonarData are {result: {...}} already. */
  handle(appsContract.zap, appsAccess, ({ params }) => answer(zapOf(appIdOf(params)))),
  handle(appsContract.sonar, appsAccess, ({ params }) => answer(sonarOf(appIdOf(params)))),
];
