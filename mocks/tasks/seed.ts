import type { StoredProject } from '../projects/types';
import type { StoredTask } from './types';
import type { StoredTeamMember } from '../team/types';
import { seedSkills, seedTeamRoles } from '../team/seed';
import { seedUsers } from '../auth/seed';

/** Task states of GET /api/get_project_states. DONE ends a task (src/domain/worklist.ts). */
export const TASK_STATES = ['NEW', 'IN_PROGRESS', 'BLOCKED', 'IN_REVIEW', 'DONE'];

/**
 * Demo accounts that are also team members (seed 001 section 3: a team member is a user), so that
 * My Worklist has their tasks: each gets a team-member profile under its own user id and user name
 * and joins the teams of projects it may read. Project 12 is left alone (its team is pinned by the
 * resource-management board's tests).
 */
const ACCOUNT_MEMBERS: { username: string; role: string; experience: number; skills: string[]; projectIds: number[] }[] = [
  // The technical user of projects 14, 28 and 31.
  { username: 'tech', role: 'DevOps Engineer', experience: 6, skills: ['Azure', 'Docker'], projectIds: [14, 28, 31] },
  // The agency of projects 1 and 17.
  { username: 'gagency', role: 'Scrum Master', experience: 10, skills: ['Agile Coaching', 'SEO'], projectIds: [1, 17] },
];

interface TaskSeed {
  projectId: number;
  name: string;
  description: string;
  state: (typeof TASK_STATES)[number];
  /** Index into the project's seeded team (seed/teams.ts), a demo account of ACCOUNT_MEMBERS by user name, or none. */
  assignee: number | string | null;
  createdDaysAgo: number;
  /** Days from now (negative: in the past). */
  dueInDays: number;
}

const TASKS: TaskSeed[] = [
  { projectId: 12, name: 'Homepage hero banner', description: 'Build the responsive hero with the new campaign artwork.', state: 'DONE', assignee: 0, createdDaysAgo: 60, dueInDays: -40 },
  { projectId: 12, name: 'Cookie consent review', description: 'Check the consent banner against the privacy checklist.', state: 'IN_REVIEW', assignee: 2, createdDaysAgo: 30, dueInDays: 3 },
  { projectId: 12, name: 'Checkout accessibility fixes', description: 'Fix the focus order and labels reported by the audit.', state: 'IN_PROGRESS', assignee: 0, createdDaysAgo: 20, dueInDays: 10 },
  { projectId: 12, name: 'SEO metadata pass', description: 'Titles, descriptions and structured data for all product pages.', state: 'NEW', assignee: null, createdDaysAgo: 5, dueInDays: 21 },
  { projectId: 12, name: 'Product API pagination', description: 'Page the product list endpoint; waiting on the PIM export.', state: 'BLOCKED', assignee: 1, createdDaysAgo: 12, dueInDays: 7 },
  { projectId: 28, name: 'Instant-win code validation', description: 'Validate cap codes against the promotion service.', state: 'IN_PROGRESS', assignee: 0, createdDaysAgo: 15, dueInDays: 5 },
  { projectId: 28, name: 'Load test the claim flow', description: 'Simulate the launch-day peak on the claim form.', state: 'NEW', assignee: 1, createdDaysAgo: 4, dueInDays: 14 },
  { projectId: 28, name: 'Terms and conditions page', description: 'Publish the legal copy in all campaign languages.', state: 'DONE', assignee: 2, createdDaysAgo: 40, dueInDays: -20 },
  { projectId: 1, name: 'Pet-match quiz', description: 'Five questions leading to a shelter profile.', state: 'IN_REVIEW', assignee: 2, createdDaysAgo: 25, dueInDays: 2 },
  { projectId: 1, name: 'Story card designs', description: 'Card layouts for the adoption stories grid.', state: 'DONE', assignee: 1, createdDaysAgo: 50, dueInDays: -30 },
  { projectId: 14, name: 'Points ledger', description: 'Record purchases and rewards in the loyalty ledger.', state: 'IN_PROGRESS', assignee: 0, createdDaysAgo: 18, dueInDays: 9 },
  { projectId: 14, name: 'Rewards catalogue tests', description: 'End-to-end tests of the rewards catalogue.', state: 'BLOCKED', assignee: 1, createdDaysAgo: 9, dueInDays: 4 },
  { projectId: 5, name: 'Sampling sign-up form', description: 'Form with address lookup and consent.', state: 'NEW', assignee: 0, createdDaysAgo: 3, dueInDays: 15 },
  // Assigned to demo accounts: open ones for My Worklist, and a DONE one each that is not.
  { projectId: 14, name: 'Container health probes', description: 'Liveness and readiness probes for the loyalty API containers.', state: 'IN_PROGRESS', assignee: 'tech', createdDaysAgo: 6, dueInDays: 4 },
  { projectId: 28, name: 'Scale-out rule for launch day', description: 'Autoscale the claim service before the promotion goes live.', state: 'NEW', assignee: 'tech', createdDaysAgo: 2, dueInDays: 12 },
  { projectId: 31, name: 'Sonar quality gate', description: 'Fail the pipeline on new critical issues.', state: 'DONE', assignee: 'tech', createdDaysAgo: 45, dueInDays: -25 },
  { projectId: 1, name: 'Shelter partner sign-off', description: 'Collect the partner shelters\' approval of their stories.', state: 'BLOCKED', assignee: 'gagency', createdDaysAgo: 10, dueInDays: 3 },
  { projectId: 17, name: 'Careers content handover', description: 'Hand the team stories and job copy over to the editors.', state: 'IN_REVIEW', assignee: 'gagency', createdDaysAgo: 8, dueInDays: 6 },
  { projectId: 17, name: 'Sprint 1 planning', description: 'Plan the first sprint with the careers team.', state: 'DONE', assignee: 'gagency', createdDaysAgo: 95, dueInDays: -80 },
];

const DAY = 24 * 60 * 60 * 1000;

function named<T>(list: readonly T[], name: string, key: (item: T) => string): T {
  const found = list.find((item) => key(item) === name);
  if (!found) throw new Error(`seed: unknown ${name}`);
  return { ...found };
}

/** The team-member profiles of ACCOUNT_MEMBERS (same user id, user name and e-mail as the account). */
function accountProfiles(): StoredTeamMember[] {
  const accounts = seedUsers();
  const roles = seedTeamRoles();
  const skills = seedSkills();
  return ACCOUNT_MEMBERS.map((member) => {
    const account = named(accounts, member.username, (u) => u.username);
    return {
      userId: account.userId,
      username: account.username,
      email: account.email,
      teamMembers: {
        role: named(roles, member.role, (r) => r.roleName),
        experience: member.experience,
        teamMemberSkills: member.skills.map((s) => named(skills, s, (k) => k.skillName)),
      },
    };
  });
}

/**
 * The tasks. Seeding them also enrols the demo accounts of ACCOUNT_MEMBERS: their profiles join
 * `people` (the team-member users) and their ids the teams of their projects, so that tasks can
 * be assigned to them. Both arrays are the ones this seed run just built (mocks/projects/table.ts).
 */
export function seedTasks(projects: StoredProject[], people: StoredTeamMember[], now: number): StoredTask[] {
  const seededTeams = new Map(projects.map((p) => [p.projectId, [...p.teamMemberIds]]));
  const profiles = accountProfiles();
  people.push(...profiles.filter((profile) => !people.some((p) => p.userId === profile.userId)));
  for (const member of ACCOUNT_MEMBERS) {
    const userId = named(profiles, member.username, (p) => p.username).userId;
    for (const projectId of member.projectIds) {
      const project = projects.find((p) => p.projectId === projectId);
      if (!project) throw new Error(`seed: no project ${projectId}`);
      if (!project.teamMemberIds.includes(userId)) project.teamMemberIds.push(userId);
    }
  }
  return TASKS.map((t, i) => {
    const project = projects.find((p) => p.projectId === t.projectId);
    if (!project) throw new Error(`seed: no project ${t.projectId}`);
    const userId =
      typeof t.assignee === 'number'
        ? seededTeams.get(t.projectId)?.[t.assignee]
        : typeof t.assignee === 'string'
          ? profiles.find((p) => p.username === t.assignee && project.teamMemberIds.includes(p.userId))?.userId
          : undefined;
    const person = people.find((p) => p.userId === userId);
    if (t.assignee !== null && !person) throw new Error(`seed: no team member ${t.assignee} in project ${t.projectId}`);
    return {
      taskId: i + 1,
      taskName: t.name,
      taskDescription: t.description,
      state: t.state,
      createdOn: new Date(now - t.createdDaysAgo * DAY - i * 53 * 60_000).toISOString(),
      expectedCompletionDate: new Date(now + t.dueInDays * DAY).toISOString().slice(0, 10),
      assignedTMUser: person ? { userId: person.userId, username: person.username } : null,
      dfcProject: { projectId: t.projectId },
    };
  });
}
