import type { HttpHandler } from 'msw';
import { appRoutes } from './apps';
import { approvalRoutes } from './approval';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { dashboardRoutes } from './dashboards';
import { gitToolRoutes } from './gitTools';
import { importRoutes } from './imports';
import { cloudRoutes } from './cloud';
import type { MockRoute, ServiceUrls } from './contract';
import { lookupRoutes } from './lookups';
import { mockAdminRoutes } from './mockAdmin';
import { notificationRoutes } from './notifications';
import { projectRoutes } from './projects';
import { taskRoutes } from './tasks';
import { teamRoutes } from './team';
import { buildServerRoutes, techTeamRoutes } from './techTeam';
import { templateRoutes } from './templates';

/** Every declared handler of the mock backend, one per contract entry, grouped by domain. */
export const routes: readonly MockRoute[] = [
  ...authRoutes,
  ...notificationRoutes,
  ...lookupRoutes,
  ...projectRoutes,
  ...approvalRoutes,
  ...templateRoutes,
  ...teamRoutes,
  ...taskRoutes,
  ...cloudRoutes,
  ...appRoutes,
  ...dashboardRoutes,
  ...importRoutes,
  ...contentRoutes,
  ...techTeamRoutes,
  // Before buildServerRoutes: its generic /job/:jobName/buildWithParameters also matches the git jobs.
  ...gitToolRoutes,
  ...buildServerRoutes,
  ...mockAdminRoutes,
];

/** The MSW handlers, with the build server and the devops service at their configured base URLs. */
export function createHandlers(options: ServiceUrls = {}): HttpHandler[] {
  return routes.map((route) => route.create(options));
}

/** The handlers with every service on the portal's own origin (jest, and existing imports). */
export const handlers = createHandlers({});

export { requireUser } from './http';
export { endpointIdOf, type MockRoute, type ServiceUrls } from './contract';
