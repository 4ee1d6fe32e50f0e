/** The project's activity (our extension): every job of the project as a timeline entry. */
import type { ActivityEntry, ActivityKind } from '../../src/domain/techTeam';
import { DEVOPS_CHAIN_STEPS } from '../../src/domain/techTeam';
import { buildResultOf, isBuildJob } from '../buildServer/buildServer';
import { ENVIRONMENT_JOB_KIND, type EnvironmentJobResult } from '../cloud/environments';
import { type Job } from '../core/jobs';
import { ok, type Outcome } from '../core/outcome';
import { readableProject } from '../projects/projects';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { type DevopsChainResult } from './techTeam';
import { type ContainerRestartResult, type SonarJobResult } from './stages';
import { iso, isoOrNull } from './model';

/* ---------- activity (extension) ---------- */

const TITLES: Partial<Record<ActivityKind, string>> = {
  devopsChain: 'Devops chain',
  infraSync: 'Sync Infra',
  sonarAnalysis: 'Sonar analysis',
  staticWebAppDeployment: 'Static web app deployment',
  containerRestart: 'Container restart',
};

const CHAIN_LABELS: Record<string, string> = Object.fromEntries(DEVOPS_CHAIN_STEPS.map((s) => [s.id, s.label]));

function activityKindOf(job: Job): ActivityKind | null {
  if (isBuildJob(job)) return 'build';
  if (job.kind === ENVIRONMENT_JOB_KIND) return 'environmentCreation';
  return job.kind in TITLES ? (job.kind as ActivityKind) : null;
}

/** Only the values that are there, as text. */
function texts(values: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') result[key] = String(value);
  return result;
}

function titleAndResult(kind: ActivityKind, job: Job): { title: string; result?: Record<string, string> } {
  switch (kind) {
    case 'build': {
      const r = buildResultOf(job);
      return { title: `Build #${r.buildNo} of ${r.jobName}`, result: texts({ jobName: r.jobName, buildNo: r.buildNo, artifact: r.artifact }) };
    }
    case 'environmentCreation': {
      const { request, environment } = job.result as EnvironmentJobResult;
      return {
        title: `Environment creation: ${request.service}`,
        result: texts({ service: request.service, region: request.region, monthlyEstimate: request.monthlyEstimate, url: environment?.service }),
      };
    }
    case 'devopsChain': {
      const r = job.result as DevopsChainResult | undefined;
      return { title: TITLES.devopsChain as string, result: r ? texts({ devopsUrl: r.devopsUrl, repoName: r.repoName }) : undefined };
    }
    case 'sonarAnalysis': {
      const r = job.result as SonarJobResult | undefined;
      return { title: TITLES.sonarAnalysis as string, result: r ? texts({ version: r.version, report: r.name }) : undefined };
    }
    case 'containerRestart': {
      const r = job.result as ContainerRestartResult | undefined;
      return { title: TITLES.containerRestart as string, result: r ? texts({ serviceName: r.serviceName }) : undefined };
    }
    default:
      return { title: TITLES[kind] ?? kind };
  }
}

/** One job as an activity entry. */
export function activityOf(job: Job): ActivityEntry | null {
  const kind = activityKindOf(job);
  if (!kind) return null;
  const chain = kind === 'devopsChain';
  const label = (name: string) => (chain ? CHAIN_LABELS[name] ?? name : name);
  const failed = job.steps.find((s) => s.state === 'failed');
  const { title, result } = titleAndResult(kind, job);
  const entry: ActivityEntry = {
    id: job.jobId,
    kind,
    title,
    state: job.state,
    by: db.users.find((u) => u.userId === job.createdBy)?.username ?? `user ${job.createdBy}`,
    startedAt: iso(job.createdAt),
    endedAt: isoOrNull(job.endedAt),
    attempt: job.attempt,
    steps: job.steps.map((s) => ({
      name: s.name,
      state: s.state,
      startedAt: isoOrNull(s.startedAt),
      endedAt: isoOrNull(s.endedAt),
      ...(s.message ? { message: chain ? s.message.replace(s.name, label(s.name)) : s.message } : {}),
    })),
    outcome: job.state === 'succeeded' ? 'Succeeded' : job.state === 'failed' ? `Failed at ${label(failed?.name ?? job.steps[0].name)}` : '',
  };
  if (result && Object.keys(result).length > 0) entry.result = result;
  return entry;
}

/** Whether a job belongs to the project: its subject, or an environment requested for it. */
function concerns(job: Job, projectId: number): boolean {
  if (job.subject.type === 'project') return job.subject.id === projectId;
  if (job.kind === ENVIRONMENT_JOB_KIND) return (job.result as EnvironmentJobResult | undefined)?.request.projectId === projectId;
  return false;
}

/** GET /api/project_activity/{projectId}: the project's jobs, newest first. */
export function projectActivity(user: MockUser, projectId: number | null): Outcome<ActivityEntry[]> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const id = found.value.projectId;
  const jobs = db.jobs.filter((j) => concerns(j, id)).sort((a, b) => b.createdAt - a.createdAt || b.jobId - a.jobId);
  return ok(jobs.map(activityOf).filter((e): e is ActivityEntry => e !== null));
}
