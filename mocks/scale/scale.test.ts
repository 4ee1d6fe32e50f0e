import { createSeed } from '../core/state';
import { seedTables } from '../core/tables';
import type { DbState } from '../core/types';
import '../areas';
import { INBOX_USER, LARGE, PORTFOLIO_NAME, setMockScale } from '.';

const NOW = Date.parse('2026-03-02T10:00:00Z');

/** The keys the seeds fill deterministically from the seed time (the signing key and the clock's real base are not). */
const DATA_KEYS = ['projects', 'teamMembers', 'tasks', 'apps', 'appBuilds', 'notifications', 'dashboards', 'agencyDashboards', 'lifecycleSeed', 'sequences'] as const;
const dataOf = (state: DbState) => Object.fromEntries(DATA_KEYS.map((key) => [key, state[key]]));

function seedAt(scale: 'normal' | 'large'): DbState {
  setMockScale(scale);
  try {
    return createSeed(NOW);
  } finally {
    setMockScale('normal');
  }
}

describe('the large demo', () => {
  let normal: DbState;
  let large: DbState;
  beforeAll(() => {
    normal = seedAt('normal');
    const started = performance.now();
    large = seedAt('large');
    const ms = performance.now() - started;
    process.stdout.write(`[scale] seeding at the large scale took ${Math.round(ms)} ms (target: at most 2000 ms)\n`);
  });

  it('adds the promised records to each table, on top of the normal seed', () => {
    expect(large.projects).toHaveLength(normal.projects.length + LARGE.projects);
    const portfolio = large.projects.find((p) => p.projectName === PORTFOLIO_NAME);
    expect(portfolio).toBeDefined();
    const id = portfolio?.projectId;
    expect(large.apps.filter((a) => a.projectId === id)).toHaveLength(LARGE.apps);
    const firstApp = large.apps.find((a) => a.projectId === id);
    expect(large.appBuilds.filter((b) => b.appId === firstApp?.appId)).toHaveLength(LARGE.builds);
    expect(large.appBuilds.filter((b) => b.appId === firstApp?.appId).every((b) => b.cleanCache && b.endedAt !== null)).toBe(true);
    expect(large.tasks.filter((t) => t.dfcProject.projectId === id)).toHaveLength(LARGE.tasks);
    expect(portfolio?.teamMemberIds).toHaveLength(LARGE.teamMembers);
    expect(large.teamMembers).toHaveLength(normal.teamMembers.length + LARGE.teamMembers);
    const inbox = large.users.find((u) => u.username === INBOX_USER)?.userId;
    const inboxOf = (state: DbState) => state.notifications.filter((n) => n.userId === inbox).length;
    expect(inboxOf(large)).toBe(inboxOf(normal) + LARGE.notifications);
    expect(large.notifications).toHaveLength(normal.notifications.length + LARGE.notifications);
    expect(large.dashboards).toHaveLength(normal.dashboards.length + LARGE.dashboards);
    expect(large.lifecycleSeed).toHaveLength(normal.lifecycleSeed.length + LARGE.dashboards);
  });

  it('keeps ids unique and the sequences past them', () => {
    const unique = (ids: ReadonlyArray<number | string>) => new Set(ids).size === ids.length;
    expect(unique(large.projects.map((p) => p.projectId))).toBe(true);
    expect(unique(large.apps.map((a) => a.appId))).toBe(true);
    expect(unique(large.appBuilds.map((b) => b.buildNo))).toBe(true);
    expect(unique(large.tasks.map((t) => t.taskId))).toBe(true);
    expect(unique(large.teamMembers.map((u) => u.userId))).toBe(true);
    const accounts = new Set(large.users.map((u) => u.userId));
    expect(large.teamMembers.slice(normal.teamMembers.length).some((m) => accounts.has(m.userId))).toBe(false);
    expect(unique(large.projects.map((p) => p.projectName.toLowerCase()))).toBe(true);
    expect(large.sequences.projectId).toBe(Math.max(...large.projects.map((p) => p.projectId)) + 1);
    expect(large.sequences.notificationId).toBe(large.notifications.length + 1);
    expect(large.appCounters.buildNo).toBe(Math.max(...large.appBuilds.map((b) => b.buildNo)) + 1);
  });

  it('spreads the projects over every status and every demo account of each role', () => {
    const added = large.projects.slice(normal.projects.length);
    const combos = (projects: DbState['projects']) => new Set(projects.map((p) => `${p.projectCreationStatus}/${p.projectStatus}`));
    expect(combos(added)).toEqual(combos(normal.projects));
    expect(new Set(added.map((p) => p.projectCreator.username))).toEqual(new Set(['gbm', 'lbm']));
    expect(new Set(added.map((p) => p.dfcUser.username))).toEqual(new Set(['gagency', 'lagency']));
    expect(new Set(added.map((p) => p.techUser?.username ?? null))).toEqual(new Set(['tech', 'tech2', null]));
  });

  it('gives the same data for the same seed time, twice', () => {
    expect(dataOf(seedAt('large'))).toEqual(dataOf(large));
  });

  it('leaves the normal seed as the tables seed it', () => {
    expect(dataOf(normal)).toEqual(dataOf(seedTables(NOW)));
    expect(normal.projects).toHaveLength(33);
  });
});
