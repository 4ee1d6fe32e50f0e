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
import { holdingList } from '../store/heldLists';

/**
 * Apps, builds and quality reports (contract.apps). Reads and saves go through RTK Query (tags
 * App / AppList / Builds / Reports); the workflows (repo setup, build polling, report steps) are
 * the apps feature's sagas, which call the functions below.
 */
const calls = callsOf(appsContract);

/** The T of an answer that is {result: T} or a bare T (the contract's schema has checked which). */
function resultOf<T>(answer: { result: T } | T): T {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'result' in answer ? (answer as { result: T }).result : (answer as T);
}

export const fetchApps = async (projectId: number, signal?: AbortSignal): Promise<AppRead[]> => resultOf(await calls.list({ params: { projectId } }, signal));
export const fetchApp = async (appId: number, signal?: AbortSignal): Promise<AppRead> => resultOf(await calls.app({ params: { appId } }, signal));
export const fetchBuildHistory = async (appId: number, signal?: AbortSignal): Promise<BuildHistoryEntry[]> =>
  resultOf(await calls.buildHistory({ params: { appId } }, signal));
export const fetchConsoleLog = async (buildNo: number, signal?: AbortSignal): Promise<string> => resultOf(await calls.consoleLog({ params: { buildNo } }, signal));
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
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    projectBasic: build.query<ProjectBasic, number>({
      queryFn: fromCall((projectId: number, signal) => calls.projectBasic({ params: { projectId } }, signal)),
    }),
    /** Held as heldList says (src/store/heldLists.ts): a portfolio's thousands of apps are not frozen one by one. */
    apps: build.query<AppRead[], number>({
      queryFn: holdingList(fromCall((projectId: number, signal) => fetchApps(projectId, signal))),
      structuralSharing: false,
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
      queryFn: fromCall(async (buildNo: number, signal) => resultOf(await calls.buildReports({ params: { buildNo } }, signal))),
    }),
    appReports: build.query<ReportListEntry[], number>({
      queryFn: fromCall(async (appId: number, signal) => resultOf(await calls.appReports({ params: { appId } }, signal))),
      providesTags: (_r, _e, appId) => [{ type: 'AppReports', id: appId }],
    }),
    lighthouse: build.query<LighthouseData, number>({
      queryFn: fromCall(async (appId: number, signal) => resultOf(await calls.lighthouse({ params: { appId } }, signal))),
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
