/**
 * The hosted devops service and the build server's two git jobs, as the Git tools see them
 * (contract.devopsService and contract.gitJobs: src/domain/contract/gitTools.ts).
 *
 * Table `gitTools` (`db.devops`): devops projects, repositories, refs, commits, service endpoints,
 * import requests and the git jobs' build numbers. Seed: one devops project per portal project
 * with a devops URL, named like its URL's last segment, holding the repository the devops chain
 * names (`first 5 characters + _Repo`, repoName of src/domain/techTeam.ts) with a few commits and
 * a main branch; and a shared project 'dfc-portal' with three repositories (dfc-portal-web has the
 * branches develop and feature/git-tools ahead of main, ready to merge). A portal project that gets
 * its devops URL later (the tech chain) gets its devops project the next time the service is
 * called. Ids are GUID-like, commit ids 40 hex digits, both derived from names (deterministic).
 * remoteUrl is `https://devops.example.com/dfc-portal/{project}/_git/{repo}` (the seeded devops
 * URLs are `https://devops.example.com/dfc-portal/{project}`: dfc-portal is the organisation).
 *
 * Rules (every call: roles 2 to 8, the handlers check it):
 * - projects: names are unique in any case (409); a name follows isValidDevopsName (400).
 * - repositories: created empty (no commits, no refs, no defaultBranch); unique per project in
 *   any case (409); `project.id` of the body, when given, must be the path's project (400).
 * - import requests: the repository must be empty and have no import running (409); the source is
 *   an http(s) URL (400); a serviceEndpointId must be one of the project's (400). The import is a
 *   job (kind 'gitImport') on the mock clock: 'queued' 2 s, 'inProgress' 6 s, then 'completed':
 *   the repository gets four commits and its main branch (defaultBranch refs/heads/main). A job
 *   fault makes it 'failed' (the repository stays empty: a new import request may follow).
 * - refs: `filter=heads/` (a prefix after 'refs/'), sorted by name. commits: reachable from the
 *   branch of `searchCriteria.itemVersion.version` (default: the default branch; 404 unknown),
 *   newest first, at most `$top` (default 100).
 * - branch job (POST /job/dfc-git-branch/buildWithParameters?branchName&projectId&repoId&commitId):
 *   the project (id or name) and the repository must exist (404), the commit must be one of the
 *   repository's (404), the name valid (isValidBranchName, 400) and free (409, also while a build
 *   of the same branch runs). Build: 'Queued' 2 s, 'Building' 4 s; on success the branch points at
 *   the commit.
 * - merge job (POST /job/dfc-git-merge/buildWithParameters?branch&repourl): the repository at
 *   repourl (404), the branch must exist (404: "merge only when branches exist") and not be the
 *   default branch (400), no other merge of the repository running (409). Build: 'Queued' 2 s,
 *   'Building' 6 s; on success the branch is merged into main: a merge commit (parents: main's tip
 *   and the branch's), or nothing when main already holds the branch ("already up to date").
 * - builds (GET /job/{job}/api/json): the job's builds newest first, {number, queueId, building,
 *   result}; a build is listed once it left the queue, or when it failed while queued (a job fault
 *   at step 0: FAILURE). Queue ids come from the build server's one sequence (`buildQueueId`), so
 *   they never clash with the tech chain's builds; build numbers count per git job.
 * - merges (POST /{project}/_apis/git/repositories/{repoId}/merges {branch}, ours): 201 with the
 *   merge once the newest merge build of that branch succeeded; 409 when none ran, or it runs or
 *   failed; 404 unknown repository or branch.
 */
import {
  DEFAULT_BRANCH,
  GIT_JOBS,
  branchNameOf,
  branchRef,
  devopsProjectNameOf,
  isValidBranchName,
  isValidDevopsName,
  type DevopsList,
  type DevopsProject,
  type GitBuild,
  type GitCommit,
  type GitJobInfo,
  type GitJobName,
  type GitRef,
  type ImportRequest,
  type ImportStatus,
  type MergeAnswer,
  type Repository,
  type ServiceEndpoint,
} from '../../src/domain/gitTools';
import { repoName, type BuildTrigger } from '../../src/domain/techTeam';
import { buildServerTable } from './buildServer';
import { mockNow } from './clock';
import { defineJobKind, findJob, startJob, type Job } from './jobs';
import { badRequest, conflict, notFound, ok, type Outcome } from './outcome';
import { seededRandom } from './random';
import { projectsTable } from './seed';
import { db, nextId } from './state';
import { defineTable } from './tables';
import type { DbState, MockUser, StoredProject } from './types';
import { isHttpUrl } from './urls';

/* ---------- the table ---------- */

export interface StoredDevopsProject {
  id: string;
  name: string;
  description: string;
}

export interface StoredRepo {
  id: string;
  name: string;
  projectId: string;
  /** 'refs/heads/main' once imported; null while empty. */
  defaultBranch: string | null;
}

export interface StoredRef {
  repoId: string;
  name: string;
  objectId: string;
  creator: string;
}

export interface StoredCommit {
  repoId: string;
  commitId: string;
  comment: string;
  author: { name: string; email: string; date: string };
  parents: string[];
}

export interface StoredServiceEndpoint {
  id: string;
  projectId: string;
  name: string;
  type: string;
  url: string;
  scheme: string;
  createdBy: number;
}

export interface StoredImport {
  importRequestId: number;
  projectId: string;
  repoId: string;
  url: string;
  serviceEndpointId?: string;
  jobId: number;
}

export interface DevopsState {
  projects: StoredDevopsProject[];
  repos: StoredRepo[];
  refs: StoredRef[];
  commits: StoredCommit[];
  endpoints: StoredServiceEndpoint[];
  imports: StoredImport[];
  /** The next build number of each git job. */
  buildNumbers: Record<GitJobName, number>;
}

declare module './types' {
  interface DbState {
    /** The hosted devops service of the Git tools and the git jobs' build numbers. */
    devops: DevopsState;
  }
  interface Sequences {
    gitImportId: number;
    /** Feeds the GUID-like ids of projects, repositories and endpoints created at run time. */
    devopsObjectId: number;
  }
}

export const ORGANISATION_URL = 'https://devops.example.com/dfc-portal';
export const SHARED_PROJECT = 'dfc-portal';
const IMPORT_AUTHOR = { name: 'DFC Import', email: 'import@devops.example.com' };
const DAY = 86_400_000;

/* ---------- ids ---------- */

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function hexOf(length: number, ...parts: string[]): string {
  const random = seededRandom(hashOf(parts.join('\u0001')), parts.length);
  let hex = '';
  while (hex.length < length) hex += Math.floor(random() * 16).toString(16);
  return hex;
}

/** A GUID-like id (8-4-4-4-12 hex digits, version 4) from the parts. */
export function guidOf(...parts: string[]): string {
  const h = hexOf(32, ...parts);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/* ---------- seed ---------- */

interface History {
  comments: string[];
  author?: { name: string; email: string };
}

/** Adds a line of commits (each the parent of the next) to a repository; the tip. */
function addCommits(state: DevopsState, repoId: string, parent: string | null, history: History, newestAt: number): string | null {
  let tip = parent;
  const author = history.author ?? { name: 'DFC Developer', email: 'developer@example.com' };
  history.comments.forEach((comment, i) => {
    const commitId = hexOf(40, repoId, tip ?? '', comment, String(i));
    const date = new Date(newestAt - (history.comments.length - 1 - i) * DAY).toISOString();
    state.commits.push({ repoId, commitId, comment, author: { ...author, date }, parents: tip ? [tip] : [] });
    tip = commitId;
  });
  return tip;
}

function setRef(state: DevopsState, repoId: string, branch: string, objectId: string, creator: string): void {
  const name = branchRef(branch);
  const ref = state.refs.find((r) => r.repoId === repoId && r.name === name);
  if (ref) ref.objectId = objectId;
  else state.refs.push({ repoId, name, objectId, creator });
}

interface RepoSeed {
  name: string;
  main: string[];
  branches?: Record<string, string[]>;
}

function seedRepo(state: DevopsState, project: StoredDevopsProject, seed: RepoSeed, now: number): StoredRepo {
  const repo: StoredRepo = { id: guidOf('repo', project.name, seed.name), name: seed.name, projectId: project.id, defaultBranch: branchRef(DEFAULT_BRANCH) };
  state.repos.push(repo);
  const mainTip = addCommits(state, repo.id, null, { comments: seed.main }, now - 3 * DAY) as string;
  setRef(state, repo.id, DEFAULT_BRANCH, mainTip, 'DFC Developer');
  for (const [branch, comments] of Object.entries(seed.branches ?? {})) {
    const tip = comments.length ? (addCommits(state, repo.id, mainTip, { comments }, now - DAY) as string) : mainTip;
    setRef(state, repo.id, branch, tip, 'DFC Developer');
  }
  return repo;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The devops project of a portal project with a devops URL (and the chain's repository), unless it exists. */
function addPortalProject(state: DevopsState, project: Pick<StoredProject, 'projectId' | 'projectName' | 'devopsUrl'>, now: number): void {
  const name = devopsProjectNameOf(project.devopsUrl);
  if (!name || state.projects.some((p) => sameName(p.name, name))) return;
  const devopsProject: StoredDevopsProject = { id: guidOf('project', name), name, description: `Devops project of ${project.projectName}` };
  state.projects.push(devopsProject);
  seedRepo(
    state,
    devopsProject,
    {
      name: repoName(project.projectName),
      main: ['Initial commit', 'Add the web app skeleton', 'Add the pipeline definition', 'Configure the environments'],
      branches: project.projectId % 3 === 0 ? { develop: ['Work in progress on the landing page'] } : undefined,
    },
    now,
  );
}

function seedDevops(state: DbState, now: number): DevopsState {
  const devops: DevopsState = {
    projects: [],
    repos: [],
    refs: [],
    commits: [],
    endpoints: [],
    imports: [],
    buildNumbers: { [GIT_JOBS.branch]: 1, [GIT_JOBS.merge]: 1 },
  };
  const shared: StoredDevopsProject = { id: guidOf('project', SHARED_PROJECT), name: SHARED_PROJECT, description: 'Shared repositories of the DFC Portal' };
  devops.projects.push(shared);
  seedRepo(
    devops,
    shared,
    {
      name: 'dfc-portal-web',
      main: ['Initial commit', 'Add the portal shell', 'Add the sign-in page', 'Add the project wizard', 'Add the dashboards', 'Upgrade React'],
      branches: { develop: ['Add the notifications inbox'], 'feature/git-tools': ['Add the Git tools page', 'Add branch and merge'] },
    },
    now,
  );
  seedRepo(devops, shared, { name: 'dfc-portal-api', main: ['Initial commit', 'Add the project endpoints', 'Add the approval endpoints', 'Add the reports endpoints'] }, now);
  seedRepo(devops, shared, { name: 'dfc-starter-kit', main: ['Initial commit', 'Add the starter templates', 'Document the starter kit'], branches: { 'release/1.0': [] } }, now);
  for (const project of state.projects ?? []) addPortalProject(devops, project, now);
  return devops;
}

export const gitToolsTable = defineTable({
  name: 'gitTools',
  version: 1, // bump when this table's seed or shape changes: only this table is re-seeded
  keys: ['devops'],
  sequences: ['gitImportId', 'devopsObjectId'],
  dependsOn: [projectsTable, buildServerTable],
  seed: ({ db: state, now }) => ({ devops: seedDevops(state, now), sequences: { gitImportId: 1, devopsObjectId: 1 } }),
});

/** Portal projects that got a devops URL since (the tech chain) get their devops project now. */
function syncPortalProjects(): void {
  for (const project of db.projects) if (project.devopsUrl) addPortalProject(db.devops, project, mockNow());
}

/* ---------- reading ---------- */

const list = <T>(value: T[]): DevopsList<T> => ({ count: value.length, value });

const decoded = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '').trim();
  } catch {
    return (value ?? '').trim();
  }
};

const toProject = (p: StoredDevopsProject): DevopsProject => ({ id: p.id, name: p.name, description: p.description, state: 'wellFormed', visibility: 'private' });

function projectOfRepo(repo: StoredRepo): StoredDevopsProject {
  return db.devops.projects.find((p) => p.id === repo.projectId) as StoredDevopsProject;
}

export function remoteUrlOf(repo: StoredRepo): string {
  return `${ORGANISATION_URL}/${encodeURIComponent(projectOfRepo(repo).name)}/_git/${encodeURIComponent(repo.name)}`;
}

function toRepository(repo: StoredRepo): Repository {
  const project = projectOfRepo(repo);
  return {
    id: repo.id,
    name: repo.name,
    url: `${ORGANISATION_URL}/${project.id}/_apis/git/repositories/${repo.id}`,
    remoteUrl: remoteUrlOf(repo),
    project: { id: project.id, name: project.name },
    ...(repo.defaultBranch ? { defaultBranch: repo.defaultBranch } : {}),
  };
}

/** A project by id or name (any case). */
function findDevopsProject(ref: string | undefined): Outcome<StoredDevopsProject> {
  syncPortalProjects();
  const wanted = decoded(ref);
  const project = db.devops.projects.find((p) => p.id === wanted) ?? db.devops.projects.find((p) => sameName(p.name, wanted));
  return project ? ok(project) : notFound(`The project ${wanted || '(none)'} does not exist in the devops service`);
}

/** A repository of the project, by id or name (any case). */
function findRepo(projectRef: string | undefined, repoRef: string | undefined): Outcome<StoredRepo> {
  const project = findDevopsProject(projectRef);
  if (!project.ok) return project;
  const wanted = decoded(repoRef);
  const repos = db.devops.repos.filter((r) => r.projectId === project.value.id);
  const repo = repos.find((r) => r.id === wanted) ?? repos.find((r) => sameName(r.name, wanted));
  return repo ? ok(repo) : notFound(`The repository ${wanted || '(none)'} does not exist in the project ${project.value.name}`);
}

const refsOf = (repoId: string) => db.devops.refs.filter((r) => r.repoId === repoId);
const findRef = (repoId: string, branch: string) => refsOf(repoId).find((r) => r.name === branchRef(branchNameOf(branch)));
const commitsOf = (repoId: string) => db.devops.commits.filter((c) => c.repoId === repoId);

/** Whether `ancestor` is reachable from `tip` (the same commit included). */
function reachable(repoId: string, tip: string): Set<string> {
  const byId = new Map(commitsOf(repoId).map((c) => [c.commitId, c]));
  const seen = new Set<string>();
  const stack = [tip];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    stack.push(...(byId.get(id) as StoredCommit).parents);
  }
  return seen;
}

export function listDevopsProjects(): Outcome<DevopsList<DevopsProject>> {
  syncPortalProjects();
  return ok(list([...db.devops.projects].sort((a, b) => a.name.localeCompare(b.name)).map(toProject)));
}

export function listRepositories(projectRef: string | undefined): Outcome<DevopsList<Repository>> {
  const project = findDevopsProject(projectRef);
  if (!project.ok) return project;
  const repos = db.devops.repos.filter((r) => r.projectId === project.value.id).sort((a, b) => a.name.localeCompare(b.name));
  return ok(list(repos.map(toRepository)));
}

export function listRefs(projectRef: string | undefined, repoRef: string | undefined, filter: string | null): Outcome<DevopsList<GitRef & { creator: { displayName: string } }>> {
  const repo = findRepo(projectRef, repoRef);
  if (!repo.ok) return repo;
  const prefix = `refs/${(filter ?? '').replace(/^refs\//, '')}`;
  const refs = refsOf(repo.value.id)
    .filter((r) => r.name.startsWith(prefix))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => ({ name: r.name, objectId: r.objectId, creator: { displayName: r.creator } }));
  return ok(list(refs));
}

export function listCommits(projectRef: string | undefined, repoRef: string | undefined, version: string | null, top: string | null): Outcome<DevopsList<GitCommit>> {
  const found = findRepo(projectRef, repoRef);
  if (!found.ok) return found;
  const repo = found.value;
  const branch = version?.trim() || (repo.defaultBranch ? branchNameOf(repo.defaultBranch) : '');
  if (!branch) return ok(list([]));
  const ref = findRef(repo.id, branch);
  if (!ref) return notFound(`The branch ${branchNameOf(branch)} does not exist in ${repo.name}`);
  const limit = top && /^[1-9]\d{0,4}$/.test(top) ? Number(top) : 100;
  const ids = reachable(repo.id, ref.objectId);
  const commits = commitsOf(repo.id)
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => ids.has(c.commitId))
    .sort((a, b) => b.c.author.date.localeCompare(a.c.author.date) || b.index - a.index)
    .slice(0, limit)
    .map(({ c }) => ({ commitId: c.commitId, comment: c.comment, author: { ...c.author }, parents: [...c.parents] }));
  return ok(list(commits));
}

/* ---------- writing ---------- */

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const newGuid = (kind: string, name: string) => guidOf(kind, name, String(nextId('devopsObjectId')));

export function createDevopsProject(body: unknown): Outcome<DevopsProject> {
  syncPortalProjects();
  if (!isObject(body)) return badRequest('Expected a JSON body {name, description?}');
  const name = textOf(body.name);
  if (!isValidDevopsName(name)) return badRequest(`'${name}' is not a valid project name: 1 to 64 characters, no \\ / : * ? " < > | ; # $ % { } , + = [ ] @ & ' \` ~ ^, not starting with _ or . nor ending with .`);
  if (db.devops.projects.some((p) => sameName(p.name, name))) return conflict(`A project named ${name} already exists in the devops service`);
  const project: StoredDevopsProject = { id: newGuid('project', name), name, description: textOf(body.description).trim() };
  db.devops.projects.push(project);
  return ok(toProject(project));
}

export function createRepository(projectRef: string | undefined, body: unknown): Outcome<Repository> {
  const found = findDevopsProject(projectRef);
  if (!found.ok) return found;
  const project = found.value;
  if (!isObject(body)) return badRequest('Expected a JSON body {name, project: {id}}');
  const name = textOf(body.name);
  const bodyProject = isObject(body.project) ? textOf(body.project.id) : '';
  if (bodyProject && bodyProject !== project.id) return badRequest(`project.id ${bodyProject} is not the project of the path (${project.id})`);
  if (!isValidDevopsName(name)) return badRequest(`'${name}' is not a valid repository name: 1 to 64 characters, no \\ / : * ? " < > | ; # $ % { } , + = [ ] @ & ' \` ~ ^, not starting with _ or . nor ending with .`);
  if (db.devops.repos.some((r) => r.projectId === project.id && sameName(r.name, name))) return conflict(`A repository named ${name} already exists in the project ${project.name}`);
  const repo: StoredRepo = { id: newGuid('repo', `${project.name}/${name}`), name, projectId: project.id, defaultBranch: null };
  db.devops.repos.push(repo);
  return ok(toRepository(repo));
}

export function createServiceEndpoint(user: MockUser, projectRef: string | undefined, body: unknown): Outcome<ServiceEndpoint> {
  const found = findDevopsProject(projectRef);
  if (!found.ok) return found;
  const project = found.value;
  if (!isObject(body)) return badRequest('Expected a JSON body {name, type, url, authorization: {scheme}}');
  const name = textOf(body.name).trim();
  const type = textOf(body.type).trim();
  const url = textOf(body.url).trim();
  const scheme = isObject(body.authorization) ? textOf(body.authorization.scheme).trim() : '';
  if (!name || name.length > 128) return badRequest('The endpoint needs a name of 1 to 128 characters');
  if (!type) return badRequest('The endpoint needs a type (git, for a source repository)');
  if (!isHttpUrl(url)) return badRequest(`The endpoint's url must be an http(s) address, not '${url}'`);
  if (!scheme) return badRequest('The endpoint needs authorization.scheme (None when the source needs no credential)');
  if (db.devops.endpoints.some((e) => e.projectId === project.id && sameName(e.name, name))) return conflict(`A service endpoint named ${name} already exists in the project ${project.name}`);
  const endpoint: StoredServiceEndpoint = { id: newGuid('endpoint', `${project.name}/${name}`), projectId: project.id, name, type, url, scheme, createdBy: user.userId };
  db.devops.endpoints.push(endpoint);
  return ok({ id: endpoint.id, name, type, url, isReady: true });
}

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
  onSucceeded(job) {
    const request = importOfJob(job);
    const repo = request && db.devops.repos.find((r) => r.id === request.repoId);
    if (!request || !repo || commitsOf(repo.id).length > 0) return;
    const tip = addCommits(db.devops, repo.id, null, importHistory(request.url), job.endedAt ?? mockNow()) as string;
    setRef(db.devops, repo.id, DEFAULT_BRANCH, tip, IMPORT_AUTHOR.name);
    repo.defaultBranch = branchRef(DEFAULT_BRANCH);
  },
});

const isRunning = (job: Job | undefined) => job?.state === 'queued' || job?.state === 'running';

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

/* ---------- the build server's git jobs ---------- */

export const BRANCH_KIND = `build:${GIT_JOBS.branch}`;
export const MERGE_KIND = `build:${GIT_JOBS.merge}`;
export const GIT_BUILD_QUEUED_MS = 2_000;
export const GIT_BUILD_MS: Record<GitJobName, number> = { [GIT_JOBS.branch]: 4_000, [GIT_JOBS.merge]: 6_000 };

export interface GitBuildResult {
  jobName: GitJobName;
  queueId: number;
  buildNo: number;
  repoId: string;
  branchName: string;
  /** Branch job: the commit the branch starts at. */
  commitId?: string;
  /** Merge job: main's tip after the merge (set on success). */
  mergeCommitId?: string | null;
}

const kindOf = (jobName: GitJobName) => (jobName === GIT_JOBS.branch ? BRANCH_KIND : MERGE_KIND);
const gitBuildResult = (job: Job) => job.result as GitBuildResult;
const gitBuilds = (jobName: GitJobName) => db.jobs.filter((j) => j.kind === kindOf(jobName));

defineJobKind(BRANCH_KIND, {
  onSucceeded(job) {
    const { repoId, branchName, commitId } = gitBuildResult(job);
    if (!findRef(repoId, branchName) && commitId) setRef(db.devops, repoId, branchName, commitId, 'dfc-git-branch');
  },
});

defineJobKind(MERGE_KIND, {
  onSucceeded(job) {
    const result = gitBuildResult(job);
    const main = findRef(result.repoId, DEFAULT_BRANCH);
    const branch = findRef(result.repoId, result.branchName);
    if (!main || !branch) return;
    if (!reachable(result.repoId, main.objectId).has(branch.objectId)) {
      const at = job.endedAt ?? mockNow();
      const commitId = hexOf(40, result.repoId, main.objectId, branch.objectId, String(result.buildNo));
      db.devops.commits.push({
        repoId: result.repoId,
        commitId,
        comment: `Merged ${result.branchName} into ${DEFAULT_BRANCH}`,
        author: { name: 'dfc-git-merge', email: 'build@example.com', date: new Date(at).toISOString() },
        parents: [main.objectId, branch.objectId],
      });
      main.objectId = commitId;
    }
    result.mergeCommitId = main.objectId;
  },
});

function startGitBuild(user: MockUser, jobName: GitJobName, result: Omit<GitBuildResult, 'jobName' | 'queueId' | 'buildNo'>): BuildTrigger {
  const queueId = nextId('buildQueueId');
  const buildNo = db.devops.buildNumbers[jobName] ?? 1;
  db.devops.buildNumbers[jobName] = buildNo + 1;
  const job = startJob({
    kind: kindOf(jobName),
    subject: { type: 'gitBuild', id: queueId },
    createdBy: user.userId,
    steps: [
      { name: 'Queued', durationMs: GIT_BUILD_QUEUED_MS },
      { name: 'Building', durationMs: GIT_BUILD_MS[jobName] },
    ],
  });
  job.result = { ...result, jobName, queueId, buildNo } satisfies GitBuildResult;
  return { queueId };
}

type Query = Partial<Record<string, string>>;

/** POST /job/dfc-git-branch/buildWithParameters?branchName&projectId&repoId&commitId. */
export function triggerBranchJob(user: MockUser, query: Query): Outcome<BuildTrigger> {
  const branchName = (query.branchName ?? '').trim();
  const commitId = (query.commitId ?? '').trim();
  if (!query.projectId?.trim() || !query.repoId?.trim()) return badRequest('projectId and repoId are required');
  const found = findRepo(query.projectId, query.repoId);
  if (!found.ok) return found;
  const repo = found.value;
  if (!branchName || !isValidBranchName(branchName)) {
    return badRequest(`'${branchName}' is not a valid branch name: letters, digits, . _ - and /, no '..' and no part starting with '.'`);
  }
  if (!commitId) return badRequest('commitId is required (the commit the branch starts at)');
  if (!commitsOf(repo.id).some((c) => c.commitId === commitId)) return notFound(`The commit ${commitId} does not exist in ${repo.name}`);
  if (findRef(repo.id, branchName)) return conflict(`A branch named ${branchName} already exists in ${repo.name}`);
  if (gitBuilds(GIT_JOBS.branch).some((j) => isRunning(j) && gitBuildResult(j).repoId === repo.id && gitBuildResult(j).branchName === branchName)) {
    return conflict(`The branch ${branchName} of ${repo.name} is already being created`);
  }
  return ok(startGitBuild(user, GIT_JOBS.branch, { repoId: repo.id, branchName, commitId }));
}

/** remoteUrl as written, or decoded, in any case, without a trailing '/' or '.git'. */
const normalisedUrl = (url: string) => decoded(url).toLowerCase().replace(/\/+$/, '').replace(/\.git$/, '');

/** POST /job/dfc-git-merge/buildWithParameters?branch&repourl. */
export function triggerMergeJob(user: MockUser, query: Query): Outcome<BuildTrigger> {
  syncPortalProjects();
  const repourl = (query.repourl ?? '').trim();
  const branch = branchNameOf((query.branch ?? '').trim());
  if (!repourl) return badRequest('repourl is required (the repository\'s remoteUrl)');
  if (!branch) return badRequest('branch is required (the branch to merge into the default branch)');
  const repo = db.devops.repos.find((r) => normalisedUrl(remoteUrlOf(r)) === normalisedUrl(repourl));
  if (!repo) return notFound(`No repository at ${repourl}`);
  if (branch === DEFAULT_BRANCH) return badRequest(`${DEFAULT_BRANCH} is the branch others merge into: choose another branch`);
  if (!findRef(repo.id, branch)) return notFound(`There is no branch ${branch} in ${repo.name}: a merge needs an existing branch`);
  if (gitBuilds(GIT_JOBS.merge).some((j) => isRunning(j) && gitBuildResult(j).repoId === repo.id)) return conflict(`A merge into ${repo.name} is already running`);
  return ok(startGitBuild(user, GIT_JOBS.merge, { repoId: repo.id, branchName: branch, mergeCommitId: null }));
}

const leftQueue = (job: Job) => job.state === 'succeeded' || job.state === 'failed' || (job.state === 'running' && job.steps[0].state !== 'running');

/** GET /job/{job}/api/json: the job's builds, newest first. */
export function gitJobInfo(jobName: GitJobName): Outcome<GitJobInfo> {
  const builds: GitBuild[] = gitBuilds(jobName)
    .filter(leftQueue)
    .map((job): GitBuild => {
      const { buildNo, queueId } = gitBuildResult(job);
      const ended = job.state === 'succeeded' || job.state === 'failed';
      return { number: buildNo, queueId, building: !ended, result: ended ? (job.state === 'succeeded' ? 'SUCCESS' : 'FAILURE') : null };
    })
    .sort((a, b) => b.number - a.number);
  return ok({ name: jobName, builds });
}

/** POST /{project}/_apis/git/repositories/{repoId}/merges {branch} (ours): the merge the newest merge build of the branch made. */
export function completedMerge(projectRef: string | undefined, repoRef: string | undefined, body: unknown): Outcome<MergeAnswer> {
  const found = findRepo(projectRef, repoRef);
  if (!found.ok) return found;
  const repo = found.value;
  const branch = branchNameOf(isObject(body) ? textOf(body.branch).trim() : '');
  if (!branch) return badRequest('Expected a JSON body {branch}');
  if (!findRef(repo.id, branch)) return notFound(`There is no branch ${branch} in ${repo.name}`);
  const newest = gitBuilds(GIT_JOBS.merge)
    .filter((j) => gitBuildResult(j).repoId === repo.id && gitBuildResult(j).branchName === branch)
    .at(-1);
  if (!newest) return conflict(`${branch} has not been merged: no merge of it has run (start the ${GIT_JOBS.merge} job first)`);
  const result = gitBuildResult(newest);
  if (isRunning(newest)) return conflict(`The merge of ${branch} (build #${result.buildNo}) is still running`);
  if (newest.state !== 'succeeded' || !result.mergeCommitId) return conflict(`The merge of ${branch} failed (build #${result.buildNo})`);
  return ok({ branch: branchRef(branch), targetBranch: branchRef(DEFAULT_BRANCH), mergeCommitId: result.mergeCommitId, status: 'completed', buildNumber: result.buildNo });
}
