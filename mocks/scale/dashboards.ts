/** The dashboards' records of LARGE.dashboards new projects (every status but none), and the agencies' boards over them. */
import type { DbState } from '../core/types';
import type { StoredProject } from '../projects/types';
import { seedAgencyDashboards, seedDashboards } from '../dashboards/table';
import { seedLifecycle } from '../dashboards/lifecycle';
import { LARGE } from './counts';

export function growDashboards(state: DbState, projects: readonly StoredProject[], now: number): void {
  const chosen = projects.filter((p) => p.projectStatus !== null).slice(0, LARGE.dashboards);
  state.dashboards = [...state.dashboards, ...seedDashboards(chosen)];
  state.lifecycleSeed = [...state.lifecycleSeed, ...seedLifecycle(chosen, now)];
  state.agencyDashboards = seedAgencyDashboards(state.agencies, state.projects, state.dashboards, now);
}
