import type {
  AppPayload,
  AppRead,
  AppSaveAnswer,
  BuildHistoryEntry,
  LighthouseData,
  ProjectBasic,
  ReportAppPayload,
  ReportListEntry,
  SonarData,
  ZapData,
} from '../domain/apps';
import { appsContract } from '../domain/contract/apps';
import { api, fromCall } from './baseApi';
import { callsOf, request } from './call';
import { malformed } from './errors';

/**
 * Apps, builds and quality reports (contract.apps). Reads and saves go through RTK Query (tags
 * App / AppList / Builds / Reports); the workflows (repo setup, build polling, report steps) are
 * the apps feature's sagas, which call the functions below.
 */
const calls = callsOf(appsContract);

/** Unwraps {result: T} (or a bare T) and checks its shape. */
function resultOf<T>(path: string, data: unknown, isT: (value: unknown) => boolean): T {
  const inner = typeof data === 'object' && data !== null && !Array.isArray(data) && 'result' in data ? (data as { result: unknown }).result : data;
  if (!isT(inner)) throw malformed(path, data);
  return inner as T;
}
const isArray = (v: unknown) => Array.isArray(v);
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string';

export const fetchApps = async (projectId: number, signal?: AbortSignal) =>
  resultOf<AppRead[]>(appsContract.list.path, await calls.list({ params: { projectId } }, signal), isArray);
export const fetchApp = async (appId: number, signal?: AbortSignal) =>
  resultOf<AppRead>(appsContract.app.path, await calls.app({ params: { appId } }, signal), isObject);
export const fetchBuildHistory = async (appId: number, signal?: AbortSignal) =>
  resultOf<BuildHistoryEntry[]>(appsContract.buildHistory.path, await calls.buildHistory({ params: { appId } }, signal), isArray);
export const fetchConsoleLog = async (buildNo: number, signal?: AbortSignal) =>
  resultOf<string>(appsContract.consoleLog.path, await calls.consoleLog({ params: { buildNo } }, signal), isText);
export const startRepoSetup = (appId: number, signal?: AbortSignal) => calls.repoSetup({ params: { appId } }, signal);
export const startBuild = (appId: number, signal?: AbortSignal) => calls.buildNow({ params: { appId } }, signal);
export const startReportGeneration = (appId: number, signal?: AbortSignal) => calls.generateReport({ params: { appId } }, signal);

/** POST api/v2/upload?appId=…: multipart with the file and its name. */
export function uploadAppFile(appId: number, file: File, signal?: AbortSignal, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  form.append('name', file.name);
  return request(appsContract.upload, { query: { appId }, body: form }, signal, { onUploadProgress: onProgress });
}

export const appsApi = api.enhanceEndpoints({ addTagTypes: ['App', 'AppList', 'Builds', 'BuildLog', 'AppReports'] }).injectEndpoints({
  endpoints: (build) => ({
    projectBasic: build.query<ProjectBasic, number>({
      queryFn: fromCall((projectId: number, signal) => calls.projectBasic({ params: { projectId } }, signal)),
    }),
    apps: build.query<AppRead[], number>({
      queryFn: fromCall((projectId: number, signal) => fetchApps(projectId, signal)),
      providesTags: (_r, _e, projectId) => [{ type: 'AppList', id: projectId }],
    }),
    app: build.query<AppRead, number>({
      queryFn: fromCall((appId: number, signal) => fetchApp(appId, signal)),
      providesTags: (_r, _e, appId) => [{ type: 'App', id: appId }],
    }),
    saveApp: build.mutation<AppSaveAnswer, { body: AppPayload; create: boolean }>({
      queryFn: fromCall(({ body, create }: { body: AppPayload; create: boolean }, signal) =>
        create ? calls.create({ body }, signal) : calls.update({ body }, signal),
      ),
      invalidatesTags: (_r, _e, { body }) => [{ type: 'AppList', id: body.projectId }, ...(body.appId ? [{ type: 'App' as const, id: body.appId }] : [])],
    }),
    saveReportApp: build.mutation<AppSaveAnswer, { body: ReportAppPayload; create: boolean }>({
      queryFn: fromCall(({ body, create }: { body: ReportAppPayload; create: boolean }, signal) =>
        create ? calls.createReportApp({ body }, signal) : calls.updateReportApp({ body }, signal),
      ),
      invalidatesTags: (_r, _e, { body }) => [{ type: 'AppList', id: body.projectId }, ...(body.appId ? [{ type: 'App' as const, id: body.appId }] : [])],
    }),
    deleteApp: build.mutation<unknown, { appId: number; projectId: number }>({
      queryFn: fromCall(({ appId }: { appId: number; projectId: number }, signal) => calls.remove({ params: { appId } }, signal)),
      invalidatesTags: (_r, _e, { projectId, appId }) => [{ type: 'AppList', id: projectId }, { type: 'App', id: appId }],
    }),
    buildHistory: build.query<BuildHistoryEntry[], number>({
      queryFn: fromCall((appId: number, signal) => fetchBuildHistory(appId, signal)),
      providesTags: (_r, _e, appId) => [{ type: 'Builds', id: appId }],
    }),
    consoleLog: build.query<string, number>({
      queryFn: fromCall((buildNo: number, signal) => fetchConsoleLog(buildNo, signal)),
      providesTags: (_r, _e, buildNo) => [{ type: 'BuildLog', id: buildNo }],
      keepUnusedDataFor: 30,
    }),
    buildReports: build.query<ReportListEntry[], number>({
      queryFn: fromCall(async (buildNo: number, signal) =>
        resultOf<ReportListEntry[]>(appsContract.buildReports.path, await calls.buildReports({ params: { buildNo } }, signal), isArray),
      ),
    }),
    appReports: build.query<ReportListEntry[], number>({
      queryFn: fromCall(async (appId: number, signal) =>
        resultOf<ReportListEntry[]>(appsContract.appReports.path, await calls.appReports({ params: { appId } }, signal), isArray),
      ),
      providesTags: (_r, _e, appId) => [{ type: 'AppReports', id: appId }],
    }),
    lighthouse: build.query<LighthouseData, number>({
      queryFn: fromCall(async (appId: number, signal) =>
        resultOf<LighthouseData>(appsContract.lighthouse.path, await calls.lighthouse({ params: { appId } }, signal), isObject),
      ),
      providesTags: (_r, _e, appId) => [{ type: 'AppReports', id: appId }],
    }),
    zap: build.query<ZapData, number>({
      queryFn: fromCall((appId: number, signal) => calls.zap({ params: { appId } }, signal)),
      providesTags: (_r, _e, appId) => [{ type: 'AppReports', id: appId }],
    }),
    sonar: build.query<SonarData, number>({
      queryFn: fromCall((appId: number, signal) => calls.sonar({ params: { appId } }, signal)),
      providesTags: (_r, _e, appId) => [{ type: 'AppReports', id: appId }],
    }),
  }),
});

export const {
  useProjectBasicQuery,
  useAppsQuery,
  useAppQuery,
  useSaveAppMutation,
  useSaveReportAppMutation,
  useDeleteAppMutation,
  useBuildHistoryQuery,
  useBuildReportsQuery,
  useConsoleLogQuery,
  useAppReportsQuery,
  useLighthouseQuery,
  useZapQuery,
  useSonarQuery,
} = appsApi;
