/**
 * The areas of the mock backend: each folder holds its table, seed, rules, jobs and handlers, and
 * this list is the only place that names them. Adding an area = its folder + one line here. The
 * order does not matter: where two routes could answer the same request, the one with literal
 * segments where the other has a parameter answers (mocks/core/contract.ts, createHandlers).
 */
import type { HttpHandler } from 'msw';
import { appRoutes } from './apps/handlers';
import { approvalRoutes } from './approval/handlers';
import { authRoutes } from './auth/handlers';
import { buildServerRoutes } from './buildServer/handlers';
import { cloudRoutes } from './cloud/handlers';
import { contentRoutes } from './content/handlers';
import { createHandlersOf, type MockRoute, type ServiceUrls } from './core/contract';
import { dashboardRoutes } from './dashboards/handlers';
import { gitToolRoutes } from './gitTools/handlers';
import { importRoutes } from './imports/handlers';
import { lookupRoutes } from './lookups/handlers';
import { mockAdminRoutes } from './mockAdmin/handlers';
import { notificationRoutes } from './notifications/handlers';
import { projectRoutes } from './projects/handlers';
import { taskRoutes } from './tasks/handlers';
import { teamRoutes } from './team/handlers';
import { techTeamRoutes } from './techTeam/handlers';
import { templateRoutes } from './templates/handlers';

/** Every declared handler of the mock backend, one per contract entry, by area. */
export const routes: readonly MockRoute[] = [
  ...appRoutes,
  ...approvalRoutes,
  ...authRoutes,
  ...buildServerRoutes,
  ...cloudRoutes,
  ...contentRoutes,
  ...dashboardRoutes,
  ...gitToolRoutes,
  ...importRoutes,
  ...lookupRoutes,
  ...mockAdminRoutes,
  ...notificationRoutes,
  ...projectRoutes,
  ...taskRoutes,
  ...teamRoutes,
  ...techTeamRoutes,
  ...templateRoutes,
];

/** The MSW handlers, with the build server and the devops service at their configured base URLs. */
export function createHandlers(options: ServiceUrls = {}): HttpHandler[] {
  return createHandlersOf(routes, options);
}

export type { MockRoute, ServiceUrls } from './core/contract';
