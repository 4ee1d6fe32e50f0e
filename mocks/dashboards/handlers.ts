/**
 * Dashboards (contract.dashboards; seed 001 sections 2, 3, 7, 9). The rules and the table are in
 * mocks/dashboards/dashboards.ts; every entry reads, none changes the state.
 *
 * Who: any signed-in user (roles 1 to 8: seed 001 section 6, "dashboards"); 401 without a token.
 * A project's figures and an agency's dashboard only to who reads them (the contract's object
 * rules: the staff, roles 1 to 5 and 8, every project and agency; an agency its own); the lists
 * answer only those projects (and an agency only itself, and its own projects in the overall
 * agency dashboard).
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
import { handle } from '../core/contract';
import { answer, positiveInt } from '../core/http';
import '../auth/access';

const projectIdOf = (params: { projectId: string }) => positiveInt(params.projectId);

export const dashboardRoutes = [
  handle(dashboardsContract.seo, ({ user }) => answer(ok(seoRecords(user)))),
  handle(dashboardsContract.seoLowercase, ({ user }) => answer(ok(seoRecords(user)))),
  handle(dashboardsContract.performance, ({ params }) => answer(performanceRecord(projectIdOf(params)))),
  handle(dashboardsContract.projectList, ({ user }) => answer(ok(dashboardProjectList(user)))),
  handle(dashboardsContract.performanceOverall, ({ user }) => answer(ok(performanceOverall(user)))),
  handle(dashboardsContract.recommendations, ({ user }) => answer(ok(recommendations(user)))),

  /* Extensions (not in the seeds). */
  handle(dashboardsContract.seoMonitoring, ({ params }) => answer(seoMonitoring(projectIdOf(params)))),
  handle(dashboardsContract.lifecycleStats, ({ params }) => answer(lifecycleStats(projectIdOf(params)))),
  handle(dashboardsContract.resourceManagement, ({ params }) => answer(resourceManagement(projectIdOf(params)))),
  handle(dashboardsContract.agencies, ({ user }) => answer(ok(agencyList(user)))),
  handle(dashboardsContract.overallAgencyDashboard, ({ user }) => answer(ok(overallAgencyDashboard(user)))),
  handle(dashboardsContract.agencyDashboard, ({ params }) => answer(agencyDashboard(params.username))),
];
