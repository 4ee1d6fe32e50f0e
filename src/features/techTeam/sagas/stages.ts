import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import {
  createStaticWebApp,
  lighthouseReport,
  restartContainerGroup,
  runStaticWebApp,
  setDeploymentStatus,
  setDockerStartStatus,
  setLighthouseFile,
  setStaticWebAppStartStatus,
  sonarReportVersion,
  startSonarAnalysis,
} from '../../../api/techTeam';
import type { ProjectDetails } from '../../../domain/projects';
import { BUILD_JOBS, DEPLOYMENT_SUCCESSFUL, STAGE_BUTTON_LABELS, containerName, newestReport, type BuildInfo, type StageButtonId } from '../../../domain/techTeam';
import { downloadFileName, reportBytes, saveFile } from '../../../shared/download';
import { callApi } from '../../../shared/sagaEffects';
import { techTeamTexts } from '../../../texts/techTeam';
import { messageOf, StageError } from '../messages';
import { techProjectActions as actions, type TechProjectState } from '../slice';
import { refreshProject } from './activity';
import { createContainerGroup, runBuild } from './builds';
import { state } from './common';
import { idsOf, waitForJob } from './jobs';

const steps = techTeamTexts.steps;
const page = techTeamTexts.projectPage;

/* ---------- the stage buttons (seed 001 section 4) ---------- */

type Workflow = (project: ProjectDetails, current: TechProjectState) => Generator<unknown, string | undefined, unknown>;

/** Saves an HTML report under the server's name (`fallback` when it has none), as .html. */
function* download(answer: string, name: string | null | undefined, fallback: string) {
  yield call(saveFile, reportBytes(answer), downloadFileName(name, 'text/html', fallback), 'text/html');
}

/** Each stage: what it calls, in order; the returned text is the seeds' transient message, if any. */
const WORKFLOWS: Record<Exclude<StageButtonId, 'environmentSetup'>, Workflow> = {
  *startSonarAnalysis(project, current) {
    const before = idsOf(current.activity, 'sonarAnalysis');
    yield call(callApi, (signal: AbortSignal) => startSonarAnalysis(project.projectId, signal));
    yield call(waitForJob, project.projectId, 'sonarAnalysis', before, project.projectStatus);
    return undefined;
  },

  *getSonarReport(project) {
    const report = newestReport(project.sonarReports);
    if (!report) throw new StageError(page.noSonarReport);
    yield put(actions.stageProgress({ step: steps.downloading }));
    const answer = (yield call(callApi, (signal: AbortSignal) => sonarReportVersion(project.projectId, report.version, signal))) as string;
    yield call(download, answer, report.name, `sonar_${project.projectId}_v${report.version}`);
    return undefined;
  },

  *deployWebApp(project) {
    return (yield call(deployWebApp, project)) as string;
  },

  *reDeployWebApp(project) {
    return (yield call(deployWebApp, project)) as string;
  },

  *deployStaticWebApp(project, current) {
    const before = idsOf(current.activity, 'staticWebAppDeployment');
    yield put(actions.stageProgress({ step: steps.starting(STAGE_BUTTON_LABELS.deployStaticWebApp) }));
    yield call(callApi, (signal: AbortSignal) => createStaticWebApp(project.projectId, signal));
    yield call(callApi, (signal: AbortSignal) => runStaticWebApp(project.projectId, signal));
    yield call(waitForJob, project.projectId, 'staticWebAppDeployment', before, project.projectStatus);
    yield put(actions.stageProgress({ step: steps.recording }));
    yield call(callApi, (signal: AbortSignal) => setStaticWebAppStartStatus(project.projectId, signal));
    return DEPLOYMENT_SUCCESSFUL;
  },

  *createDockerImage(project) {
    return (yield call(dockerImage, project)) as string | undefined;
  },

  *updateDockerImage(project) {
    return (yield call(dockerImage, project)) as string | undefined;
  },

  *runLighthouseAnalysis(project) {
    if (!project.envUrl) throw new StageError(page.noEnvironment);
    const info = (yield call(runBuild, BUILD_JOBS.lighthouse, { projectId: project.projectId, url: project.envUrl })) as BuildInfo;
    if (!info.artifact) throw new StageError(steps.noArtifact);
    yield put(actions.stageProgress({ step: steps.recording }));
    yield call(callApi, (signal: AbortSignal) => setLighthouseFile(project.projectId, info.artifact as string, signal));
    return undefined;
  },

  *getLighthouseReport(project) {
    yield put(actions.stageProgress({ step: steps.downloading }));
    const answer = (yield call(callApi, (signal: AbortSignal) => lighthouseReport(project.projectId, signal))) as string;
    yield call(download, answer, project.lighthouseFile, `lighthouse_${project.projectId}`);
    return undefined;
  },

  *restartContainerInstance(project, current) {
    if (!project.devopsUrl) throw new StageError(page.noDevopsUrl);
    const before = idsOf(current.activity, 'containerRestart');
    yield put(actions.stageProgress({ step: steps.starting(STAGE_BUTTON_LABELS.restartContainerInstance) }));
    yield call(callApi, (signal: AbortSignal) => restartContainerGroup(containerName(project.devopsUrl, project.projectId), signal));
    yield call(waitForJob, project.projectId, 'containerRestart', before, project.projectStatus);
    yield put(actions.stageProgress({ step: steps.recording }));
    yield call(callApi, (signal: AbortSignal) => setDeploymentStatus(project.projectId, signal));
    return DEPLOYMENT_SUCCESSFUL;
  },
};

/** Deploy Web App and Re-Deploy Web App: the deploy job on the build server, then set_deployment_status. */
function* deployWebApp(project: ProjectDetails) {
  yield call(runBuild, BUILD_JOBS.deployWebApp, { projectId: project.projectId });
  yield put(actions.stageProgress({ step: steps.recording }));
  yield call(callApi, (signal: AbortSignal) => setDeploymentStatus(project.projectId, signal));
  return DEPLOYMENT_SUCCESSFUL;
}

/**
 * Create Docker Image and Update Docker Image (seed 000 section 7): the image-build job, polled
 * until a build number and then a result exist; then createResource for the container group named
 * after the devops URL and the project id; its address is saved; set_docker_start_status records it.
 */
function* dockerImage(project: ProjectDetails) {
  if (!project.devopsUrl) throw new StageError(page.noDevopsUrl);
  const name = containerName(project.devopsUrl, project.projectId);
  yield call(runBuild, BUILD_JOBS.dockerImage, { projectId: project.projectId, imageName: name });
  yield call(createContainerGroup, project, name);
  yield put(actions.stageProgress({ step: steps.recording }));
  yield call(callApi, (signal: AbortSignal) => setDockerStartStatus(project.projectId, signal));
  return undefined;
}

export function* runStage(action: PayloadAction<StageButtonId>) {
  const current: TechProjectState = yield call(state);
  const { project, projectId } = current;
  const id = action.payload;
  if (id === 'environmentSetup') return; // a link to /getCloudPlans
  if (!project || projectId === null) {
    yield put(actions.stageFinished({ error: page.notLoaded }));
    return;
  }
  try {
    yield put(actions.stageProgress({ step: steps.starting(STAGE_BUTTON_LABELS[id]) }));
    const transient = (yield call(WORKFLOWS[id], project, current)) as string | undefined;
    yield put(actions.stageFinished({ transient }));
  } catch (error) {
    yield put(actions.stageFinished({ error: messageOf(error) }));
  }
  // The server holds the status: it is re-read after each step.
  yield call(refreshProject, projectId);
  yield put(actions.activityRefresh());
}
