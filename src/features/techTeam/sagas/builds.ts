import { call, put } from 'redux-saga/effects';
import { environmentStatus, requestEnvironment, saveEnvironmentUrl, type EnvironmentStatus } from '../../../api/cloud';
import { buildInfo, buildQueueItem, triggerBuild } from '../../../api/techTeam';
import { config } from '../../../config';
import { resourceLanguage } from '../../../domain/cloud';
import type { ProjectDetails } from '../../../domain/projects';
import { ENVIRONMENT_SUCCEEDED, containerRegion, isEnvironmentPollContinuing, type BuildInfo, type BuildJobName } from '../../../domain/techTeam';
import { callApi, poll } from '../../../shared/sagaEffects';
import { techTeamTexts } from '../../../texts/techTeam';
import { StageError } from '../messages';
import { techProjectActions as actions } from '../slice';
import { stageBound } from './common';

const steps = techTeamTexts.steps;

const buildPoll = { intervalMs: () => config.timings.buildPollMs, maxRuns: () => config.timings.buildPollMaxRuns };

interface QueueItem {
  executable: { number: number } | null;
  cancelled?: boolean;
}

/**
 * Queues a build and follows it (seed 000 section 7): the queue item until a build number exists,
 * then the build until a result exists, every buildPollMs with the app's one poll (at its bound
 * 'still running' with Keep waiting). A result other than SUCCESS fails the step.
 */
export function* runBuild(jobName: BuildJobName, query: { projectId: number; imageName?: string; url?: string }) {
  const queueId = (yield call(callApi, (signal: AbortSignal) => triggerBuild(jobName, query, signal))) as number;
  yield put(actions.activityRefresh());
  const queued = steps.buildQueued(jobName);
  const readQueue = function* (): Generator<unknown, QueueItem | undefined, unknown> {
    yield put(actions.stageProgress({ step: queued }));
    const item = (yield call(callApi, (signal: AbortSignal) => buildQueueItem(queueId, signal))) as QueueItem;
    return item.cancelled || (item.executable && Number.isInteger(item.executable.number)) ? item : undefined;
  };
  const item = (yield call(poll<QueueItem>, readQueue, buildPoll, stageBound(() => queued))) as QueueItem;
  if (item.cancelled || !item.executable) throw new StageError(steps.buildCancelled);
  const buildNo = item.executable.number;
  const running = steps.buildRunning(jobName, buildNo);
  const readBuild = function* (): Generator<unknown, BuildInfo | undefined, unknown> {
    yield put(actions.stageProgress({ step: running }));
    const info = (yield call(callApi, (signal: AbortSignal) => buildInfo(jobName, buildNo, signal))) as BuildInfo;
    return info.result ? info : undefined;
  };
  const info = (yield call(poll<BuildInfo>, readBuild, buildPoll, stageBound(() => running))) as BuildInfo;
  yield put(actions.activityRefresh());
  if (info.result !== 'SUCCESS') throw new StageError(steps.buildFailed(jobName, buildNo, info.result as string));
  return info;
}

/** Requests the container group and polls it every environmentPollMs (seed 000 section 4), then saves its address. */
export function* createContainerGroup(project: ProjectDetails, name: string) {
  yield put(actions.stageProgress({ step: steps.requestingContainer(name) }));
  const statusUrl = (yield call(callApi, (signal: AbortSignal) =>
    requestEnvironment(
      { kind: 'default', service: 'Container Instances', name, location: containerRegion(project.envUrl), language: resourceLanguage(project) || 'node' },
      signal,
    ),
  )) as string;
  yield put(actions.activityRefresh());
  let step = steps.requestingContainer(name);
  const read = function* (): Generator<unknown, EnvironmentStatus | undefined, unknown> {
    const answer = (yield call(callApi, (signal: AbortSignal) => environmentStatus(statusUrl, signal))) as EnvironmentStatus;
    step = steps.container(answer.status);
    yield put(actions.stageProgress({ step }));
    return isEnvironmentPollContinuing(answer.status) ? undefined : answer;
  };
  const answer = (yield call(
    poll<EnvironmentStatus>,
    read,
    { intervalMs: () => config.timings.environmentPollMs, maxRuns: () => config.timings.buildPollMaxRuns },
    stageBound(() => step),
  )) as EnvironmentStatus;
  if (answer.status !== ENVIRONMENT_SUCCEEDED) throw new StageError(steps.containerFailed);
  yield put(actions.stageProgress({ step: steps.savingAddress }));
  yield call(callApi, (signal: AbortSignal) => saveEnvironmentUrl(project.projectId, { envURL: answer.service, ip: answer.ipAddress }, signal));
  return answer;
}
