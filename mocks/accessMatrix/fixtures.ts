/**
 * The objects the seed does not hold, started before an entry's calls as their owners would start
 * them (jest reseeds the mock before each test, so each entry that needs them starts them anew):
 * an environment request of each technical user, a build-server build of each, and import requests
 * in the shared devops project and in one devops project of each agency.
 */
import { resourceName } from '../../src/domain/cloud';
import { BUILD_JOBS } from '../../src/domain/techTeam';
import { DEVOPS_API_VERSION } from '../../src/domain/contract/gitTools';
import { devopsProjectNameOf } from '../../src/domain/gitTools';
import { advanceClock } from '../core/clock';
import { db } from '../core/state';
import type { StoredProject } from '../projects/types';
import { SHARED_PROJECT } from '../gitTools/table';
import type { EnvironmentRequest } from './objects';

/** Sends a call as a user (counted as a fixture call); the answer's status and text. */
export type Send = (username: string, method: string, path: string, body?: unknown) => Promise<{ status: number; text: string }>;

const userId = (username: string) => db.users.find((u) => u.username === username)?.userId;

const assignedTo = (username: string) => (p: StoredProject) => p.techUser?.userId === userId(username);

/** The answer's text when it is a 2xx. */
function expectStatus(what: string, answer: { status: number; text: string }): string {
  if (answer.status < 200 || answer.status > 299) throw new Error(`access matrix fixture: ${what} answered ${answer.status}: ${answer.text}`);
  return answer.text;
}

/**
 * An environment request of each technical user, for a project assigned to them: tech's for a
 * project the global brand manager created (who then follows it too), tech2's for one the local
 * brand manager created (which gbm does not follow).
 */
export async function startEnvironmentRequests(send: Send): Promise<EnvironmentRequest[]> {
  const creatorRole = (p: StoredProject) => db.users.find((u) => u.userId === p.projectCreator.userId)?.role;
  const picks: Array<[string, StoredProject | undefined]> = [
    ['tech', db.projects.find((p) => assignedTo('tech')(p) && creatorRole(p) === 2)],
    ['tech2', db.projects.find((p) => assignedTo('tech2')(p) && creatorRole(p) !== 2)],
  ];
  const requests: EnvironmentRequest[] = [];
  for (const [username, project] of picks) {
    if (!project) continue;
    const query = new URLSearchParams({ service: 'Azure App Service', name: resourceName(project.projectName, project.projectId), location: 'Europe', language: 'Node.js' });
    const statusUrl = expectStatus(`createResource as ${username}`, await send(username, 'POST', `/api/createResource?${query}`));
    requests.push({ statusUrl, requestedBy: userId(username) as number, projectId: project.projectId });
  }
  return requests;
}

const LIGHTHOUSE_STATUSES = ['DEPLOYMENT_COMPLETED', 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', 'LIGHTHOUSE_SETUP_COMPLETED'];
const deployed = (p: StoredProject) => LIGHTHOUSE_STATUSES.includes(p.projectStatus ?? '') && !!p.envUrl;

/**
 * A Lighthouse build of each technical user, for projects of the two agencies. The seed deploys
 * only tech's projects and no call re-assigns a deployed one: the second project's row is handed
 * to tech2 before tech2 starts its build.
 */
export async function startServerBuilds(send: Send): Promise<void> {
  const first = db.projects.find((p) => assignedTo('tech')(p) && deployed(p));
  const second = first && db.projects.find((p) => assignedTo('tech')(p) && deployed(p) && p.dfcUser.userId !== first.dfcUser.userId);
  if (!first || !second) throw new Error('access matrix fixture: the seed has no deployed projects of two agencies');
  second.techUser = { userId: userId('tech2') as number, username: 'tech2' };
  for (const [username, project] of [['tech', first], ['tech2', second]] as const) {
    const query = new URLSearchParams({ projectId: String(project.projectId), url: project.envUrl as string });
    expectStatus(`a Lighthouse build as ${username}`, await send(username, 'POST', `/job/${BUILD_JOBS.lighthouse}/buildWithParameters?${query}`));
  }
  advanceClock(5_000); // out of the queue: each has its build number
}

/**
 * An import request in the shared devops project and in the devops project of a project of each
 * agency, each made by the global brand manager (a party of the projects they created).
 */
export async function startImportRequests(send: Send): Promise<void> {
  const gbm = userId('gbm');
  const ofAgency = (agency: string) => db.projects.find((p) => p.devopsUrl && p.projectCreator.userId === gbm && p.dfcUser.userId === userId(agency));
  const names = [SHARED_PROJECT, ...['gagency', 'lagency'].flatMap((agency) => devopsProjectNameOf(ofAgency(agency)?.devopsUrl) ?? [])];
  const version = `api-version=${DEVOPS_API_VERSION}`;
  for (const name of names) {
    const project = encodeURIComponent(name);
    const repo = JSON.parse(expectStatus(`a repository in ${name}`, await send('gbm', 'POST', `/${project}/_apis/git/repositories?${version}`, { name: 'matrix-import' }))) as { id: string };
    const body = { parameters: { gitSource: { url: 'https://git.example.com/matrix/source.git' } } };
    expectStatus(`an import request in ${name}`, await send('gbm', 'POST', `/${project}/_apis/git/repositories/${repo.id}/importRequests?${version}`, body));
  }
}
