/**
 * The tech team's chain (contract.techTeam). The rules are in ./techTeam.ts and ./reports.ts (the
 * build server: mocks/buildServer/); long work runs as jobs on the mock
 * clock. Who may call what (each entry's access rule, src/domain/contract/techTeam.ts):
 * - every step of a project, wherever the call names it (the path, the upload's and the build
 *   trigger's query projectId, the build server's queue item or build, the container group's name):
 *   the project's assigned tech user, role 8 ('project techUser :projectId', ...; ./access.ts finds
 *   the container's project); the rules check it again;
 * - the report downloads and the activity: whoever reads the project ('project reader :projectId').
 */
import { contract } from '../../src/domain/contract';
import {
  createStaticWebApp,
  restartContainerGroup,
  runStaticWebApp,
  setDeploymentStatus,
  setDockerStartStatus,
  setLighthouseFile,
  setStaticWebAppStartStatus,
  startSonarAnalysis,
} from './stages';
import { lighthouseReportFile, sonarReportFile, uploadProjectFile } from './files';
import { projectActivity } from './activity';
import { saveDevopsUrl, startDevopsChain, syncInfra } from './techTeam';
import { handle } from '../core/contract';
import { answer, message, plain, positiveInt, queryOf, readJson } from '../core/http';
import './access';

const { techTeam } = contract;

const idOf = (params: { projectId: string }) => positiveInt(params.projectId);

export const techTeamRoutes = [
  /* ---------- devops chain and Sync Infra ---------- */
  handle(techTeam.createDevopsProject, ({ params, user }) => answer(startDevopsChain(user, idOf(params)))),
  /** The body is the URL as text/plain; answers plain 'saved'. */
  handle(techTeam.saveDevopsUrl, async ({ request, params, user }) =>
    answer(saveDevopsUrl(user, idOf(params), await request.text()), plain),
  ),
  handle(techTeam.infrastructurePipeline, ({ params, user }) => answer(syncInfra(user, idOf(params)))),

  /* ---------- stages ---------- */
  handle(techTeam.sonarSetup, ({ params, user }) => answer(startSonarAnalysis(user, idOf(params)))),
  handle(techTeam.staticWebApp, ({ params, user }) => answer(createStaticWebApp(user, idOf(params)))),
  handle(techTeam.runStaticWebApp, ({ params, user }) => answer(runStaticWebApp(user, idOf(params)))),
  handle(techTeam.setStaticWebAppStartStatus, ({ params, user }) => answer(setStaticWebAppStartStatus(user, idOf(params)))),
  /** Answers plain 'Deployment Successful'. */
  handle(techTeam.setDeploymentStatus, ({ params, user }) => answer(setDeploymentStatus(user, idOf(params)), plain)),
  handle(techTeam.setDockerStartStatus, ({ params, user }) => answer(setDockerStartStatus(user, idOf(params)))),
  handle(techTeam.restartContainerGroup, async ({ request, user }) => answer(restartContainerGroup(user, await readJson(request)))),
  handle(techTeam.setLighthouseFile, ({ params, user }) =>
    answer(setLighthouseFile(user, idOf(params), params.fileName)),
  ),

  /* ---------- reports and files ---------- */
  handle(techTeam.lighthouseReport, ({ params, user }) => answer(lighthouseReportFile(user, idOf(params), 'latest'), plain)),
  handle(techTeam.lighthouseReportVersion, ({ params, user }) =>
    answer(lighthouseReportFile(user, idOf(params), positiveInt(params.version)), plain),
  ),
  handle(techTeam.sonarReportVersion, ({ params, user }) =>
    answer(sonarReportFile(user, idOf(params), positiveInt(params.version)), plain),
  ),
  /** Multipart (file, name); the project is the query's projectId. Answers plain 'File uploaded successfully'. */
  handle(techTeam.uploadProjectFile, async ({ request, user }) => {
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
  handle(techTeam.activity, ({ params, user }) => answer(projectActivity(user, idOf(params)))),
];
