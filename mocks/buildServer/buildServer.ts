/**
 * The build server (contract.buildServer): the image-build, deploy and Lighthouse jobs of the tech
 * page, in the shape of a Jenkins remote-access API (seed 000 section 7: "an image-build job on the
 * build server is polled until a build number is known and then until a result exists"; seed 001
 * section 7: "a build server (lighthouse job with queue and build polling, …, deploy job)").
 *
 * A build is a job on the mock clock (mocks/core/jobs.ts) of kind `build:{jobName}` (the fault
 * switch's names: `build:dfc-deploy-web-app`, `build:dfc-docker-image`, `build:dfc-lighthouse`),
 * subject {type: 'project', id: projectId}, with two steps: 'Queued' (4 s: the queue item has no
 * executable yet) and 'Building' (deploy 12 s, docker 15 s, Lighthouse 10 s). Its result is
 * {jobName, projectId, buildNo, queueId, artifact} (+ imageName or url as asked).
 *
 * - POST /job/{jobName}/buildWithParameters?projectId=&imageName=&url=: 404 for a job name not in
 *   BUILD_JOBS, 400 without a valid projectId, 404 for an unknown project, 403 unless the caller is
 *   the project's assigned tech user (role 8), 409 when the
 *   project's status does not allow the job or a build of the same job for the project is queued
 *   or running:
 *   - dfc-deploy-web-app: SONAR_ANALYSIS_COMPLETED with a web-app environment
 *     (environmentKind(envUrl) 'webApp'), DEPLOYMENT_COMPLETED or LIGHTHOUSE_SETUP_COMPLETED;
 *   - dfc-docker-image: SONAR_ANALYSIS_COMPLETED with a container environment ('containerInstance'),
 *     DEPLOYMENT_COMPLETED or LIGHTHOUSE_SETUP_COMPLETED; imageName must be
 *     containerName(devopsUrl, projectId) (400 otherwise);
 *   - dfc-lighthouse: DEPLOYMENT_COMPLETED, STATIC_WEB_APP_DEPLOYMENT_COMPLETED or
 *     LIGHTHOUSE_SETUP_COMPLETED; url must be an http(s) address (400 otherwise).
 *   Answers {queueId}. Queue ids are one increasing sequence (`buildQueueId`); build numbers
 *   increase per job name (`db.buildNumbers`), both in the `buildServer` table.
 * - GET /queue/item/{queueId}/api/json: 404 unknown; {id, executable: null} while 'Queued' runs,
 *   then {id, executable: {number}}; a build failed while queued (a job fault at step 0) answers
 *   {id, executable: null, cancelled: true}.
 * - GET /job/{jobName}/{buildNo}/api/json: 404 unknown (or cancelled in the queue);
 *   {number, building: true, result: null, artifact: null} while it runs, then
 *   {number, building: false, result: 'SUCCESS' | 'FAILURE', artifact}: a succeeded Lighthouse
 *   build's artifact is `lighthouse_{slug}_b{buildNo}.html` (what set_lighthouse_file records),
 *   every other artifact is null.
 * The queue and build reads are the assigned tech user's of the build's project (403 otherwise).
 * The builds change nothing on the project: the tech page's next call does (techTeam.ts).
 */
import type { ProjectStatus } from '../../src/domain/projects';
import { can } from '../../src/domain/roles';
import {
  BUILD_JOBS,
  containerName,
  environmentKind,
  type BuildInfo,
  type BuildJobName,
  type BuildQueueItem,
  type BuildTrigger,
} from '../../src/domain/techTeam';
import { projectsTable } from '../projects/table';
import { defineJobKind, jobsOf, startJob, type Job } from '../core/jobs';
import { badRequest, conflict, forbidden, notFound, ok, type Outcome } from '../core/outcome';
import { findProject, holds } from '../projects/projects';
import { db, nextId } from '../core/state';
import { defineTable } from '../core/tables';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';
import { isHttpUrl } from '../core/urls';

declare module '../core/types' {
  interface DbState {
    /** The next build number of each build-server job name. */
    buildNumbers: Record<string, number>;
  }
  interface Sequences {
    /** The build server's queue item ids (one sequence for every job). */
    buildQueueId: number;
  }
}

/** The build server's counters: queue ids and each job's build numbers. */
export const buildServerTable = defineTable({
  name: 'buildServer',
  version: 1,
  keys: ['buildNumbers'],
  sequences: ['buildQueueId'],
  dependsOn: [projectsTable],
  seed: () => ({
    buildNumbers: Object.fromEntries(Object.values(BUILD_JOBS).map((name) => [name, 1])),
    sequences: { buildQueueId: 1 },
  }),
});

/* ---------- shared with the tech chain (techTeam.ts) ---------- */

/** A project name as the report and artifact files name it ('Aurora Relaunch' -> 'aurora-relaunch'). */
export function fileSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'project'
  );
}

/**
 * The project a tech step works on: 404 when unknown, 403 unless the caller is its assigned tech
 * user (the relation 'techUser', as the entries' access rules also check).
 */
export function techUsersProject(user: MockUser, projectId: number | null): Outcome<StoredProject> {
  const project = findProject(projectId);
  if (!project) return notFound('Project not found');
  if (!can(user.role, 'techTeamChain')) return forbidden('Only the technical user assigned to the project may do this');
  if (!holds('techUser', user, project)) return forbidden('The project is assigned to another tech user');
  return ok(project);
}

export const isRunning = (job: Pick<Job, 'state'> | undefined) => job?.state === 'queued' || job?.state === 'running';

/* ---------- builds ---------- */

export const BUILD_KIND_PREFIX = 'build:';
export const buildKind = (jobName: BuildJobName) => `${BUILD_KIND_PREFIX}${jobName}`;

export const BUILD_QUEUED_MS = 4_000;

/** How long each job's 'Building' step takes (mock ms). */
export const BUILD_MS: Record<BuildJobName, number> = {
  [BUILD_JOBS.deployWebApp]: 12_000,
  [BUILD_JOBS.dockerImage]: 15_000,
  [BUILD_JOBS.lighthouse]: 10_000,
};

export interface BuildJobResult {
  jobName: BuildJobName;
  projectId: number;
  buildNo: number;
  queueId: number;
  /** A succeeded Lighthouse build's report file; null otherwise. */
  artifact: string | null;
  imageName?: string;
  url?: string;
  /** Set once a status call (set_deployment_status, set_docker_start_status) has used this build. */
  statusApplied?: boolean;
}

const JOB_NAMES: readonly string[] = Object.values(BUILD_JOBS);

export function isBuildJobName(name: string | null | undefined): name is BuildJobName {
  return typeof name === 'string' && JOB_NAMES.includes(name);
}

export function isBuildJob(job: Job): boolean {
  return job.kind.startsWith(BUILD_KIND_PREFIX);
}

export const buildResultOf = (job: Job) => job.result as BuildJobResult;

/** The Lighthouse report file a build produces. */
export function lighthouseArtifactName(project: Pick<StoredProject, 'projectName'>, buildNo: number): string {
  return `lighthouse_${fileSlug(project.projectName)}_b${buildNo}.html`;
}

/** How the faults panel names each build job. */
const BUILD_JOB_LABELS: Record<BuildJobName, string> = {
  [BUILD_JOBS.deployWebApp]: 'Build: deploy web app',
  [BUILD_JOBS.dockerImage]: 'Build: Docker image',
  [BUILD_JOBS.lighthouse]: 'Build: Lighthouse',
};

for (const jobName of Object.values(BUILD_JOBS)) {
  defineJobKind(buildKind(jobName), {
    label: BUILD_JOB_LABELS[jobName],
    onSucceeded(job) {
      const result = buildResultOf(job);
      const project = findProject(result.projectId);
      if (jobName === BUILD_JOBS.lighthouse && project) result.artifact = lighthouseArtifactName(project, result.buildNo);
    },
  });
}

/** The builds of a job for a project, oldest first. */
export function buildsOf(projectId: number, jobName: BuildJobName): Job[] {
  return jobsOf({ type: 'project', id: projectId }, buildKind(jobName));
}

export function latestBuildOf(projectId: number, jobName: BuildJobName): Job | undefined {
  return buildsOf(projectId, jobName).at(-1);
}

/** The statuses at which each job may run. */
export const BUILD_STATUSES: Record<BuildJobName, readonly ProjectStatus[]> = {
  [BUILD_JOBS.deployWebApp]: ['SONAR_ANALYSIS_COMPLETED', 'DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'],
  [BUILD_JOBS.dockerImage]: ['SONAR_ANALYSIS_COMPLETED', 'DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'],
  [BUILD_JOBS.lighthouse]: ['DEPLOYMENT_COMPLETED', 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'],
};

/** At SONAR_ANALYSIS_COMPLETED, which environment the deploy jobs need (seed 001 section 4's buttons). */
const FIRST_DEPLOY_KIND: Partial<Record<BuildJobName, ReturnType<typeof environmentKind>>> = {
  [BUILD_JOBS.deployWebApp]: 'webApp',
  [BUILD_JOBS.dockerImage]: 'containerInstance',
};

const ENVIRONMENT_WORDS = { webApp: 'a web app', staticSite: 'a static site', containerInstance: 'a container instance' } as const;

function statusRefusal(jobName: BuildJobName, project: StoredProject): string | null {
  const status = project.projectStatus;
  const allowed = BUILD_STATUSES[jobName];
  if (!status || !allowed.includes(status)) {
    return `${jobName} cannot run for ${project.projectName} at ${status ?? 'no status'}: it runs at ${allowed.join(', ')}`;
  }
  const needed = FIRST_DEPLOY_KIND[jobName];
  const kind = environmentKind(project.envUrl);
  if (status === 'SONAR_ANALYSIS_COMPLETED' && needed && kind !== needed) {
    return `${jobName} cannot run for ${project.projectName}: its environment is ${ENVIRONMENT_WORDS[kind]}, not ${ENVIRONMENT_WORDS[needed]}`;
  }
  return null;
}


type Query = Partial<Record<string, string | null | undefined>>;

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

const positive = (value: string | null | undefined) => (/^[1-9]\d{0,8}$/.test(text(value)) ? Number(text(value)) : null);

/** POST /job/{jobName}/buildWithParameters: queues a build; answers its queue item id. */
export function triggerBuild(user: MockUser, jobName: string, query: Query): Outcome<BuildTrigger> {
  if (!isBuildJobName(jobName)) return notFound(`No job ${jobName} on the build server`);
  const projectId = positive(query.projectId);
  if (projectId === null) return badRequest('projectId is required (a positive whole number)');
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const refusal = statusRefusal(jobName, project);
  if (refusal) return conflict(refusal);
  const result: BuildJobResult = { jobName, projectId, buildNo: 0, queueId: 0, artifact: null };
  if (jobName === BUILD_JOBS.dockerImage) {
    const expected = containerName(project.devopsUrl, project.projectId);
    const imageName = text(query.imageName);
    if (imageName !== expected) return badRequest(`imageName must be ${expected} (the project's container name), not '${imageName}'`);
    result.imageName = imageName;
  }
  if (jobName === BUILD_JOBS.lighthouse) {
    const url = text(query.url);
    if (!isHttpUrl(url)) return badRequest(url ? `url must be an http(s) address, not '${url}'` : 'url is required (the address to audit)');
    result.url = url;
  }
  if (isRunning(latestBuildOf(projectId, jobName))) return conflict(`A build of ${jobName} for ${project.projectName} is already queued or running`);

  result.queueId = nextId('buildQueueId');
  result.buildNo = db.buildNumbers[jobName] ?? 1;
  db.buildNumbers[jobName] = result.buildNo + 1;
  const job = startJob({
    kind: buildKind(jobName),
    subject: { type: 'project', id: projectId },
    createdBy: user.userId,
    steps: [
      { name: 'Queued', durationMs: BUILD_QUEUED_MS },
      { name: 'Building', durationMs: BUILD_MS[jobName] },
    ],
  });
  job.result = result;
  return ok({ queueId: result.queueId });
}

/** A build job the caller may read (the assigned tech user of its project). */
function readableBuild(user: MockUser, job: Job | undefined, what: string): Outcome<Job> {
  if (!job) return notFound(`${what} not found`);
  const access = techUsersProject(user, buildResultOf(job).projectId);
  if (!access.ok) return access.status === 404 ? notFound(`${what} not found`) : access;
  return ok(job);
}

const cancelledInQueue = (job: Job) => job.state === 'failed' && job.steps[0].state === 'failed';
const stillQueued = (job: Job) => job.state === 'queued' || job.steps[0].state === 'running';

/** GET /queue/item/{queueId}/api/json. */
export function queueItem(user: MockUser, queueId: number | null): Outcome<BuildQueueItem> {
  const job = queueId === null ? undefined : db.jobs.find((j) => isBuildJob(j) && buildResultOf(j).queueId === queueId);
  const found = readableBuild(user, job, `Queue item ${queueId ?? ''}`.trim());
  if (!found.ok) return found;
  const { buildNo } = buildResultOf(found.value);
  if (cancelledInQueue(found.value)) return ok({ id: queueId as number, executable: null, cancelled: true });
  return ok({ id: queueId as number, executable: stillQueued(found.value) ? null : { number: buildNo } });
}

/** GET /job/{jobName}/{buildNo}/api/json. */
export function buildInfo(user: MockUser, jobName: string, buildNo: number | null): Outcome<BuildInfo> {
  const job =
    isBuildJobName(jobName) && buildNo !== null
      ? db.jobs.find((j) => j.kind === buildKind(jobName) && buildResultOf(j).buildNo === buildNo)
      : undefined;
  const what = `Build #${buildNo ?? '?'} of ${jobName}`;
  const found = readableBuild(user, job, what);
  if (!found.ok) return found;
  const build = found.value;
  if (stillQueued(build) || cancelledInQueue(build)) return notFound(`${what} has not started`);
  const result = buildResultOf(build);
  if (build.state === 'running') return ok({ number: result.buildNo, building: true, result: null, artifact: null });
  return ok({
    number: result.buildNo,
    building: false,
    result: build.state === 'succeeded' ? 'SUCCESS' : 'FAILURE',
    artifact: build.state === 'succeeded' ? result.artifact : null,
  });
}
