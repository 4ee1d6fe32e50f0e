/**
 * Dashboards (contract.dashboards; seed 001 sections 2, 3, 7, 9). The rules and the table are in
 * mocks/dashboards/dashboards.ts; every entry reads, none changes the state.
 *
 * Who: any signed-in user (roles 1 to 8: seed 001 section 6, "dashboards"); 401 without a token.
 *
 * Answers, spelt as the wire spells them: the SEO records (both paths alike), a project's
 * performance record (404 unknown project or without a record), the project list, the overall
 * scores and the five recommendation lists. Extensions (not in the seeds): SEO monitoring,
 * lifecycle stats (computed from the project and job records at request time) and resource
 * management of a project (404 unknown), the agency users and the agency dashboards (404 for a
 * username that is not an agency user).
 */
import { dashboardsContract } from '../../src/domain/contract/dashboards';
import {
  agencyDashboard,
  agencyList,
  dashboardProjectList,
  overallAgencyDashboard,
  performanceOverall,
  performanceRecord,
  recommendations,
  resourceManagement,
  seoMonitoring,
  seoRecords,
} from './dashboards';
import { lifecycleStats } from './lifecycle';
import { ok } from '../core/outcome';
import { capability } from '../core/access';
import { handle } from '../core/contract';
import { answer, positiveInt } from '../core/http';

/** Seed 001 section 6: dashboards are roles 1 to 8. */
export const dashboardsAccess = capability('dashboards');

const projectIdOf = (params: { projectId: string }) => positiveInt(params.projectId);

export const dashboardRoutes = [
  handle(dashboardsContract.seo, dashboardsAccess, () => answer(ok(seoRecords()))),
  handle(dashboardsContract.seoLowercase, dashboardsAccess, () => answer(ok(seoRecords()))),
  handle(dashboardsContract.performance, dashboardsAccess, ({ params }) => answer(performanceRecord(projectIdOf(params)))),
  handle(dashboardsContract.projectList, dashboardsAccess, () => answer(ok(dashboardProjectList()))),
  handle(dashboardsContract.performanceOverall, dashboardsAccess, () => answer(ok(performanceOverall()))),
  handle(dashboardsContract.recommendations, dashboardsAccess, () => answer(ok(recommendations()))),

  /* Extensions (not in the seeds). */
  handle(dashboardsContract.seoMonitoring, dashboardsAccess, ({ params }) => answer(seoMonitoring(projectIdOf(params)))),
  handle(dashboardsContract.lifecycleStats, dashboardsAccess, ({ params }) => answer(lifecycleStats(projectIdOf(params)))),
  handle(dashboardsContract.resourceManagement, dashboardsAccess, ({ params }) => answer(resourceManagement(projectIdOf(params)))),
  handle(dashboardsContract.agencies, dashboardsAccess, () => answer(ok(agencyList()))),
  handle(dashboardsContract.overallAgencyDashboard, dashboardsAccess, () => answer(ok(overallAgencyDashboard()))),
  handle(dashboardsContract.agencyDashboard, dashboardsAccess, ({ params }) => answer(agencyDashboard(params.username))),
];
