/** The dashboards' lifecycle figures: when each project reached each stage, and the stats of one project. */
import { type LifecycleStats } from '../../src/domain/dashboards';
import { CREATION_STATUS, PROJECT_STATUSES, type ProjectStatus } from '../../src/domain/projects';
import { BUILD_JOBS } from '../../src/domain/techTeam';
import { buildKind } from '../buildServer/buildServer';
import { ENVIRONMENT_JOB_KIND, type EnvironmentJobResult } from '../cloud/environments';
import { notFound, ok, type Outcome } from '../core/outcome';
import { findProject } from '../projects/projects';
import { db } from '../core/state';
import { CONTAINER_RESTART_KIND, DEVOPS_CHAIN_KIND, STATIC_DEPLOY_KIND } from '../techTeam/model';
import type { StoredJob } from '../core/types';
import type { StoredProject } from '../projects/types';
import { DAY, type LifecycleSeedEntry, between, iso, rngOf, roundTo } from './model';

/* ---------- lifecycle ---------- */

export const YET_TO_CREATE = 'YET TO CREATE';

export const LIFECYCLE_STAGES = [
  'Created',
  'Submitted',
  'Approved',
  'Devops set up',
  'Environment created',
  'Sonar analysed',
  'Deployed',
  'Lighthouse report',
] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

/** The statuses of a deployed project (a docker image alone is not a deployment: the container restart is). */
export const DEPLOYED_STATUSES: readonly ProjectStatus[] = ['DEPLOYMENT_COMPLETED', 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'];

/** The job kinds whose first success is the project's deployment. */
export const DEPLOYMENT_JOB_KINDS: readonly string[] = [buildKind(BUILD_JOBS.deployWebApp), STATIC_DEPLOY_KIND, CONTAINER_RESTART_KIND];

/** How far a status is in PROJECT_STATUSES (-1: none). */
const rankOf = (status: ProjectStatus | null) => (status ? PROJECT_STATUSES.indexOf(status) : -1);
const atLeast = (status: ProjectStatus | null, wanted: ProjectStatus) => rankOf(status) >= rankOf(wanted);

const isSubmitted = (p: StoredProject) =>
  p.projectStatus !== null || p.projectCreationStatus === CREATION_STATUS.submitted || p.projectCreationStatus === CREATION_STATUS.approved;
const isApproved = (p: StoredProject) => p.projectCreationStatus === CREATION_STATUS.approved || atLeast(p.projectStatus, 'APPROVAL_COMPLETED');

export function seedLifecycle(projects: readonly StoredProject[], now: number): LifecycleSeedEntry[] {
  return projects.map((p) => {
    const rng = rngOf('lifecycle', p.projectId);
    const created = Date.parse(p.projectCreatedDate);
    const submitted = created + between(rng, 1.5, 4.5) * DAY;
    const approved = submitted + between(rng, 1, 4) * DAY;
    const devops = approved + between(rng, 1.5, 3.5) * DAY;
    const environment = devops + between(rng, 1.5, 3) * DAY;
    const deployed = created + between(rng, 27, 31) * DAY;
    const when = (reached: boolean, ms: number) => (reached ? iso(Math.min(ms, now)) : null);
    return {
      projectId: p.projectId,
      submittedAt: when(isSubmitted(p), submitted),
      approvedAt: when(isApproved(p), approved),
      devopsAt: when(atLeast(p.projectStatus, 'DEVOPS_SETUP_COMPLETED'), devops),
      environmentAt: when(atLeast(p.projectStatus, 'ENVIRONMENT_SETUP_COMPLETED'), environment),
      deployedAt: when(p.projectStatus !== null && DEPLOYED_STATUSES.includes(p.projectStatus), deployed),
    };
  });
}

/**
 * What the stages of every project are read from, grouped by project once per answer (a large demo
 * has 10,000 projects, thousands of notices and jobs: a scan of them per project took seconds):
 * - `seeds`: the lifecycle seed entry of each project (the first one, as a search would find it);
 * - `jobs`: the jobs of a project: its own, and the environments requested for it;
 * - `notices`: the notices linking to a project's details page (`href="/viewProjectDetails/{id}"`),
 *   keyed by the id as written in the link.
 */
export interface LifecycleSources {
  seeds: Map<number, LifecycleSeedEntry>;
  jobs: Map<number, StoredJob[]>;
  notices: Map<string, Array<{ text: string; at: string }>>;
}

const DETAILS_LINK = /href="\/viewProjectDetails\/([^"]*)"/g;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== value) list.push(value);
  } else map.set(key, [value]);
}

export function lifecycleSources(): LifecycleSources {
  const seeds = new Map<number, LifecycleSeedEntry>();
  for (const entry of db.lifecycleSeed) if (!seeds.has(entry.projectId)) seeds.set(entry.projectId, entry);
  const jobs = new Map<number, StoredJob[]>();
  for (const job of db.jobs) {
    if (job.subject.type === 'project') push(jobs, job.subject.id, job);
    const requested = job.kind === ENVIRONMENT_JOB_KIND ? (job.result as EnvironmentJobResult | undefined)?.request.projectId : undefined;
    if (requested !== undefined) push(jobs, requested, job);
  }
  const notices = new Map<string, Array<{ text: string; at: string }>>();
  for (const n of db.notifications) {
    const notice = { text: n.notification, at: n.createdOn };
    for (const [, id] of n.notification.matchAll(DETAILS_LINK)) push(notices, id, notice);
  }
  return { seeds, jobs, notices };
}

const firstSuccess = (jobs: readonly StoredJob[], kinds: readonly string[]) =>
  jobs.filter((j) => kinds.includes(j.kind) && j.state === 'succeeded' && j.endedAt !== undefined).map((j) => j.endedAt as number);

/**
 * When the approval code (approval.ts, projectNotices.ts) notified the project's people of a step:
 * it stores no time on the project, only these notices (dated when they were sent). Times of the
 * notices that link to the project's details page and say `phrase`.
 */
function noticeTimes(sources: LifecycleSources, projectId: number, phrase: string): number[] {
  return (sources.notices.get(String(projectId)) ?? []).filter((n) => n.text.includes(phrase)).map((n) => Date.parse(n.at));
}

const earliest = (times: ReadonlyArray<number | string | null | undefined>) => {
  const values = times.filter((t): t is number | string => t !== null && t !== undefined).map((t) => (typeof t === 'string' ? Date.parse(t) : t));
  return values.length ? Math.min(...values) : null;
};
const newest = (times: readonly number[]) => (times.length ? Math.max(...times) : null);

/**
 * The stages of a project with when it reached them (ms), from the records:
 * - Created: projectCreatedDate;
 * - Submitted: when submitted (status or creation status). For a project approved at seed time the
 *   seed's date; otherwise the newest submission notice ('was submitted for approval'), else the seed's;
 * - Approved: the seed's date for a project approved at seed time; otherwise the newest approval
 *   notice ('was approved', sent by the approval code at the moment of approval);
 * - Devops set up: the first succeeded devops chain job's end, or the seed's date (the earlier);
 * - Environment created: the first succeeded environment creation job requested for the project,
 *   or the seed's date;
 * - Sonar analysed: the oldest Sonar report's date;
 * - Deployed: the first succeeded deployment job (DEPLOYMENT_JOB_KINDS), or the seed's date;
 * - Lighthouse report: the oldest Lighthouse report's date.
 * A stage counts as reached when a later one is. A reached stage without a recorded time takes the
 * next later stage's time (it was reached by then), else the previous one's; times never go back
 * from one stage to the next (the notices are dated on the real clock, the jobs on the mock clock).
 */
export function stageTimesOf(p: StoredProject, sources: LifecycleSources = lifecycleSources()): Array<{ stage: LifecycleStage; at: number | null }> {
  const seed = sources.seeds.get(p.projectId);
  const jobs = sources.jobs.get(p.projectId) ?? [];
  const status = p.projectStatus;
  const rows: Array<{ stage: LifecycleStage; reached: boolean; at: number | null }> = [
    { stage: 'Created', reached: true, at: Date.parse(p.projectCreatedDate) },
    {
      stage: 'Submitted',
      reached: isSubmitted(p),
      at: seed?.approvedAt ? Date.parse(seed.submittedAt ?? seed.approvedAt) : (newest(noticeTimes(sources, p.projectId, 'was submitted for approval')) ?? earliest([seed?.submittedAt])),
    },
    { stage: 'Approved', reached: isApproved(p), at: seed?.approvedAt ? Date.parse(seed.approvedAt) : newest(noticeTimes(sources, p.projectId, 'was approved')) },
    {
      stage: 'Devops set up',
      reached: atLeast(status, 'DEVOPS_SETUP_COMPLETED') || firstSuccess(jobs, [DEVOPS_CHAIN_KIND]).length > 0,
      at: earliest([seed?.devopsAt, ...firstSuccess(jobs, [DEVOPS_CHAIN_KIND])]),
    },
    {
      stage: 'Environment created',
      reached: atLeast(status, 'ENVIRONMENT_SETUP_COMPLETED') || firstSuccess(jobs, [ENVIRONMENT_JOB_KIND]).length > 0,
      at: earliest([seed?.environmentAt, ...firstSuccess(jobs, [ENVIRONMENT_JOB_KIND])]),
    },
    {
      stage: 'Sonar analysed',
      reached: p.sonarReports.length > 0 || atLeast(status, 'SONAR_ISSUES'),
      at: earliest(p.sonarReports.map((r) => r.reportCreatedDate)),
    },
    {
      stage: 'Deployed',
      reached: (status !== null && DEPLOYED_STATUSES.includes(status)) || firstSuccess(jobs, DEPLOYMENT_JOB_KINDS).length > 0,
      at: earliest([seed?.deployedAt, ...firstSuccess(jobs, DEPLOYMENT_JOB_KINDS)]),
    },
    {
      stage: 'Lighthouse report',
      reached: p.dfcLighthouseReports.length > 0 || status === 'LIGHTHOUSE_SETUP_COMPLETED',
      at: earliest(p.dfcLighthouseReports.map((r) => r.reportCreatedDate)),
    },
  ];
  // A later stage reached means the earlier ones were.
  for (let i = rows.length - 2; i >= 0; i -= 1) rows[i].reached ||= rows[i + 1].reached;
  const times = rows.map((r) => (r.reached ? r.at : null));
  for (let i = 0; i < rows.length; i += 1) {
    if (!rows[i].reached || times[i] !== null) continue;
    const later = rows.findIndex((r, j) => j > i && r.reached && r.at !== null);
    times[i] = later >= 0 ? rows[later].at : times[i - 1];
  }
  for (let i = 1; i < rows.length; i += 1) {
    const previous = times[i - 1];
    const current = times[i];
    if (current !== null && previous !== null && current < previous) times[i] = previous;
  }
  return rows.map((r, i) => ({ stage: r.stage, at: times[i] }));
}

const daysBetween = (from: number, to: number) => Math.max(0, roundTo((to - from) / DAY, 1));

/** Extension: GET lifecycleStats/{projectId}, computed from the project and job records now. 404 unknown project. */
export function lifecycleStats(projectId: number | null): Outcome<LifecycleStats> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  const counts = new Map<string, number>([[YET_TO_CREATE, 0], ...PROJECT_STATUSES.map((s): [string, number] => [s, 0])]);
  for (const p of db.projects) {
    const key = p.projectStatus ?? YET_TO_CREATE;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sources = lifecycleSources();
  const daysToApproval: LifecycleStats['daysToApproval'] = [];
  const daysToDeployment: LifecycleStats['daysToDeployment'] = [];
  for (const p of [...db.projects].sort((a, b) => a.projectId - b.projectId)) {
    const times = stageTimesOf(p, sources);
    const created = Date.parse(p.projectCreatedDate);
    const approved = times.find((t) => t.stage === 'Approved')?.at ?? null;
    const deployed = times.find((t) => t.stage === 'Deployed')?.at ?? null;
    if (approved !== null) daysToApproval.push({ projectName: p.projectName, days: daysBetween(created, approved) });
    if (deployed !== null) daysToDeployment.push({ projectName: p.projectName, days: daysBetween(created, deployed) });
  }
  return ok({
    perStatus: [...counts].map(([status, count]) => ({ status, count })),
    daysToApproval,
    daysToDeployment,
    stages: stageTimesOf(project, sources).map(({ stage, at }) => ({ stage, reachedAt: at === null ? null : iso(at) })),
  });
}
