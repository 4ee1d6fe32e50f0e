/** The devops service's import requests: a repository filled from a source URL by a job on the mock clock. */
import { DEFAULT_BRANCH, branchRef, type ImportRequest, type ImportStatus } from '../../src/domain/gitTools';
import { mockNow } from '../core/clock';
import { defineJobKind, findJob, startJob, type Job } from '../core/jobs';
import { badRequest, conflict, notFound, ok, type Outcome } from '../core/outcome';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import { isHttpUrl } from '../core/urls';
import { type History, IMPORT_AUTHOR, type StoredImport, type StoredRepo, addCommits, setRef } from './table';
import { commitsOf, decoded, findRepo, isObject, projectOfRepo, textOf } from './gitTools';

/* ---------- import requests ---------- */

export const IMPORT_KIND = 'gitImport';
export const IMPORT_STEPS = [
  { name: 'queued', durationMs: 2_000 },
  { name: 'inProgress', durationMs: 6_000 },
] as const;
const IMPORT_STEP_TITLES = ['Queued', 'Importing the repository'];

const importOfJob = (job: Job) => db.devops.imports.find((i) => i.importRequestId === job.subject.id);

/** The commits an import brings: named after the source. */
function importHistory(url: string): History {
  const source = decoded(url.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').at(-1) ?? '').replace(/\.git$/i, '') || 'source';
  return { comments: ['Initial commit', `Add the ${source} sources`, 'Add README', 'Configure the build'], author: IMPORT_AUTHOR };
}

defineJobKind(IMPORT_KIND, {
  label: 'Git import',
  onSucceeded(job) {
    const request = importOfJob(job);
    const repo = request && db.devops.repos.find((r) => r.id === request.repoId);
    if (!request || !repo || commitsOf(repo.id).length > 0) return;
    const tip = addCommits(db.devops, repo.id, null, importHistory(request.url), job.endedAt ?? mockNow()) as string;
    setRef(db.devops, repo.id, DEFAULT_BRANCH, tip, IMPORT_AUTHOR.name);
    repo.defaultBranch = branchRef(DEFAULT_BRANCH);
  },
});

export const isRunning = (job: Job | undefined) => job?.state === 'queued' || job?.state === 'running';

function importStatusOf(job: Job | undefined): ImportStatus {
  if (!job) return 'abandoned';
  if (job.state === 'succeeded') return 'completed';
  if (job.state === 'failed') return 'failed';
  return job.state === 'queued' || job.steps[0].state === 'running' ? 'queued' : 'inProgress';
}

function toImportRequest(request: StoredImport): ImportRequest {
  const job = findJob(request.jobId);
  const repo = db.devops.repos.find((r) => r.id === request.repoId) as StoredRepo;
  const status = importStatusOf(job);
  const failedStep = job?.steps.findIndex((s) => s.state === 'failed') ?? -1;
  const running = job?.steps.findIndex((s) => s.state === 'running') ?? -1;
  const currentStep = status === 'completed' ? IMPORT_STEPS.length : (failedStep >= 0 ? failedStep : Math.max(running, 0)) + 1;
  return {
    importRequestId: request.importRequestId,
    status,
    repository: { id: repo.id, name: repo.name },
    parameters: { gitSource: { url: request.url }, ...(request.serviceEndpointId ? { serviceEndpointId: request.serviceEndpointId } : {}) },
    detailedStatus: {
      currentStep,
      allSteps: IMPORT_STEP_TITLES,
      ...(status === 'failed' ? { errorMessage: `The import from ${request.url} failed (${IMPORT_STEP_TITLES[Math.max(failedStep, 0)]})` } : {}),
    },
  };
}

export function createImportRequest(user: MockUser, projectRef: string | undefined, repoRef: string | undefined, body: unknown): Outcome<ImportRequest> {
  const found = findRepo(projectRef, repoRef);
  if (!found.ok) return found;
  const repo = found.value;
  const parameters = isObject(body) && isObject(body.parameters) ? body.parameters : null;
  const url = parameters && isObject(parameters.gitSource) ? textOf(parameters.gitSource.url).trim() : '';
  if (!parameters) return badRequest('Expected a JSON body {parameters: {gitSource: {url}, serviceEndpointId?}}');
  if (!isHttpUrl(url)) return badRequest(url ? `The source must be an http(s) address, not '${url}'` : 'parameters.gitSource.url is required (the repository to import)');
  const serviceEndpointId = textOf(parameters.serviceEndpointId).trim();
  if (serviceEndpointId && !db.devops.endpoints.some((e) => e.id === serviceEndpointId && e.projectId === repo.projectId)) {
    return badRequest(`The service endpoint ${serviceEndpointId} does not exist in the project ${projectOfRepo(repo).name}`);
  }
  if (db.devops.imports.some((i) => i.repoId === repo.id && isRunning(findJob(i.jobId)))) return conflict(`An import into ${repo.name} is already running`);
  if (commitsOf(repo.id).length > 0) return conflict(`The repository ${repo.name} is not empty: an import needs an empty repository`);
  const importRequestId = nextId('gitImportId');
  const job = startJob({ kind: IMPORT_KIND, subject: { type: 'gitImport', id: importRequestId }, createdBy: user.userId, steps: IMPORT_STEPS });
  const request: StoredImport = { importRequestId, projectId: repo.projectId, repoId: repo.id, url, jobId: job.jobId, ...(serviceEndpointId ? { serviceEndpointId } : {}) };
  db.devops.imports.push(request);
  return ok(toImportRequest(request));
}

export function importRequestOf(projectRef: string | undefined, repoRef: string | undefined, id: number | null): Outcome<ImportRequest> {
  const found = findRepo(projectRef, repoRef);
  if (!found.ok) return found;
  const request = db.devops.imports.find((i) => i.importRequestId === id && i.repoId === found.value.id);
  return request ? ok(toImportRequest(request)) : notFound(`The import request ${id ?? '(none)'} does not exist for ${found.value.name}`);
}
