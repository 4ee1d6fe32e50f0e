/** The chain's stages after the environment (./techTeam.ts): Sonar, the static web app, the deployments and Lighthouse. */
import { BUILD_JOBS, containerName, environmentKind } from '../../src/domain/techTeam';
import type { ProjectStatus } from '../../src/domain/projects';
import { buildResultOf, buildsOf, fileSlug, isRunning, latestBuildOf, techUsersProject } from '../buildServer/buildServer';
import { markEnvironmentDeployed } from '../cloud/environments';
import { mockNow } from '../core/clock';
import { defineJobKind, latestJobOf, startJob, type Job } from '../core/jobs';
import { badRequest, conflict, notFound, ok, type Outcome } from '../core/outcome';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';
import {
  CONTAINER_RESTART_KIND,
  CONTAINER_RESTART_STEP_MS,
  type JobStarted,
  MESSAGES,
  SONAR_KIND,
  SONAR_STEP_MS,
  STATIC_DEPLOY_KIND,
  STATIC_DEPLOY_STEP_MS,
  hasStatus,
  iso,
  nextVersion,
  projectOfJob,
  stepsOf,
  subjectOf,
  wrongStatus,
} from './model';
import './table';

/* ---------- Sonar ---------- */

export interface SonarJobResult {
  version: number;
  name: string;
  qualityGatePassed: boolean;
}

/** The mock's own analyses pass the quality gate (see the module's doc). */
export const MOCK_ANALYSIS_PASSES = true;

/**
 * Whether a version of the project's Sonar reports passed the quality gate: a version a mock
 * analysis made says so on its job; a seeded version 1 failed, any later seeded version passed.
 */
export function sonarVersionPassed(projectId: number, version: number): boolean {
  const job = db.jobs.find(
    (j) => j.kind === SONAR_KIND && j.subject.type === 'project' && j.subject.id === projectId && j.state === 'succeeded' && (j.result as SonarJobResult | undefined)?.version === version,
  );
  if (job) return (job.result as SonarJobResult).qualityGatePassed;
  return version > 1;
}

export const sonarReportName = (project: Pick<StoredProject, 'projectName'>, version: number) => `sonar_${fileSlug(project.projectName)}_v${version}.html`;

const SONAR_STATUSES: readonly ProjectStatus[] = ['ENVIRONMENT_SETUP_COMPLETED', 'SONAR_ISSUES'];

defineJobKind(SONAR_KIND, {
  label: 'Sonar analysis',
  onSucceeded(job) {
    const project = projectOfJob(job);
    if (!project) return;
    const version = nextVersion(project.sonarReports);
    const name = sonarReportName(project, version);
    project.sonarReports.push({ version, reportCreatedDate: iso(job.endedAt ?? mockNow()), name });
    job.result = { version, name, qualityGatePassed: MOCK_ANALYSIS_PASSES } satisfies SonarJobResult;
    if (hasStatus(project, SONAR_STATUSES)) {
      project.projectStatus = sonarVersionPassed(project.projectId, version) ? 'SONAR_ANALYSIS_COMPLETED' : 'SONAR_ISSUES';
    }
  },
});

/** GET /api/sonar_setup/{projectId}. */
export function startSonarAnalysis(user: MockUser, projectId: number | null): Outcome<JobStarted> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  if (!hasStatus(project, SONAR_STATUSES)) return wrongStatus('A Sonar analysis', project, SONAR_STATUSES);
  const subject = subjectOf(project.projectId);
  if (isRunning(latestJobOf(subject, SONAR_KIND))) return conflict(`A Sonar analysis of ${project.projectName} is already running`);
  const job = startJob({ kind: SONAR_KIND, subject, createdBy: user.userId, steps: stepsOf(SONAR_STEP_MS) });
  return ok({ jobId: job.jobId, message: MESSAGES.sonarStarted });
}

/* ---------- static web app ---------- */

const DEPLOYABLE: readonly ProjectStatus[] = ['SONAR_ANALYSIS_COMPLETED'];

defineJobKind(STATIC_DEPLOY_KIND, { label: 'Static web app deployment' });

export const hasStaticWebApp = (projectId: number) => db.staticWebApps.some((r) => r.projectId === projectId);

/** GET /api/static_web_app/{projectId}: creates the static web app's pipeline. */
export function createStaticWebApp(user: MockUser, projectId: number | null): Outcome<{ message: string }> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  if (!hasStatus(project, DEPLOYABLE)) return wrongStatus('A static web app', project, DEPLOYABLE);
  if (environmentKind(project.envUrl) !== 'staticSite') {
    return conflict(`The environment of ${project.projectName} is not a static site: deploy it as a web app or a container`);
  }
  if (!hasStaticWebApp(project.projectId)) {
    db.staticWebApps.push({ projectId: project.projectId, createdBy: user.userId, createdAt: iso(mockNow()) });
  }
  return ok({ message: MESSAGES.staticCreated });
}

/** GET /api/run_static_web_app/{projectId}: deploys the static web app. */
export function runStaticWebApp(user: MockUser, projectId: number | null): Outcome<JobStarted> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  if (!hasStaticWebApp(project.projectId)) return conflict(`${project.projectName} has no static web app yet: create it first`);
  if (!hasStatus(project, DEPLOYABLE)) return wrongStatus('A static web app deployment', project, DEPLOYABLE);
  const subject = subjectOf(project.projectId);
  if (isRunning(latestJobOf(subject, STATIC_DEPLOY_KIND))) return conflict(`A static web app deployment of ${project.projectName} is already running`);
  const job = startJob({ kind: STATIC_DEPLOY_KIND, subject, createdBy: user.userId, steps: stepsOf(STATIC_DEPLOY_STEP_MS) });
  return ok({ jobId: job.jobId, message: MESSAGES.staticStarted });
}

/** GET /api/set_static_web_app_start_status/{projectId}. */
export function setStaticWebAppStartStatus(user: MockUser, projectId: number | null): Outcome<{ message: string }> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const latest = latestJobOf(subjectOf(project.projectId), STATIC_DEPLOY_KIND);
  if (latest?.state !== 'succeeded') return conflict(`${project.projectName} has no succeeded static web app deployment`);
  if (project.projectStatus === 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED') return ok({ message: MESSAGES.staticDeployed });
  if (!hasStatus(project, DEPLOYABLE)) return wrongStatus('Marking the static web app deployed', project, DEPLOYABLE);
  project.projectStatus = 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED';
  markEnvironmentDeployed(project);
  return ok({ message: MESSAGES.staticDeployed });
}

/* ---------- deployments: web app, Docker image, container restart ---------- */

export interface ContainerRestartResult {
  serviceName: string;
  /** Set once set_deployment_status has used this restart. */
  statusApplied?: boolean;
}

defineJobKind(CONTAINER_RESTART_KIND, { label: 'Container restart' });

const DEPLOY_BUILD_STATUSES: readonly ProjectStatus[] = ['SONAR_ANALYSIS_COMPLETED', 'DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'];

const unused = (job: Job | undefined): job is Job => job?.state === 'succeeded' && !(job.result as { statusApplied?: boolean }).statusApplied;
const used = (job: Job | undefined) => job?.state === 'succeeded' && Boolean((job.result as { statusApplied?: boolean }).statusApplied);

function markApplied(job: Job): void {
  (job.result as { statusApplied?: boolean }).statusApplied = true;
}

/** GET api/set_deployment_status/{projectId}. */
export function setDeploymentStatus(user: MockUser, projectId: number | null): Outcome<string> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const build = latestBuildOf(project.projectId, BUILD_JOBS.deployWebApp);
  const restart = latestJobOf(subjectOf(project.projectId), CONTAINER_RESTART_KIND);
  if (project.projectStatus === 'DOCKER_IMAGE_CREATION_COMPLETED') {
    if (!unused(restart)) return conflict(`Restart the container instance of ${project.projectName} first: no succeeded restart since its Docker image`);
    markApplied(restart);
  } else if (hasStatus(project, DEPLOY_BUILD_STATUSES)) {
    if (!unused(build)) {
      if (project.projectStatus === 'DEPLOYMENT_COMPLETED' && (used(build) || used(restart))) return ok(MESSAGES.deployed);
      return conflict(`${project.projectName} has no new succeeded ${BUILD_JOBS.deployWebApp} build to mark as deployed`);
    }
    markApplied(build);
  } else {
    return wrongStatus('Marking the deployment', project, [...DEPLOY_BUILD_STATUSES, 'DOCKER_IMAGE_CREATION_COMPLETED']);
  }
  project.projectStatus = 'DEPLOYMENT_COMPLETED';
  markEnvironmentDeployed(project);
  return ok(MESSAGES.deployed);
}

/** GET /api/set_docker_start_status/{projectId}. */
export function setDockerStartStatus(user: MockUser, projectId: number | null): Outcome<{ message: string }> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const build = latestBuildOf(project.projectId, BUILD_JOBS.dockerImage);
  if (project.projectStatus === 'DOCKER_IMAGE_CREATION_COMPLETED' && used(build)) return ok({ message: MESSAGES.dockerSet });
  if (!hasStatus(project, DEPLOY_BUILD_STATUSES)) return wrongStatus('Marking the Docker image created', project, DEPLOY_BUILD_STATUSES);
  if (!unused(build)) return conflict(`${project.projectName} has no new succeeded ${BUILD_JOBS.dockerImage} build`);
  markApplied(build);
  project.projectStatus = 'DOCKER_IMAGE_CREATION_COMPLETED';
  return ok({ message: MESSAGES.dockerSet });
}

/** The project whose container is serviceName (containerName of its devops URL and id, lower case). */
export function projectOfContainer(serviceName: string): StoredProject | undefined {
  const wanted = serviceName.trim().toLowerCase();
  if (!wanted) return undefined;
  return db.projects.find((p) => p.devopsUrl && containerName(p.devopsUrl, p.projectId) === wanted);
}

/** POST /api/restartContainerGroup {serviceName}. */
export function restartContainerGroup(user: MockUser, body: unknown): Outcome<JobStarted> {
  const serviceName = typeof body === 'object' && body !== null ? (body as { serviceName?: unknown }).serviceName : undefined;
  if (typeof serviceName !== 'string' || !serviceName.trim()) return badRequest('serviceName is required');
  const project = projectOfContainer(serviceName);
  if (!project) return notFound(`No container group ${serviceName.trim()}`);
  const found = techUsersProject(user, project.projectId);
  if (!found.ok) return found;
  const allowed: readonly ProjectStatus[] = ['DOCKER_IMAGE_CREATION_COMPLETED'];
  if (!hasStatus(project, allowed)) return wrongStatus('A container restart', project, allowed);
  const subject = subjectOf(project.projectId);
  if (isRunning(latestJobOf(subject, CONTAINER_RESTART_KIND))) return conflict(`The container of ${project.projectName} is already restarting`);
  const job = startJob({ kind: CONTAINER_RESTART_KIND, subject, createdBy: user.userId, steps: stepsOf(CONTAINER_RESTART_STEP_MS) });
  job.result = { serviceName: serviceName.trim().toLowerCase() } satisfies ContainerRestartResult;
  return ok({ jobId: job.jobId, message: MESSAGES.restartStarted });
}

/* ---------- Lighthouse ---------- */

const LIGHTHOUSE_STATUSES: readonly ProjectStatus[] = ['DEPLOYMENT_COMPLETED', 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'];

/** The succeeded Lighthouse build of the project that produced this file, if any. */
export function lighthouseBuildOf(projectId: number, fileName: string): Job | undefined {
  return buildsOf(projectId, BUILD_JOBS.lighthouse).find((j) => j.state === 'succeeded' && buildResultOf(j).artifact === fileName);
}

/** PUT api/set_lighthouse_file/{projectId}/{fileName}. */
export function setLighthouseFile(user: MockUser, projectId: number | null, fileName: string): Outcome<{ message: string; version: number }> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  if (!hasStatus(project, LIGHTHOUSE_STATUSES)) return wrongStatus('Recording a Lighthouse report', project, LIGHTHOUSE_STATUSES);
  const name = fileName.trim();
  if (!name || !lighthouseBuildOf(project.projectId, name)) {
    return badRequest(`'${name}' is not the report of a succeeded ${BUILD_JOBS.lighthouse} build of ${project.projectName}`);
  }
  let report = project.dfcLighthouseReports.find((r) => r.name === name);
  if (!report) {
    report = { version: nextVersion(project.dfcLighthouseReports), reportCreatedDate: iso(mockNow()), name };
    project.dfcLighthouseReports.push(report);
  }
  project.lighthouseFile = name;
  project.projectStatus = 'LIGHTHOUSE_SETUP_COMPLETED';
  return ok({ message: MESSAGES.lighthouseSaved, version: report.version });
}
