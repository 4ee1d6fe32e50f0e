/**
 * Apps inside a project, their builds and quality reports (seed 001 section 7, "Apps"). Lists,
 * logs and report data come wrapped as {result: ...}; the client unwraps them (src/api/apps.ts).
 */
import * as z from 'zod/mini';
import { loose, MultipartForm, Unread } from './check';
import {
  AppPayload,
  AppRead,
  AppSaveAnswer,
  BuildHistoryEntry,
  LighthouseData,
  LOG_MORE_DATA_HEADER,
  LOG_TEXT_SIZE_HEADER,
  ProjectBasic,
  ReportAppPayload,
  ReportListEntry,
  SonarData,
  ZapData,
  resultOr,
} from '../apps';
import { defineGroup, del, get, post, put } from './define';

export const appsContract = defineGroup('apps', {
  list: get('api/v2/project/:projectId/app', 'any').returns(resultOr(z.array(AppRead))).allow('apps', 'project reader :projectId'),
  app: get('api/v2/app/:appId', 'any').returns(resultOr(AppRead)).allow('apps', 'app reader :appId'),
  create: post('/api/v2/app', 'any').returns(AppSaveAnswer).takes(AppPayload).allow('apps', 'project party body.projectId', 'app party body.appId'),
  update: put('/api/v2/app', 'any').returns(AppSaveAnswer).takes(AppPayload).allow('apps', 'app party body.appId', 'project party body.projectId'),
  remove: del('/deleteapp/:appId', 'any').returns(Unread).allow('apps', 'app party :appId'),
  repoSetup: get('/repoSetup/:appId', 'any', { changes: true }).returns(Unread).allow('apps', 'app party :appId'),
  /** Build Now. */
  buildNow: get('api/v2/cicdPipeline/:appId', 'any', { changes: true }).returns(Unread).allow('apps', 'app party :appId'),
  buildHistory: get('api/v2/cicd/buildhistory/:appId', 'any').returns(resultOr(z.array(BuildHistoryEntry))).allow('apps', 'app reader :appId'),
  consoleLog: get('api/v2/cicdconsolelog/:buildNo', 'any').returns(resultOr(z.string())).allow('apps', 'build reader :buildNo'),
  buildReports: get('api/v2/reports/:buildNo', 'any').returns(resultOr(z.array(ReportListEntry))).allow('apps', 'build reader :buildNo'),
  lighthouse: get('api/v2/lighthouse/json/:appId', 'any').returns(resultOr(LighthouseData)).allow('apps', 'app reader :appId'),
  zap: get('api/v2/zapreport/:appId', 'object').returns(ZapData).allow('apps', 'app reader :appId'),
  sonar: get('api/v2/sonarqube/:appId', 'object').returns(SonarData).allow('apps', 'app reader :appId'),
  /** Generate Report. */
  generateReport: get('api/v2/lighthousereport/:appId', 'any', { changes: true }).returns(Unread).allow('apps', 'app party :appId'),
  /** The app's reports list. */
  appReports: get('api/v2/appreport/:appId', 'any').returns(resultOr(z.array(ReportListEntry))).allow('apps', 'app reader :appId'),
  /** The new appId in result. */
  createReportApp: post('/api/v2/reportapp', 'any').returns(AppSaveAnswer).takes(ReportAppPayload).allow('apps', 'project party body.projectId', 'app party body.appId'),
  updateReportApp: put('/api/v2/reportapp', 'any').returns(AppSaveAnswer).takes(ReportAppPayload).allow('apps', 'app party body.appId', 'project party body.projectId'),
  /** Multipart: file and name. */
  upload: post('api/v2/upload', 'any').returns(Unread).takes(MultipartForm).withQuery(loose({ appId: z.number() })).allow('apps', 'app party ?appId'),
  projectBasic: get('/api/get_project_basic_with_env/:projectId', 'object').returns(ProjectBasic).allow('apps', 'project reader :projectId'),

  /* ---------- beyond the seeds ---------- */
  /**
   * Extension (not in the seeds): a build's console log from byte `start` on, in the shape of
   * Jenkins' progressive text (`logText/progressiveText?start=N`): the log's text (UTF-8) from that
   * byte, with the headers X-Text-Size (the log's size in bytes so far: the next call's start) and
   * X-More-Data: true while the build runs. The portal reads a log with it and follows a running
   * build by its new bytes only; against a backend without it (404) it reads consoleLog, whole.
   */
  consoleLogText: get('api/v2/cicdconsolelog/:buildNo/progressiveText', 'text')
    .returns(z.string())
    .withQuery(loose({ start: z.number() }))
    .withAnswerHeaders({
      [LOG_TEXT_SIZE_HEADER]: { type: 'integer', required: true, description: "The log's size in bytes so far: the next call's start." },
      [LOG_MORE_DATA_HEADER]: { type: 'boolean', required: false, description: "'true' while the build runs and more text will come; absent once the log is complete." },
    })
    .allow('apps', 'build reader :buildNo'),
});
