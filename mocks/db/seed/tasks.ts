import type { StoredProject, StoredTask, StoredTeamMember } from '../types';

/** Task states of GET /api/get_project_states. */
export const TASK_STATES = ['NEW', 'IN_PROGRESS', 'BLOCKED', 'IN_REVIEW', 'DONE'];

interface TaskSeed {
  projectId: number;
  name: string;
  description: string;
  state: (typeof TASK_STATES)[number];
  /** Index into the project's team (teamMemberIds), or none. */
  assignee: number | null;
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
];

const DAY = 24 * 60 * 60 * 1000;

export function seedTasks(projects: readonly StoredProject[], people: readonly StoredTeamMember[], now: number): StoredTask[] {
  return TASKS.map((t, i) => {
    const project = projects.find((p) => p.projectId === t.projectId);
    if (!project) throw new Error(`seed: no project ${t.projectId}`);
    const userId = t.assignee === null ? undefined : project.teamMemberIds[t.assignee];
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
