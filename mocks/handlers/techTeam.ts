/**
 * The tech team's chain (contract.techTeam) and the build server (contract.buildServer). The rules
 * are in mocks/db (techTeam.ts, buildServer.ts, reports.ts); long work runs as jobs on the mock
 * clock. Who may call what:
 * - every step of a project (path :projectId): the project's assigned tech user, role 8
 *   (`allOf(roles(8), assignedTechUser('projectId'))`);
 * - the steps that name the project elsewhere (the upload's and the build trigger's query
 *   projectId, the build server's queue and build reads through the build's project, the container
 *   restart through the container name): role 8, and mocks/db checks that the caller is the
 *   project's assigned tech user (403 otherwise);
 * - the report downloads and the activity: whoever may read the project (`readsProject`).
 */
import { contract } from '../../src/domain/contract';
import {
  buildInfo,
  createStaticWebApp,
  lighthouseReportFile,
  projectActivity,
  queueItem,
  restartContainerGroup,
  runStaticWebApp,
  saveDevopsUrl,
  setDeploymentStatus,
  setDockerStartStatus,
  setLighthouseFile,
  setStaticWebAppStartStatus,
  sonarReportFile,
  startDevopsChain,
  startSonarAnalysis,
  syncInfra,
  triggerBuild,
  uploadProjectFile,
} from '../db';
import { allOf, assignedTechUser, roles } from './access';
import { handle } from './contract';
import { answer, message, plain, positiveInt, readJson } from './http';
import { readsProject } from './projects';

const { techTeam, buildServer } = contract;

/** A step of the project of the path: its assigned tech user (role 8). */
export const projectTechUser = allOf(roles(8), assignedTechUser('projectId'));

/** A tech user; mocks/db checks the project named in the query, body or build. */
export const techUser = roles(8);

function queryOf(request: Request): Partial<Record<string, string>> {
  const query: Partial<Record<string, string>> = {};
  for (const [name, value] of new URL(request.url).searchParams) query[name] ??= value;
  return query;
}

const idOf = (params: { projectId: string }) => positiveInt(params.projectId);

export const techTeamRoutes = [
  /* ---------- devops chain and Sync Infra ---------- */
  handle(techTeam.createDevopsProject, projectTechUser, ({ params, user }) => answer(startDevopsChain(user, idOf(params)))),
  /** The body is the URL as text/plain; answers plain 'saved'. */
  handle(techTeam.saveDevopsUrl, projectTechUser, async ({ request, params, user }) =>
    answer(saveDevopsUrl(user, idOf(params), await request.text()), plain),
  ),
  handle(techTeam.infrastructurePipeline, projectTechUser, ({ params, user }) => answer(syncInfra(user, idOf(params)))),

  /* ---------- stages ---------- */
  handle(techTeam.sonarSetup, projectTechUser, ({ params, user }) => answer(startSonarAnalysis(user, idOf(params)))),
  handle(techTeam.staticWebApp, projectTechUser, ({ params, user }) => answer(createStaticWebApp(user, idOf(params)))),
  handle(techTeam.runStaticWebApp, projectTechUser, ({ params, user }) => answer(runStaticWebApp(user, idOf(params)))),
  handle(techTeam.setStaticWebAppStartStatus, projectTechUser, ({ params, user }) => answer(setStaticWebAppStartStatus(user, idOf(params)))),
  /** Answers plain 'Deployment Successful'. */
  handle(techTeam.setDeploymentStatus, projectTechUser, ({ params, user }) => answer(setDeploymentStatus(user, idOf(params)), plain)),
  handle(techTeam.setDockerStartStatus, projectTechUser, ({ params, user }) => answer(setDockerStartStatus(user, idOf(params)))),
  handle(techTeam.restartContainerGroup, techUser, async ({ request, user }) => answer(restartContainerGroup(user, await readJson(request)))),
  handle(techTeam.setLighthouseFile, projectTechUser, ({ params, user }) =>
    answer(setLighthouseFile(user, idOf(params), params.fileName)),
  ),

  /* ---------- reports and files ---------- */
  handle(techTeam.lighthouseReport, readsProject, ({ params, user }) => answer(lighthouseReportFile(user, idOf(params), 'latest'), plain)),
  handle(techTeam.lighthouseReportVersion, readsProject, ({ params, user }) =>
    answer(lighthouseReportFile(user, idOf(params), positiveInt(params.version)), plain),
  ),
  handle(techTeam.sonarReportVersion, readsProject, ({ params, user }) =>
    answer(sonarReportFile(user, idOf(params), positiveInt(params.version)), plain),
  ),
  /** Multipart (file, name); the project is the query's projectId. Answers plain 'File uploaded successfully'. */
  handle(techTeam.uploadProjectFile, techUser, async ({ request, user }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return message('Expected a multipart body with the fields file and name', 400);
    }
    const outcome = await uploadProjectFile(user, positiveInt(queryOf(request).projectId), { file: form.get('file'), name: form.get('name') });
    return answer(outcome, plain);
  }),

  /* ---------- beyond the seeds ---------- */
  handle(techTeam.activity, readsProject, ({ params, user }) => answer(projectActivity(user, idOf(params)))),
];

export const buildServerRoutes = [
  handle(buildServer.triggerBuild, techUser, ({ request, params, user }) => answer(triggerBuild(user, params.jobName, queryOf(request)))),
  handle(buildServer.queueItem, techUser, ({ params, user }) => answer(queueItem(user, positiveInt(params.queueId)))),
  handle(buildServer.build, techUser, ({ params, user }) => answer(buildInfo(user, params.jobName, positiveInt(params.buildNo)))),
];
