/**
 * The tech team's chain after approval (contract.techTeam; seed 001 sections 4, 7, 9, seed 000
 * sections 4, 7, 9). Long work is a job on the mock clock (mocks/db/jobs.ts) whose subject is
 * {type: 'project', id: projectId}; every other change is made by a changing entry (handle()
 * commits it). The build server's jobs are in buildServer.ts, the report files in reports.ts.
 *
 * Who: every step is the project's assigned tech user's (role 8; any tech user while the project
 * has none): 404 for an unknown project, 403 for another tech user. The report downloads and the
 * activity are readable by whoever may read the project. A refused step answers 409 with why.
 *
 * Job kinds (the fault switch's names): 'devopsChain', 'infraSync', 'sonarAnalysis',
 * 'staticWebAppDeployment', 'containerRestart' (and 'build:{jobName}', buildServer.ts).
 *
 * **Devops chain** ('devopsChain'): GET /api/create-azure-devops-project/{projectId}
 * - allowed at APPROVAL_COMPLETED or DEVOPS_SETUP_IN_PROGRESS (a failed chain), 409 otherwise;
 *   409 'already running' while a chain of the project is queued or running;
 * - the latest chain failed: it is retried from its failed step (steps done stay done, with their
 *   times; attempt + 1); otherwise a new chain runs the six server steps of
 *   DEVOPS_CHAIN_SERVER_STEPS (step name = the step id), DEVOPS_CHAIN_STEP_MS each (28 s in all);
 * - on start or retry: projectStatus DEVOPS_SETUP_IN_PROGRESS, devopsStatus's
 *   DFC-PROJECT-SETUP-PIPELINE-* code becomes DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS;
 * - job.result {devopsUrl: 'https://devops.example.com/dfc-portal/{name, whitespace runs as _}',
 *   repoName: repoName(name)}; a failed chain sets DFC-PROJECT-SETUP-PIPELINE-FAILURE (the status
 *   stays DEVOPS_SETUP_IN_PROGRESS); a succeeded one changes nothing: the page saves the URL;
 * - answers {jobId, message: 'Devops creation in progress'}.
 * PUT /api/save_devops_url/{projectId}, text/plain body (the URL, trimmed): 400 when empty or not
 * http(s); 409 before approval (no status, PROJECT_DETAILS_FILLED) and while a chain runs. Sets
 * devopsUrl; APPROVAL_COMPLETED or DEVOPS_SETUP_IN_PROGRESS -> DEVOPS_SETUP_COMPLETED; the
 * PROJECT-SETUP code -> DFC-PROJECT-SETUP-PIPELINE-SUCCESS, and DFC-IAC-PIPELINE-PENDING is added
 * when there is no DFC-IAC-PIPELINE-* code. Answers plain 'saved'.
 *
 * **Sync Infra** ('infraSync'): GET /infrastructurepipeline/{projectId}: 409 without a devops URL
 * and while devopsStatus has DFC-IAC-PIPELINE-IN-PROGRESS (or a sync runs). Steps 'Plan' 4 s,
 * 'Apply' 8 s; the IAC code becomes -IN-PROGRESS, then -SUCCESS or -FAILURE. Answers {jobId, message}.
 *
 * **Sonar** ('sonarAnalysis'): GET /api/sonar_setup/{projectId}: at ENVIRONMENT_SETUP_COMPLETED or
 * SONAR_ISSUES (409 otherwise, or while one runs). Steps 'Queued' 3 s, 'Analysing' 10 s,
 * 'Quality gate' 3 s. On success a sonarReports entry {version: max + 1, reportCreatedDate: the
 * mock clock, name: 'sonar_{slug}_v{n}.html'} and the status SONAR_ANALYSIS_COMPLETED, or
 * SONAR_ISSUES when the version's summary has critical issues. The mock's analyses pass the
 * quality gate (no critical issue): a project goes from ENVIRONMENT_SETUP_COMPLETED straight to
 * SONAR_ANALYSIS_COMPLETED, and a SONAR_ISSUES project's next analysis passes (issues fixed). The
 * seeded reports tell the other story: a seeded version 1 failed the gate (the seeded SONAR_ISSUES
 * project, id 10, shows it), a seeded version 2 passed. A job fault shows a failed analysis (no
 * report, the status unchanged).
 *
 * **Static web app** ('staticWebAppDeployment'): GET /api/static_web_app/{projectId} at
 * SONAR_ANALYSIS_COMPLETED with a static-site environment (environmentKind(envUrl) 'staticSite'),
 * 409 otherwise: records the app's pipeline (table `techTeam`, db.staticWebApps; seeded for the
 * projects whose environment is a static site) and answers {message}. GET
 * /api/run_static_web_app/{projectId}: 409 unless the pipeline exists and the status is
 * SONAR_ANALYSIS_COMPLETED, or while a deployment runs; steps 'Build' 6 s, 'Upload' 5 s; answers
 * {jobId, message}. GET /api/set_static_web_app_start_status/{projectId}: 409 unless the latest
 * static deployment succeeded (and the status is SONAR_ANALYSIS_COMPLETED; already
 * STATIC_WEB_APP_DEPLOYMENT_COMPLETED answers the same again); sets
 * STATIC_WEB_APP_DEPLOYMENT_COMPLETED.
 *
 * **Deployment status** (GET api/set_deployment_status/{projectId}; plain 'Deployment
 * Successful'): each succeeded build or restart moves the status once ("statusApplied" on the job):
 * - at SONAR_ANALYSIS_COMPLETED, DEPLOYMENT_COMPLETED or LIGHTHOUSE_SETUP_COMPLETED: the latest
 *   dfc-deploy-web-app build of the project succeeded and has not moved the status yet;
 * - at DOCKER_IMAGE_CREATION_COMPLETED: the latest container restart succeeded and has not moved
 *   the status yet;
 * sets DEPLOYMENT_COMPLETED (a re-deploy after Lighthouse too: the new deployment has no report
 * yet). Calling it again at DEPLOYMENT_COMPLETED after the build or restart it used answers the
 * same; 409 otherwise.
 *
 * **Docker image**: GET /api/set_docker_start_status/{projectId}: at SONAR_ANALYSIS_COMPLETED,
 * DEPLOYMENT_COMPLETED or LIGHTHOUSE_SETUP_COMPLETED when the latest dfc-docker-image build of the
 * project succeeded and has not moved the status yet; sets DOCKER_IMAGE_CREATION_COMPLETED (again:
 * the same answer). Between the build and this call the page requests the container (POST
 * /api/createResource, 'Container Instances', named containerName(devopsUrl, projectId), which
 * projectOfResourceName resolves) and saves it (PUT save_env_url, which keeps this status).
 * POST /api/restartContainerGroup {serviceName} ('containerRestart'): role 8; the project is the one
 * whose containerName(devopsUrl, projectId) is serviceName (lower case): 404 none, 403 another tech
 * user's, 409 unless DOCKER_IMAGE_CREATION_COMPLETED or while a restart runs. Steps 'Stop' 3 s,
 * 'Start' 5 s; the status does not change (set_deployment_status does, after it).
 *
 * **Lighthouse**: PUT api/set_lighthouse_file/{projectId}/{fileName}: at DEPLOYMENT_COMPLETED,
 * STATIC_WEB_APP_DEPLOYMENT_COMPLETED or LIGHTHOUSE_SETUP_COMPLETED (409 otherwise), when fileName
 * is the artifact of a succeeded dfc-lighthouse build of the project (400 otherwise): sets
 * lighthouseFile, adds dfcLighthouseReports {version: max + 1, reportCreatedDate, name: fileName}
 * (once per file: recording it again adds nothing), status LIGHTHOUSE_SETUP_COMPLETED.
 * Downloads (plain text, base64 of an HTML page, reports.ts; generated from the project and the
 * version, seeded versions included): GET api/display_lighthouse/{projectId} (the newest; 404 when
 * none), GET /api/display_lighthouse/{projectId}/{version} and GET
 * /api/sonar_report/{projectId}/{version} (404 for an unknown version).
 *
 * **Project file upload**: POST /api/v2/uploadappdata?projectId= multipart (file, name): the
 * assigned tech user's; 400 without a file, when the name does not end in .csv (any case), when the
 * size is under 1024 or over 134217728 bytes, or when the content is not CSV (the first line holds a
 * comma or a semicolon, there are at least 2 non-empty lines, no NUL byte). Answers plain 'File
 * uploaded successfully'; the upload is recorded (name, size, rows = non-empty lines after the
 * header, by, when) in db.projectUploads, never the content.
 *
 * **Activity** (extension): GET /api/project_activity/{projectId}: the project's jobs (subject
 * project, and the environment jobs requested for it), newest first, as ActivityEntry.
 */
import type { ActivityEntry, ActivityKind } from '../../src/domain/techTeam';
import {
  BUILD_JOBS,
  DEVOPS_CHAIN_SERVER_STEPS,
  DEVOPS_CHAIN_STEPS,
  DEVOPS_CHAIN_STEP_MS,
  IAC_PIPELINE_IN_PROGRESS,
  containerName,
  environmentKind,
  repoName,
} from '../../src/domain/techTeam';
import type { ProjectReport, ProjectStatus } from '../../src/domain/projects';
import {
  buildResultOf,
  buildServerTable,
  buildsOf,
  fileSlug,
  isBuildJob,
  isRunning,
  latestBuildOf,
  techUsersProject,
} from './buildServer';
import { mockNow } from './clock';
import { ENVIRONMENT_JOB_KIND, type EnvironmentJobResult } from './environments';
import { defineJobKind, latestJobOf, retryOrStartJob, startJob, type Job } from './jobs';
import { badRequest, conflict, notFound, ok, type Outcome } from './outcome';
import { findProject, readableProject } from './projects';
import { lighthouseReportHtml, sonarReportHtml, toBase64 } from './reports';
import { db, nextId } from './state';
import { replaceStatusCode, type PipelineState } from './statusCodes';
import { defineTable } from './tables';
import type { MockUser, StoredProject } from './types';
import { isHttpUrl } from './urls';

/* ---------- the table: static web app pipelines and project uploads ---------- */

export interface StaticWebAppRecord {
  projectId: number;
  /** userId of who created the pipeline. */
  createdBy: number;
  /** ISO (mock clock). */
  createdAt: string;
}

export interface ProjectUploadRecord {
  uploadId: number;
  projectId: number;
  name: string;
  size: number;
  /** Non-empty lines after the header line. */
  rows: number;
  /** userId of who uploaded it. */
  by: number;
  /** ISO (mock clock). */
  at: string;
}

declare module './types' {
  interface DbState {
    /** The static web apps whose pipeline GET /api/static_web_app created. */
    staticWebApps: StaticWebAppRecord[];
    /** What POST /api/v2/uploadappdata received (never the content). */
    projectUploads: ProjectUploadRecord[];
  }
  interface Sequences {
    uploadId: number;
  }
}

export const techTeamTable = defineTable({
  name: 'techTeam',
  version: 1,
  keys: ['staticWebApps', 'projectUploads'],
  sequences: ['uploadId'],
  dependsOn: [buildServerTable],
  seed: ({ db: state, now }) => ({
    staticWebApps: state.projects
      .filter((p) => environmentKind(p.envUrl) === 'staticSite')
      .map((p) => ({ projectId: p.projectId, createdBy: p.techUser?.userId ?? 0, createdAt: new Date(now).toISOString() })),
    projectUploads: [],
    sequences: { uploadId: 1 },
  }),
});

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

const PROJECT_SETUP = 'DFC-PROJECT-SETUP-PIPELINE-';
const IAC = 'DFC-IAC-PIPELINE-';

const subjectOf = (projectId: number) => ({ type: 'project', id: projectId });
const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : iso(ms));

const stepsOf = (durations: Record<string, number>) => Object.entries(durations).map(([name, durationMs]) => ({ name, durationMs }));

/**
 * Puts a pipeline code in the project's devopsStatus: the first code of the prefix is replaced in
 * place (other codes of the prefix are dropped), or the code is added at the end.
 */
export function setPipelineCode(project: StoredProject, prefix: string, state: PipelineState): void {
  project.devopsStatus = replaceStatusCode(project.devopsStatus ?? [], prefix, `${prefix}${state}`);
}

const hasStatus = (project: StoredProject, statuses: readonly ProjectStatus[]) =>
  project.projectStatus !== null && statuses.includes(project.projectStatus);

const statusText = (project: StoredProject) => project.projectStatus ?? 'no status';

function wrongStatus(step: string, project: StoredProject, allowed: readonly ProjectStatus[]) {
  return conflict(`${step} is not possible for ${project.projectName} at ${statusText(project)}: it needs ${allowed.join(' or ')}`);
}

const nextVersion = (reports: readonly ProjectReport[]) => Math.max(0, ...reports.map((r) => r.version)) + 1;

/** The project of a job's subject, if it still exists. */
const projectOfJob = (job: Job) => (job.subject.type === 'project' ? findProject(job.subject.id) : undefined);

/* ---------- devops chain ---------- */

export interface DevopsChainResult {
  devopsUrl: string;
  repoName: string;
}

/** The devops project URL of a project (as the seed names it). */
export function devopsUrlOf(projectName: string): string {
  return `https://devops.example.com/dfc-portal/${projectName.trim().replace(/\s+/g, '_')}`;
}

defineJobKind(DEVOPS_CHAIN_KIND, {
  onFailed(job) {
    const project = projectOfJob(job);
    if (project) setPipelineCode(project, PROJECT_SETUP, 'FAILURE');
  },
});

const CHAIN_STATUSES: readonly ProjectStatus[] = ['APPROVAL_COMPLETED', 'DEVOPS_SETUP_IN_PROGRESS'];

/** GET /api/create-azure-devops-project/{projectId}: starts the chain, or resumes a failed one. */
export function startDevopsChain(user: MockUser, projectId: number | null): Outcome<JobStarted> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const subject = subjectOf(project.projectId);
  const latest = latestJobOf(subject, DEVOPS_CHAIN_KIND);
  if (isRunning(latest)) return conflict(`The devops chain of ${project.projectName} is already running`);
  if (!hasStatus(project, CHAIN_STATUSES)) {
    return conflict(
      `The devops chain of ${project.projectName} cannot start at ${statusText(project)}: it starts once the project is approved (APPROVAL_COMPLETED) or again after a failed chain (DEVOPS_SETUP_IN_PROGRESS)`,
    );
  }
  const started = retryOrStartJob(latest, () => {
    const job = startJob({
      kind: DEVOPS_CHAIN_KIND,
      subject,
      createdBy: user.userId,
      steps: DEVOPS_CHAIN_SERVER_STEPS.map((s) => ({ name: s.id, durationMs: DEVOPS_CHAIN_STEP_MS[s.id as keyof typeof DEVOPS_CHAIN_STEP_MS] })),
    });
    job.result = { devopsUrl: devopsUrlOf(project.projectName), repoName: repoName(project.projectName) } satisfies DevopsChainResult;
    return job;
  });
  if (!started.ok) return started;
  project.projectStatus = 'DEVOPS_SETUP_IN_PROGRESS';
  setPipelineCode(project, PROJECT_SETUP, 'IN-PROGRESS');
  return ok({ jobId: started.value.jobId, message: MESSAGES.devopsStarted });
}


/** PUT /api/save_devops_url/{projectId} with the URL as text. */
export function saveDevopsUrl(user: MockUser, projectId: number | null, body: string): Outcome<string> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const url = body.trim();
  if (!url) return badRequest('The devops URL is required (a text/plain body)');
  if (!isHttpUrl(url)) return badRequest(`The devops URL must be an http(s) address, not '${url}'`);
  if (!project.projectStatus || project.projectStatus === 'PROJECT_DETAILS_FILLED') {
    return conflict(`${project.projectName} is not approved yet: a devops URL is saved after approval`);
  }
  if (isRunning(latestJobOf(subjectOf(project.projectId), DEVOPS_CHAIN_KIND))) {
    return conflict(`The devops chain of ${project.projectName} is still running: save its URL once it has succeeded`);
  }
  project.devopsUrl = url;
  if (hasStatus(project, CHAIN_STATUSES)) project.projectStatus = 'DEVOPS_SETUP_COMPLETED';
  setPipelineCode(project, PROJECT_SETUP, 'SUCCESS');
  if (!project.devopsStatus.some((c) => c.startsWith(IAC))) project.devopsStatus.push(`${IAC}PENDING`);
  return ok(MESSAGES.devopsUrlSaved);
}

/* ---------- Sync Infra ---------- */

defineJobKind(INFRA_SYNC_KIND, {
  onSucceeded(job) {
    const project = projectOfJob(job);
    if (project) setPipelineCode(project, IAC, 'SUCCESS');
  },
  onFailed(job) {
    const project = projectOfJob(job);
    if (project) setPipelineCode(project, IAC, 'FAILURE');
  },
});

/** GET /infrastructurepipeline/{projectId}. */
export function syncInfra(user: MockUser, projectId: number | null): Outcome<JobStarted> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  if (!project.devopsUrl) return conflict(`${project.projectName} has no devops project yet: set it up before Sync Infra`);
  const subject = subjectOf(project.projectId);
  if ((project.devopsStatus ?? []).includes(IAC_PIPELINE_IN_PROGRESS) || isRunning(latestJobOf(subject, INFRA_SYNC_KIND))) {
    return conflict(`Sync Infra is already in progress for ${project.projectName}`);
  }
  const job = startJob({ kind: INFRA_SYNC_KIND, subject, createdBy: user.userId, steps: stepsOf(INFRA_SYNC_STEP_MS) });
  setPipelineCode(project, IAC, 'IN-PROGRESS');
  return ok({ jobId: job.jobId, message: MESSAGES.infraStarted });
}

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

defineJobKind(STATIC_DEPLOY_KIND, {});

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
  return ok({ message: MESSAGES.staticDeployed });
}

/* ---------- deployments: web app, Docker image, container restart ---------- */

export interface ContainerRestartResult {
  serviceName: string;
  /** Set once set_deployment_status has used this restart. */
  statusApplied?: boolean;
}

defineJobKind(CONTAINER_RESTART_KIND, {});

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
function lighthouseBuildOf(projectId: number, fileName: string): Job | undefined {
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

/* ---------- report downloads ---------- */

/**
 * A Lighthouse report, base64 of its HTML: the newest (version 'latest') or one version. The audited
 * URL is the one its build was asked to audit, else the project's environment address.
 */
export function lighthouseReportFile(user: MockUser, projectId: number | null, version: number | null | 'latest'): Outcome<string> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const reports = project.dfcLighthouseReports;
  const report =
    version === 'latest'
      ? reports.reduce<ProjectReport | undefined>((newest, r) => (!newest || r.version > newest.version ? r : newest), undefined)
      : reports.find((r) => r.version === version);
  if (!report) {
    return notFound(version === 'latest' ? `${project.projectName} has no Lighthouse report yet` : `${project.projectName} has no Lighthouse report version ${version ?? ''}`.trim());
  }
  const build = lighthouseBuildOf(project.projectId, report.name);
  const url = (build && buildResultOf(build).url) || project.envUrl || '';
  return ok(
    toBase64(
      lighthouseReportHtml({
        projectId: project.projectId,
        projectName: project.projectName,
        version: report.version,
        url,
        createdAt: report.reportCreatedDate,
        fileName: report.name,
      }),
    ),
  );
}

/** A Sonar report version, base64 of its HTML summary. */
export function sonarReportFile(user: MockUser, projectId: number | null, version: number | null): Outcome<string> {
  const found = readableProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const report = project.sonarReports.find((r) => r.version === version);
  if (!report) return notFound(`${project.projectName} has no Sonar report version ${version ?? ''}`.trim());
  return ok(
    toBase64(
      sonarReportHtml({
        projectId: project.projectId,
        projectName: project.projectName,
        version: report.version,
        qualityGatePassed: sonarVersionPassed(project.projectId, report.version),
        createdAt: report.reportCreatedDate,
        fileName: report.name,
      }),
    ),
  );
}

/* ---------- project file upload ---------- */

export const UPLOAD_MIN_BYTES = 1024;
export const UPLOAD_MAX_BYTES = 134_217_728;

/** The part of a multipart body the upload reads (a File or Blob). */
interface UploadedBlob {
  size: number;
  name?: string;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isBlob = (value: unknown): value is UploadedBlob =>
  typeof value === 'object' && value !== null && typeof (value as UploadedBlob).size === 'number' && typeof (value as UploadedBlob).arrayBuffer === 'function';

const NEWLINE = 0x0a;
const isBlank = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0d;

/** Non-empty lines of the bytes (a line of blanks is empty). */
function nonEmptyLines(bytes: Uint8Array): number {
  let lines = 0;
  let content = false;
  for (const byte of bytes) {
    if (byte === NEWLINE) {
      if (content) lines += 1;
      content = false;
    } else if (!isBlank(byte)) content = true;
  }
  return content ? lines + 1 : lines;
}

/** Why the bytes are not CSV, or null. */
export function notCsv(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, 65_536);
  if (head.includes(0)) return 'The file is not CSV: it holds binary data';
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '');
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  if (!/[,;]/.test(firstLine)) return 'The file is not CSV: its first line has no comma or semicolon';
  if (nonEmptyLines(bytes) < 2) return 'The file is not CSV: it needs a header line and at least one row';
  return null;
}

/** POST /api/v2/uploadappdata?projectId=: a CSV file for the project (multipart file and name). */
export async function uploadProjectFile(user: MockUser, projectId: number | null, form: { file: unknown; name: unknown }): Promise<Outcome<string>> {
  const found = techUsersProject(user, projectId);
  if (!found.ok) return found;
  const project = found.value;
  const file = form.file;
  if (!isBlob(file)) return badRequest('No file: send the CSV file in the multipart field "file"');
  const name = (typeof form.name === 'string' && form.name.trim()) || (typeof file.name === 'string' ? file.name.trim() : '');
  if (!/\.csv$/i.test(name)) return badRequest(`Only CSV files are accepted: '${name || '(no name)'}' is not a .csv file`);
  if (file.size < UPLOAD_MIN_BYTES) return badRequest(`File size must be at least ${UPLOAD_MIN_BYTES} bytes`);
  if (file.size > UPLOAD_MAX_BYTES) return badRequest('File size must be less than 128 Mb');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const refusal = notCsv(bytes);
  if (refusal) return badRequest(refusal);
  db.projectUploads.push({
    uploadId: nextId('uploadId'),
    projectId: project.projectId,
    name,
    size: file.size,
    rows: Math.max(0, nonEmptyLines(bytes) - 1),
    by: user.userId,
    at: iso(mockNow()),
  });
  return ok(MESSAGES.uploaded);
}

/** What was uploaded for a project, oldest first. */
export function uploadsOf(projectId: number): ProjectUploadRecord[] {
  return db.projectUploads.filter((u) => u.projectId === projectId);
}

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

