/** What the tech team's chain shares: its job kinds and durations, its answers, and the project checks of every step. */
import type { ProjectReport, ProjectStatus } from '../../src/domain/projects';
import { type Job } from '../core/jobs';
import { conflict } from '../core/outcome';
import { findProject } from '../projects/projects';
import { replaceStatusCode, type PipelineState } from '../core/statusCodes';
import type { StoredProject } from '../projects/types';

/* ---------- shared ---------- */

export const DEVOPS_CHAIN_KIND = 'devopsChain';
export const INFRA_SYNC_KIND = 'infraSync';
export const SONAR_KIND = 'sonarAnalysis';
export const STATIC_DEPLOY_KIND = 'staticWebAppDeployment';
export const CONTAINER_RESTART_KIND = 'containerRestart';

export const INFRA_SYNC_STEP_MS = { Plan: 4_000, Apply: 8_000 } as const;
export const SONAR_STEP_MS = { Queued: 3_000, Analysing: 10_000, 'Quality gate': 3_000 } as const;
export const STATIC_DEPLOY_STEP_MS = { Build: 6_000, Upload: 5_000 } as const;
export const CONTAINER_RESTART_STEP_MS = { Stop: 3_000, Start: 5_000 } as const;

export const MESSAGES = {
  devopsStarted: 'Devops creation in progress',
  devopsUrlSaved: 'saved',
  infraStarted: 'Infra sync in progress',
  sonarStarted: 'Sonar analysis in progress',
  staticCreated: 'Static web app pipeline created',
  staticStarted: 'Static web app deployment in progress',
  staticDeployed: 'Static web app deployment completed',
  dockerSet: 'Docker image creation completed',
  restartStarted: 'Container restart in progress',
  deployed: 'Deployment Successful',
  lighthouseSaved: 'Lighthouse report saved',
  uploaded: 'File uploaded successfully',
} as const;

/** What a call that starts a job answers. */
export interface JobStarted {
  jobId: number;
  message: string;
}

export const PROJECT_SETUP = 'DFC-PROJECT-SETUP-PIPELINE-';
export const IAC = 'DFC-IAC-PIPELINE-';

export const subjectOf = (projectId: number) => ({ type: 'project', id: projectId });
export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : iso(ms));

export const stepsOf = (durations: Record<string, number>) => Object.entries(durations).map(([name, durationMs]) => ({ name, durationMs }));

/**
 * Puts a pipeline code in the project's devopsStatus: the first code of the prefix is replaced in
 * place (other codes of the prefix are dropped), or the code is added at the end.
 */
export function setPipelineCode(project: StoredProject, prefix: string, state: PipelineState): void {
  project.devopsStatus = replaceStatusCode(project.devopsStatus ?? [], prefix, `${prefix}${state}`);
}

export const hasStatus = (project: StoredProject, statuses: readonly ProjectStatus[]) =>
  project.projectStatus !== null && statuses.includes(project.projectStatus);

export const statusText = (project: StoredProject) => project.projectStatus ?? 'no status';

export function wrongStatus(step: string, project: StoredProject, allowed: readonly ProjectStatus[]) {
  return conflict(`${step} is not possible for ${project.projectName} at ${statusText(project)}: it needs ${allowed.join(' or ')}`);
}

export const nextVersion = (reports: readonly ProjectReport[]) => Math.max(0, ...reports.map((r) => r.version)) + 1;

/** The project of a job's subject, if it still exists. */
export const projectOfJob = (job: Job) => (job.subject.type === 'project' ? findProject(job.subject.id) : undefined);
