import { newSigningKey } from '../jwt';
import type { DbState } from '../types';
import { seedBrands, seedCloudRegions, seedLookups } from './lookups';
import { seedNotifications } from './notifications';
import { seedProjects } from './projects';
import { seedTasks, TASK_STATES } from './tasks';
import { seedSkills, seedTeamMembers, seedTeamRoles } from './teams';
import { seedTemplates } from './templates';
import { seedAgencies, seedUsers } from './users';

/** Bump when the seed's shape or content changes: a saved state of another version is replaced. */
export const SCHEMA_VERSION = 2;

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 1800;

const nextAfter = (ids: number[]) => Math.max(0, ...ids) + 1;

/** A complete fresh state, tables made in dependency order. */
export function createSeed(now: number = Date.now()): DbState {
  const users = seedUsers();
  const notifications = seedNotifications(users, now);
  const brands = seedBrands();
  const lookups = seedLookups();
  const cloudRegions = seedCloudRegions();
  const teamRoles = seedTeamRoles();
  const skills = seedSkills();
  const teamMembers = seedTeamMembers(teamRoles, skills);
  const projects = seedProjects({ now, users, brands, lookups, cloudRegions });
  const templates = seedTemplates(users, lookups, cloudRegions);
  const tasks = seedTasks(projects, teamMembers, now);
  return {
    schemaVersion: SCHEMA_VERSION,
    seededAt: now,
    signingKey: newSigningKey(),
    settings: { tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS },
    sequences: {
      notificationId: notifications.length + 1,
      projectId: nextAfter(projects.map((p) => p.projectId)),
      templateId: nextAfter(templates.map((t) => t.templateId)),
      taskId: nextAfter(tasks.map((t) => t.taskId)),
      userId: nextAfter([...users, ...teamMembers].map((u) => u.userId)),
    },
    users,
    agencies: seedAgencies(users),
    brands,
    lookups,
    cloudRegions,
    notifications,
    projects,
    templates,
    teamRoles,
    skills,
    teamMembers,
    taskStates: [...TASK_STATES],
    tasks,
  };
}

export { DEMO_PASSWORD } from './users';
