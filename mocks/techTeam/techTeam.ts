/**
 * The tech team's chain after approval (contract.techTeam; seed 001 sections 4, 7, 9, seed 000
 * sections 4, 7, 9). Long work is a job on the mock clock (mocks/core/jobs.ts) whose subject is
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
 * same; 409 otherwise. This and set_static_web_app_start_status mark the project's saved
 * environment deployed: GET /api/checkStatus of the job that created it answers 'Deployment
 * Successful' from then on (markEnvironmentDeployed, mocks/cloud/environments.ts).
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
import { DEVOPS_CHAIN_SERVER_STEPS, DEVOPS_CHAIN_STEP_MS, IAC_PIPELINE_IN_PROGRESS, repoName } from '../../src/domain/techTeam';
import type { ProjectStatus } from '../../src/domain/projects';
import { isRunning, techUsersProject } from '../buildServer/buildServer';
import { defineJobKind, latestJobOf, retryOrStartJob, startJob } from '../core/jobs';
import { badRequest, conflict, ok, type Outcome } from '../core/outcome';
import type { MockUser } from '../core/types';
import { isHttpUrl } from '../core/urls';
import {
  DEVOPS_CHAIN_KIND,
  IAC,
  INFRA_SYNC_KIND,
  INFRA_SYNC_STEP_MS,
  type JobStarted,
  MESSAGES,
  PROJECT_SETUP,
  hasStatus,
  projectOfJob,
  setPipelineCode,
  statusText,
  stepsOf,
  subjectOf,
} from './model';

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
  label: 'Devops chain',
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
  label: 'Sync Infra',
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
