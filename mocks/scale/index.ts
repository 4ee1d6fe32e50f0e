/**
 * The large demo (issue 27): on top of the normal seed, deterministically (seeded random streams,
 * times relative to the seed time), LARGE's projects, apps, builds, notifications, dashboard
 * records, tasks and team members. Every fresh seed is grown when the scale (./setting.ts) is
 * 'large' (mocks/core/state.ts runs the growth this module registers).
 */
import type { MockScale } from '../../src/domain/contract/mockAdmin';
import type { DbState } from '../core/types';
import { onSeedGrown } from '../core/state';
import { largeApps, largeBuilds } from './apps';
import { growDashboards } from './dashboards';
import { growInbox } from './notifications';
import { largeTasks, largeTeam } from './people';
import { largeProjects } from './projects';
import { mockScale } from './setting';

/** Adds the large demo's records to a freshly seeded state (its tables' keys and sequences). */
export function growToLarge(state: DbState, now: number): void {
  const projects = largeProjects(state, now);
  state.projects = [...state.projects, ...projects];
  const [portfolio] = projects;
  const team = largeTeam(state);
  state.teamMembers = [...state.teamMembers, ...team];
  portfolio.teamMemberIds = team.map((m) => m.userId);
  state.tasks = [...state.tasks, ...largeTasks(state, portfolio, team, now)];
  const apps = largeApps(state, portfolio, now);
  state.apps = [...state.apps, ...apps];
  state.appBuilds = [...state.appBuilds, ...largeBuilds(state, apps[0], portfolio.techUser?.userId ?? 0, now)];
  growInbox(state, projects, now);
  growDashboards(state, projects, now);
}

/** Grows a fresh seed to the scale given (the normal scale adds nothing). */
export function growToScale(state: DbState, now: number, scale: MockScale = mockScale()): void {
  if (scale === 'large') growToLarge(state, now);
}

onSeedGrown((state, now) => growToScale(state, now));

export { LARGE, INBOX_USER, PORTFOLIO_NAME } from './counts';
export { mockScale, setMockScale } from './setting';
