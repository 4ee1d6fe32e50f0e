/**
 * The tech team's chain after approval (seed 001 sections 4 and 7, seed 000 section 7): the
 * devops chain, Sync Infra, Sonar analysis, deployments (web app, static web app, Docker image),
 * the container restart, Lighthouse runs, the report downloads, the project file upload and, beyond
 * the seeds, the activity timeline.
 *
 * Three services answer:
 * - the portal's backend ('api'): the documented calls, plus one named extension (activity);
 * - the build server ('buildServer', its configured base URL): the image-build, deploy and
 *   Lighthouse jobs, in the shape of a Jenkins remote-access API (trigger, queue item, build).
 *   The seeds' portal called it with embedded credentials; we send the user's bearer token and a
 *   deployment puts an authenticating proxy in front (docs/features.md, the tech team page);
 * - the devops chain runs on the server: GET create-azure-devops-project starts it (and resumes a
 *   failed one from its failed step); the page follows its steps through the activity extension
 *   and then saves the devops URL itself (PUT save_devops_url).
 */
import * as z from 'zod/mini';
import { loose, MultipartForm, Unread } from './check';
import { ActivityEntry, BuildInfo, BuildQueueItem, BuildTrigger, BuildTriggerQuery } from '../techTeam';
import { defineGroup, get, post, put } from './define';

/** Body of POST /api/restartContainerGroup. */
export const RestartContainerBody = loose({ serviceName: z.string() });
export type RestartContainerBody = z.infer<typeof RestartContainerBody>;

export const techTeamContract = defineGroup('techTeam', {
  /* ---------- devops chain and Sync Infra ---------- */
  /** Starts the devops chain (or resumes a failed one from its failed step). */
  createDevopsProject: get('/api/create-azure-devops-project/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  /** Plain-text body: the devops URL. */
  saveDevopsUrl: put('/api/save_devops_url/:projectId', 'any').returns(Unread).takes(z.string()).allow('techTeamChain', 'project techUser :projectId'),
  /** Sync Infra: runs the infrastructure-as-code pipeline (DFC-IAC-PIPELINE-*). */
  infrastructurePipeline: get('/infrastructurepipeline/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),

  /* ---------- stages ---------- */
  sonarSetup: get('/api/sonar_setup/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  staticWebApp: get('/api/static_web_app/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  runStaticWebApp: get('/api/run_static_web_app/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  setStaticWebAppStartStatus: get('/api/set_static_web_app_start_status/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  setDeploymentStatus: get('api/set_deployment_status/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  setDockerStartStatus: get('/api/set_docker_start_status/:projectId', 'any', { changes: true }).returns(Unread).allow('techTeamChain', 'project techUser :projectId'),
  restartContainerGroup: post('/api/restartContainerGroup', 'any').returns(Unread).takes(RestartContainerBody).allow('techTeamChain', 'container techUser body.serviceName'),
  setLighthouseFile: put('api/set_lighthouse_file/:projectId/:fileName', 'any').returns(Unread).allow('techTeamChain', 'project techUser :projectId'),

  /* ---------- reports and files ---------- */
  /** The newest Lighthouse report, base64 (HTML). */
  lighthouseReport: get('api/display_lighthouse/:projectId', 'text').returns(z.string()).allow('projectDetails', 'project reader :projectId'),
  /** One version's Lighthouse report, base64 (HTML). */
  lighthouseReportVersion: get('/api/display_lighthouse/:projectId/:version', 'text').returns(z.string()).allow('projectDetails', 'project reader :projectId'),
  /** One version's Sonar report, base64 (HTML summary). */
  sonarReportVersion: get('/api/sonar_report/:projectId/:version', 'text').returns(z.string()).allow('projectDetails', 'project reader :projectId'),
  /** Project file upload (CSV): multipart with file and name. */
  uploadProjectFile: post('/api/v2/uploadappdata', 'any').returns(Unread).takes(MultipartForm).withQuery(loose({ projectId: z.number() })).allow('techTeamChain', 'project techUser ?projectId'),

  /* ---------- beyond the seeds ---------- */
  /**
   * Extension (not in the seeds): the project's server jobs, newest first: chain steps, Sync
   * Infra, environment requests, Sonar, deployments, builds, restarts and Lighthouse runs, with
   * who, when and outcome. The tech page follows running work and draws its timeline from it.
   */
  activity: get('/api/project_activity/:projectId', 'array').returns(z.array(ActivityEntry)).allow('projectDetails', 'project reader :projectId'),
});

export const buildServerContract = defineGroup('buildServer', {
  /** Queues a build of a job; answers the queue item id. */
  triggerBuild: post('/job/:jobName/buildWithParameters', 'object', { service: 'buildServer' })
    .returns(BuildTrigger)
    .withQuery(BuildTriggerQuery).allow('techTeamChain', 'project techUser ?projectId'),
  /** A queue item: executable.number once the build has started. */
  queueItem: get('/queue/item/:queueId/api/json', 'object', { service: 'buildServer' }).returns(BuildQueueItem).allow('techTeamChain', 'serverBuild techUser :queueId'),
  /** A build: result null while it runs, then SUCCESS / FAILURE / ABORTED. */
  build: get('/job/:jobName/:buildNo/api/json', 'object', { service: 'buildServer' }).returns(BuildInfo).allow('techTeamChain', 'serverBuild techUser :buildNo'),
});
