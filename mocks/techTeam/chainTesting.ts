/**
 * Helpers of the tech chain's handler tests (handlers.test.ts, stages.test.ts): real HTTP through
 * the MSW node server, signed in per user.
 *
 * Seeded projects (mocks/projects/seed.ts), all of them tech's unless said otherwise:
 * 29 'Aurora Night Repair Launch' APPROVAL_COMPLETED; 2 APPROVAL_COMPLETED (tech2);
 * 8 'Nimbus Wellness Blog' DEVOPS_SETUP_COMPLETED (tech2); 7 DEVOPS_SETUP_IN_PROGRESS (no devops URL);
 * 9 ENVIRONMENT_SETUP_COMPLETED; 10 SONAR_ISSUES; 14 'Zenith Loyalty App' and 31 'Cascade Skin
 * Science' SONAR_ANALYSIS_COMPLETED (web-app environments); 12 'Aurora Relaunch' LIGHTHOUSE_SETUP_COMPLETED
 * (created by gbm, lighthouse v1 v2, sonar v1 v2); 21 DOCKER_IMAGE_CREATION_COMPLETED (container 'solst21').
 */
import type { ProjectDetails } from '../../src/domain/projects';
import type { ActivityEntry, BuildInfo, BuildQueueItem, BuildTrigger } from '../../src/domain/techTeam';
import { advanceClock, setClockSpeed } from '../core/clock';
import { clearFaults } from '../core/faults';
import { call, postJson, signInAs } from '../testing';

let tokens: Record<string, string> = {};

/** Before each test: new sign-ins, a stopped clock (only advanceClock moves it), no faults. */
export function resetChainTest(): void {
  tokens = {};
  setClockSpeed(0);
  clearFaults();
}
export const tokenOf = async (username: string) => (tokens[username] ??= await signInAs(username));

export const get = async (path: string, username = 'tech') => call(path, { token: await tokenOf(username) });
export const post = async (path: string, body: unknown, username = 'tech') => postJson(path, body, await tokenOf(username));
export const putText = async (path: string, text: string, username = 'tech') =>
  call(path, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: text, token: await tokenOf(username) });
export const put = async (path: string, username = 'tech') => call(path, { method: 'PUT', token: await tokenOf(username) });

export async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return JSON.parse(body) as T;
}

export async function text(response: Response | Promise<Response>, status = 200): Promise<string> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return body;
}

export const messageOf = async (response: Response | Promise<Response>, status: number) => (await json<{ message: string }>(response, status)).message;

export const details = async (projectId: number, username = 'tech') => json<ProjectDetails>(get(`/api/get_dfc_project/${projectId}`, username));
export const activity = async (projectId: number, username = 'tech') => json<ActivityEntry[]>(get(`/api/project_activity/${projectId}`, username));

export const setJobFault = async (jobKind: string, step: number) =>
  expect((await postJson('/__mock__/faults', { jobFaults: [{ jobKind, step, times: 1 }] })).status).toBe(200);

/** Triggers a build and follows it through the queue to its end (the clock moved by the test). */
export async function runBuild(jobName: string, query: Record<string, string>, username = 'tech'): Promise<BuildInfo> {
  const { queueId } = await json<BuildTrigger>(post(`/job/${jobName}/buildWithParameters?${new URLSearchParams(query)}`, undefined, username));
  expect(await json<BuildQueueItem>(get(`/queue/item/${queueId}/api/json`, username))).toEqual({ id: queueId, executable: null });
  advanceClock(4_000);
  const item = await json<BuildQueueItem>(get(`/queue/item/${queueId}/api/json`, username));
  const number = item.executable!.number;
  expect(await json<BuildInfo>(get(`/job/${jobName}/${number}/api/json`, username))).toEqual({ number, building: true, result: null, artifact: null });
  advanceClock(15_000);
  return json<BuildInfo>(get(`/job/${jobName}/${number}/api/json`, username));
}
