import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { environmentStatus, projectStatusText, requestEnvironment, saveEnvironmentUrl, type EnvironmentStatus } from '../../api/cloud';
import {
  buildInfo,
  buildQueueItem,
  createStaticWebApp,
  lighthouseReport,
  restartContainerGroup,
  runStaticWebApp,
  saveDevopsUrl,
  setDeploymentStatus,
  setDockerStartStatus,
  setLighthouseFile,
  setStaticWebAppStartStatus,
  sonarReportVersion,
  startDevopsChain,
  startSonarAnalysis,
  syncInfra,
  triggerBuild,
} from '../../api/techTeam';
import { config } from '../../config';
import { resourceLanguage } from '../../domain/cloud';
import type { ProjectDetails } from '../../domain/projects';
import {
  BUILD_JOBS,
  DEPLOYMENT_SUCCESSFUL,
  ENVIRONMENT_SUCCEEDED,
  STAGE_BUTTON_LABELS,
  containerName,
  containerRegion,
  isActivityRunning,
  isEnvironmentPollContinuing,
  latestActivity,
  newestReport,
  type ActivityEntry,
  type ActivityKind,
  type BuildInfo,
  type BuildJobName,
  type StageButtonId,
} from '../../domain/techTeam';
import { reportBytes, saveFile } from '../../shared/download';
import { callApi, waitUntilVisible } from '../../shared/sagaEffects';
import { techTeamTexts } from '../../texts/techTeam';
import { activityWatch, refreshProject } from './activitySaga';
import { messageOf, StageError } from './messages';
import { selectTechProject, techProjectActions as actions, type TechProjectState } from './slice';

const steps = techTeamTexts.steps;
const page = techTeamTexts.projectPage;

function* state() {
  return (yield select(selectTechProject)) as TechProjectState;
}

/* ---------- how steps learn that a server job ended (the activity: activitySaga.ts) ---------- */

/**
 * Waits until the server job of `kind` started by the step just taken has ended: the newest entry
 * of that kind that was not there before. Bounded by buildPollMaxRuns reads, then 'still running'
 * with Keep waiting. Without the activity extension, waits for the project status to change.
 */
function* waitForJob(projectId: number, kind: ActivityKind, before: ReadonlySet<number>, statusBefore: string | null) {
  yield put(actions.activityRefresh());
  let reads = 0;
  while (true) {
    const current: TechProjectState = yield call(state);
    if (current.activityUnavailable) {
      yield call(waitForStatusChange, projectId, statusBefore);
      return null;
    }
    const entry = current.activity.find((e) => e.kind === kind && !before.has(e.id));
    if (entry && !isActivityRunning(entry)) {
      if (entry.state === 'failed') throw new StageError(steps.jobFailed(entry.title, entry.outcome));
      return entry;
    }
    const running = entry?.steps.find((s) => s.state === 'running');
    yield put(actions.stageProgress({ step: entry ? (running ? steps.serverStep(entry.title, running.name) : steps.waitingForJob(entry.title)) : steps.waitingForJob(kind) }));
    if (reads >= config.timings.buildPollMaxRuns) {
      yield call(stillRunning, entry?.title ?? kind);
      reads = 0;
      yield put(actions.activityRefresh());
    }
    reads += 1;
    yield take([actions.activityLoaded.type, actions.activityFailed.type]);
  }
}

/** Without the activity extension: polls the status text until it differs from before (bounded, then Keep waiting). */
function* waitForStatusChange(projectId: number, statusBefore: string | null) {
  let reads = 0;
  while (true) {
    yield put(actions.stageProgress({ step: steps.statusWait }));
    yield call(waitUntilVisible);
    const status = (yield call(callApi, (signal: AbortSignal) => projectStatusText(projectId, signal))) as string;
    if (status && status !== (statusBefore ?? '')) return;
    reads += 1;
    if (reads >= config.timings.buildPollMaxRuns) {
      yield call(stillRunning, steps.statusWait);
      reads = 0;
    }
    yield delay(config.timings.activityPollMs);
  }
}

/** Says the work is still running and waits for Keep waiting. */
function* stillRunning(what: string) {
  yield put(actions.stageProgress({ step: page.stillRunning(what), phase: 'stillRunning' }));
  yield take(actions.keepWaiting.type);
  yield put(actions.stageProgress({ step: what }));
}

function idsOf(entries: readonly ActivityEntry[], kind: ActivityKind): Set<number> {
  return new Set(entries.filter((e) => e.kind === kind).map((e) => e.id));
}

/* ---------- the build server ---------- */

/**
 * Queues a build and follows it (seed 000 section 7): the queue item until a build number exists,
 * then the build until a result exists. Each wait is bounded (buildPollMaxRuns reads, then Keep
 * waiting). A result other than SUCCESS fails the step.
 */
export function* runBuild(jobName: BuildJobName, query: { projectId: number; imageName?: string; url?: string }) {
  const queueId = (yield call(callApi, (signal: AbortSignal) => triggerBuild(jobName, query, signal))) as number;
  yield put(actions.activityRefresh());
  let buildNo: number | null = null;
  let reads = 0;
  while (buildNo === null) {
    yield put(actions.stageProgress({ step: steps.buildQueued(jobName) }));
    yield call(waitUntilVisible);
    const item = (yield call(callApi, (signal: AbortSignal) => buildQueueItem(queueId, signal))) as { executable: { number: number } | null; cancelled?: boolean };
    if (item.cancelled) throw new StageError(steps.buildCancelled);
    if (item.executable && Number.isInteger(item.executable.number)) {
      buildNo = item.executable.number;
      break;
    }
    reads += 1;
    if (reads >= config.timings.buildPollMaxRuns) {
      yield call(stillRunning, steps.buildQueued(jobName));
      reads = 0;
    }
    yield delay(config.timings.buildPollMs);
  }
  reads = 0;
  while (true) {
    yield put(actions.stageProgress({ step: steps.buildRunning(jobName, buildNo) }));
    yield call(waitUntilVisible);
    const info = (yield call(callApi, (signal: AbortSignal) => buildInfo(jobName, buildNo as number, signal))) as BuildInfo;
    if (info.result) {
      yield put(actions.activityRefresh());
      if (info.result !== 'SUCCESS') throw new StageError(steps.buildFailed(jobName, buildNo, info.result));
      return info;
    }
    reads += 1;
    if (reads >= config.timings.buildPollMaxRuns) {
      yield call(stillRunning, steps.buildRunning(jobName, buildNo));
      reads = 0;
    }
    yield delay(config.timings.buildPollMs);
  }
}

/** Requests the container group and polls it every environmentPollMs (seed 000 section 4), then saves its address. */
function* createContainerGroup(project: ProjectDetails, name: string) {
  yield put(actions.stageProgress({ step: steps.requestingContainer(name) }));
  const statusUrl = (yield call(callApi, (signal: AbortSignal) =>
    requestEnvironment(
      { kind: 'default', service: 'Container Instances', name, location: containerRegion(project.envUrl), language: resourceLanguage(project) || 'node' },
      signal,
    ),
  )) as string;
  yield put(actions.activityRefresh());
  let reads = 0;
  while (true) {
    yield call(waitUntilVisible);
    const answer = (yield call(callApi, (signal: AbortSignal) => environmentStatus(statusUrl, signal))) as EnvironmentStatus;
    yield put(actions.stageProgress({ step: steps.container(answer.status) }));
    if (!isEnvironmentPollContinuing(answer.status)) {
      if (answer.status !== ENVIRONMENT_SUCCEEDED) throw new StageError(steps.containerFailed);
      yield put(actions.stageProgress({ step: steps.savingAddress }));
      yield call(callApi, (signal: AbortSignal) => saveEnvironmentUrl(project.projectId, { envURL: answer.service, ip: answer.ipAddress }, signal));
      return answer;
    }
    reads += 1;
    if (reads >= config.timings.buildPollMaxRuns) {
      yield call(stillRunning, steps.container(answer.status));
      reads = 0;
    }
    yield delay(config.timings.environmentPollMs);
  }
}

/* ---------- the stage buttons (seed 001 section 4) ---------- */

type Workflow = (project: ProjectDetails, current: TechProjectState) => Generator<unknown, string | undefined, unknown>;

function* download(answer: string, fileName: string) {
  yield call(saveFile, reportBytes(answer), fileName, 'text/html');
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
    yield call(download, answer, /\.[a-z0-9]+$/i.test(report.name) ? report.name : `sonar_${project.projectId}_v${report.version}.html`);
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
    const name = project.lighthouseFile && /\.[a-z0-9]+$/i.test(project.lighthouseFile) ? project.lighthouseFile : `lighthouse_${project.projectId}.html`;
    yield call(download, answer, name);
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

function* runStage(action: PayloadAction<StageButtonId>) {
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

/* ---------- Sync Infra and the devops chain ---------- */

function* runSync() {
  const { projectId }: TechProjectState = yield call(state);
  if (projectId === null) return;
  try {
    yield call(callApi, (signal: AbortSignal) => syncInfra(projectId, signal));
    yield put(actions.syncFinished(null));
  } catch (error) {
    yield put(actions.syncFinished(messageOf(error)));
  }
  yield call(refreshProject, projectId);
  yield put(actions.activityRefresh());
}

/** Setup Devops Project: starts the chain on the server, or resumes a failed one from its failed step. */
function* runSetupDevops() {
  const { projectId }: TechProjectState = yield call(state);
  if (projectId === null) return;
  try {
    yield call(callApi, (signal: AbortSignal) => startDevopsChain(projectId, signal));
    yield put(actions.chainStartFinished(null));
  } catch (error) {
    yield put(actions.chainStartFinished(messageOf(error)));
  }
  yield call(refreshProject, projectId);
  yield put(actions.activityRefresh());
}

/**
 * The chain's last step, the page's own (seed 001 section 4: "then save the devops URL"): once the
 * server's chain has succeeded and the project has no devops URL yet, PUT save_devops_url with the
 * URL the chain made. Runs when the chain ends while the page is open, or when the page is opened
 * after it ended elsewhere; a failure waits for the Retry button (manual: true).
 */
export function* saveChainUrl(action: { type: string; payload?: unknown }) {
  const current: TechProjectState = yield call(state);
  const { project, projectId, chain } = current;
  const manual = action.type === actions.chainSaveRequested.type;
  if (!project || projectId === null || chain.saving || ((chain.saveError || chain.completedHere) && !manual)) return;
  const entry = latestActivity(current.activity, 'devopsChain');
  const devopsUrl = entry?.state === 'succeeded' ? entry.result?.devopsUrl : undefined;
  if (!devopsUrl || project.devopsUrl) return;
  yield put(actions.chainSaveStarted());
  try {
    yield call(callApi, (signal: AbortSignal) => saveDevopsUrl(projectId, devopsUrl, signal));
    yield put(actions.chainSaveFinished(null));
  } catch (error) {
    yield put(actions.chainSaveFinished(messageOf(error)));
  }
  yield call(refreshProject, projectId);
}

/**
 * The tech project page's saga (a page saga: usePageSaga starts it with the page and cancels it,
 * with every poll and call in flight, when the page unmounts or the user signs out).
 */
export function* techProjectSaga(projectId: number) {
  yield put(actions.pageOpened(projectId));
  yield fork(activityWatch, projectId);
  yield takeLeading(actions.stageRequested.type, runStage);
  yield takeLeading(actions.syncRequested.type, runSync);
  yield takeLeading(actions.setupDevopsRequested.type, runSetupDevops);
  yield takeLeading([actions.activityLoaded.type, actions.projectSeen.type, actions.chainSaveRequested.type], saveChainUrl);
}
