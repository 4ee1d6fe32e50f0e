/**
 * The core tables of the mock backend and their seeds (mocks/db/tables.ts). Each table's seed reads
 * the tables it depends on from `ctx.db`; bump a table's version when its seed or shape changes
 * (only that table is re-seeded in the browsers that saved it).
 */
import { newSigningKey } from '../jwt';
import { defineTable, seedTables } from '../tables';
import type { DbState } from '../types';
import { seedBrands, seedCloudRegions, seedLookups } from './lookups';
import { seedNotifications } from './notifications';
import { seedProjects } from './projects';
import { seedTasks, TASK_STATES } from './tasks';
import { seedSkills, seedTeamMembers, seedTeamRoles } from './teams';
import { seedTemplates } from './templates';
import { seedAgencies, seedUsers } from './users';
import { initialClockSpeed } from '../clockDefaults';

/**
 * Version of the saved layout (one IndexedDB record per table, mocks/db/persistence.ts). Bump only
 * when that layout changes: it wipes every table. A change of one table bumps that table's version.
 */
export const SCHEMA_VERSION = 3;

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 1800;

const nextAfter = (ids: number[]) => Math.max(0, ...ids) + 1;

/** Accounts, agencies, the token signing key and the settings. */
export const authTable = defineTable({
  name: 'auth',
  version: 1,
  keys: ['signingKey', 'settings', 'users', 'agencies'],
  seed: () => {
    const users = seedUsers();
    return {
      signingKey: newSigningKey(),
      settings: { tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS },
      users,
      agencies: seedAgencies(users),
    };
  },
});

/** The wizard's lists, brands and cloud regions. */
export const lookupsTable = defineTable({
  name: 'lookups',
  version: 1,
  keys: ['brands', 'lookups', 'cloudRegions'],
  seed: () => ({ brands: seedBrands(), lookups: seedLookups(), cloudRegions: seedCloudRegions() }),
});

export const notificationsTable = defineTable({
  name: 'notifications',
  version: 1,
  keys: ['notifications'],
  sequences: ['notificationId'],
  dependsOn: [authTable],
  seed: ({ now, db }) => {
    const notifications = seedNotifications(db.users, now);
    return { notifications, sequences: { notificationId: nextAfter(notifications.map((n) => n.notificationId)) } };
  },
});

/** Projects with their saved templates, teams and tasks. Owns the user id sequence (new team members). */
export const projectsTable = defineTable({
  name: 'projects',
  // 2: tech and gagency are team members with tasks (My Worklist's tasks).
  version: 2,
  keys: ['projects', 'templates', 'teamRoles', 'skills', 'teamMembers', 'taskStates', 'tasks'],
  sequences: ['projectId', 'templateId', 'taskId', 'userId'],
  dependsOn: [authTable, lookupsTable],
  seed: ({ now, db }) => {
    const { users, brands, lookups, cloudRegions } = db;
    const teamRoles = seedTeamRoles();
    const skills = seedSkills();
    const teamMembers = seedTeamMembers(teamRoles, skills);
    const projects = seedProjects({ now, users, brands, lookups, cloudRegions });
    const templates = seedTemplates(users, lookups, cloudRegions);
    // Also makes tech and gagency team members of some projects they read (adds to both arrays).
    const tasks = seedTasks(projects, teamMembers, now);
    return {
      projects,
      templates,
      teamRoles,
      skills,
      teamMembers,
      taskStates: [...TASK_STATES],
      tasks,
      sequences: {
        projectId: nextAfter(projects.map((p) => p.projectId)),
        templateId: nextAfter(templates.map((t) => t.templateId)),
        taskId: nextAfter(tasks.map((t) => t.taskId)),
        userId: nextAfter([...users, ...teamMembers].map((u) => u.userId)),
      },
    };
  },
});

/** Long work (mocks/db/jobs.ts) and the mock clock (mocks/db/clock.ts) that advances it. */
export const jobsTable = defineTable({
  name: 'jobs',
  version: 1,
  keys: ['jobs', 'clock'],
  sequences: ['jobId'],
  seed: ({ now }) => ({
    jobs: [],
    clock: { base: now, realBase: Date.now(), speed: initialClockSpeed() },
    sequences: { jobId: 1 },
  }),
});

/** A complete fresh state: every defined table seeded, in dependency order. */
export function createSeed(now: number = Date.now()): DbState {
  return seedTables(now);
}

export { DEMO_PASSWORD } from './users';
