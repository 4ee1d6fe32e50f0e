import type {
  AgencyDashboard,
  AgencyListEntry,
  LifecycleStats,
  OverallRecord,
  PerformanceRecord,
  ProjectListEntry,
  RecommendationsResponse,
  ResourceManagement,
  SeoMonitoring,
  SeoRecord,
} from '../domain/dashboards';
import { dashboardsContract } from '../domain/contract/dashboards';
import { api, fromCall } from './baseApi';
import { callsOf } from './call';

/**
 * Dashboards (contract.dashboards): plain reads through RTK Query, each board its own query, so a
 * failed board says so and offers a retry while the others still show.
 */
const calls = callsOf(dashboardsContract);

export const dashboardsApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    seoRecords: build.query<SeoRecord[], void>({ queryFn: fromCall((_: void, signal) => calls.seo(undefined, signal)), providesTags: ['Dashboard'] }),
    performanceRecord: build.query<PerformanceRecord, number>({
      queryFn: fromCall((projectId: number, signal) => calls.performance({ params: { projectId } }, signal)),
      providesTags: ['Dashboard'],
    }),
    dashboardProjects: build.query<ProjectListEntry[], void>({ queryFn: fromCall((_: void, signal) => calls.projectList(undefined, signal)) }),
    performanceOverall: build.query<OverallRecord[], void>({
      queryFn: fromCall((_: void, signal) => calls.performanceOverall(undefined, signal)),
      providesTags: ['Dashboard'],
    }),
    dashboardRecommendations: build.query<RecommendationsResponse, void>({
      queryFn: fromCall((_: void, signal) => calls.recommendations(undefined, signal)),
      providesTags: ['Dashboard'],
    }),
    seoMonitoring: build.query<SeoMonitoring, number>({
      queryFn: fromCall((projectId: number, signal) => calls.seoMonitoring({ params: { projectId } }, signal)),
      providesTags: ['Dashboard'],
    }),
    lifecycleStats: build.query<LifecycleStats, number>({
      queryFn: fromCall((projectId: number, signal) => calls.lifecycleStats({ params: { projectId } }, signal)),
      providesTags: ['Dashboard'],
    }),
    resourceManagement: build.query<ResourceManagement, number>({
      queryFn: fromCall((projectId: number, signal) => calls.resourceManagement({ params: { projectId } }, signal)),
      providesTags: ['Dashboard'],
    }),
    dashboardAgencies: build.query<AgencyListEntry[], void>({ queryFn: fromCall((_: void, signal) => calls.agencies(undefined, signal)) }),
    agencyDashboard: build.query<AgencyDashboard, string | null>({
      queryFn: fromCall((username: string | null, signal) =>
        username === null ? calls.overallAgencyDashboard(undefined, signal) : calls.agencyDashboard({ params: { username } }, signal),
      ),
    }),
  }),
});

export const {
  useSeoRecordsQuery,
  usePerformanceRecordQuery,
  useDashboardProjectsQuery,
  usePerformanceOverallQuery,
  useDashboardRecommendationsQuery,
  useSeoMonitoringQuery,
  useLifecycleStatsQuery,
  useResourceManagementQuery,
  useDashboardAgenciesQuery,
  useAgencyDashboardQuery,
} = dashboardsApi;
