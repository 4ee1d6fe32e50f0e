import { buildServerContract, techTeamContract } from '../domain/contract/techTeam';
import type { ActivityEntry, BuildInfo, BuildJobName, BuildQueueItem, BuildTriggerQuery } from '../domain/techTeam';
import { callsOf, request } from './call';

/**
 * The tech team's chain (contract.techTeam) and the build server (contract.buildServer). These are
 * workflow steps the tech page's sagas run one after another (callApi), not cached reads: each
 * changes the server, and the page re-reads the project after each.
 */
const calls = callsOf(techTeamContract);
const build = callsOf(buildServerContract);

type Id = number;
type Signal = AbortSignal | undefined;

export const startDevopsChain = (projectId: Id, signal?: Signal) => calls.createDevopsProject({ params: { projectId } }, signal);
/** PUT /api/save_devops_url/{projectId} with the URL as a plain-text body. */
export const saveDevopsUrl = (projectId: Id, devopsUrl: string, signal?: Signal) =>
  calls.saveDevopsUrl({ params: { projectId }, body: devopsUrl }, signal);
export const syncInfra = (projectId: Id, signal?: Signal) => calls.infrastructurePipeline({ params: { projectId } }, signal);

export const startSonarAnalysis = (projectId: Id, signal?: Signal) => calls.sonarSetup({ params: { projectId } }, signal);
export const createStaticWebApp = (projectId: Id, signal?: Signal) => calls.staticWebApp({ params: { projectId } }, signal);
export const runStaticWebApp = (projectId: Id, signal?: Signal) => calls.runStaticWebApp({ params: { projectId } }, signal);
export const setStaticWebAppStartStatus = (projectId: Id, signal?: Signal) => calls.setStaticWebAppStartStatus({ params: { projectId } }, signal);
export const setDeploymentStatus = (projectId: Id, signal?: Signal) => calls.setDeploymentStatus({ params: { projectId } }, signal);
export const setDockerStartStatus = (projectId: Id, signal?: Signal) => calls.setDockerStartStatus({ params: { projectId } }, signal);
export const restartContainerGroup = (serviceName: string, signal?: Signal) => calls.restartContainerGroup({ body: { serviceName } }, signal);
export const setLighthouseFile = (projectId: Id, fileName: string, signal?: Signal) =>
  calls.setLighthouseFile({ params: { projectId, fileName } }, signal);

/** The newest Lighthouse report (base64 HTML). */
export const lighthouseReport = (projectId: Id, signal?: Signal) => calls.lighthouseReport({ params: { projectId } }, signal);
export const lighthouseReportVersion = (projectId: Id, version: number, signal?: Signal) =>
  calls.lighthouseReportVersion({ params: { projectId, version } }, signal);
export const sonarReportVersion = (projectId: Id, version: number, signal?: Signal) =>
  calls.sonarReportVersion({ params: { projectId, version } }, signal);

/** POST /api/v2/uploadappdata?projectId=…: multipart with the file and its name. */
export function uploadProjectFile(projectId: Id, file: File, signal?: Signal, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  form.append('name', file.name);
  return request(techTeamContract.uploadProjectFile, { query: { projectId }, body: form }, signal, { onUploadProgress: onProgress });
}

/** Extension: the project's server jobs, newest first. */
export const projectActivity = (projectId: Id, signal?: Signal): Promise<ActivityEntry[]> => calls.activity({ params: { projectId } }, signal);

/* ---------- build server ---------- */

/** Queues a build; the queue item id (a whole number: the contract's schema checks it). */
export async function triggerBuild(jobName: BuildJobName, query: BuildTriggerQuery, signal?: Signal): Promise<number> {
  return (await build.triggerBuild({ params: { jobName }, query }, signal)).queueId;
}

export const buildQueueItem = (queueId: number, signal?: Signal): Promise<BuildQueueItem> => build.queueItem({ params: { queueId } }, signal);

export const buildInfo = (jobName: BuildJobName, buildNo: number, signal?: Signal): Promise<BuildInfo> =>
  build.build({ params: { jobName, buildNo } }, signal);
