/**
 * Every contract group. A new area adds its file and one line here; src/api/ and
 * mocks/<area>/handlers.ts then must cover it (src/contract.test.ts).
 */
import type { AnyEndpoint } from './define';
import { appsContract } from './apps';
import { authContract } from './auth';
import { cloudContract } from './cloud';
import { contentContract } from './content';
import { dashboardsContract } from './dashboards';
import { devopsServiceContract, gitJobsContract } from './gitTools';
import { importsContract } from './imports';
import { buildServerContract, techTeamContract } from './techTeam';
import { mockAdminContract } from './mockAdmin';
import { notificationsContract } from './notifications';
import { approvalContract, lookupsContract, projectsContract, tasksContract, teamContract } from './projects';
import { worklistContract } from './worklist';

export const contract = {
  auth: authContract,
  notifications: notificationsContract,
  projects: projectsContract,
  lookups: lookupsContract,
  approval: approvalContract,
  team: teamContract,
  tasks: tasksContract,
  cloud: cloudContract,
  techTeam: techTeamContract,
  buildServer: buildServerContract,
  apps: appsContract,
  dashboards: dashboardsContract,
  imports: importsContract,
  content: contentContract,
  devopsService: devopsServiceContract,
  gitJobs: gitJobsContract,
  mockAdmin: mockAdminContract,
  worklist: worklistContract,
} as const;

/** Every entry, flat. */
export function allEndpoints(): AnyEndpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group as Record<string, AnyEndpoint>));
}

export * from './define';
