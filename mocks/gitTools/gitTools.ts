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
 * Rules (every call: roles 2 to 8, and who reads or works in the devops project: the contract's
 * access rules, mocks/gitTools/access.ts):
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
  branchNameOf,
  branchRef,
  isValidDevopsName,
  type DevopsList,
  type DevopsProject,
  type GitCommit,
  type GitRef,
  type Repository,
  type ServiceEndpoint,
} from '../../src/domain/gitTools';
import { badRequest, conflict, notFound, ok, type Outcome } from '../core/outcome';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import { isHttpUrl } from '../core/urls';
import {
  ORGANISATION_URL,
  type StoredCommit,
  type StoredDevopsProject,
  type StoredRepo,
  type StoredServiceEndpoint,
  guidOf,
  sameName,
  syncPortalProjects,
} from './table';

/* ---------- reading ---------- */

const list = <T>(value: T[]): DevopsList<T> => ({ count: value.length, value });

export const decoded = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '').trim();
  } catch {
    return (value ?? '').trim();
  }
};

const toProject = (p: StoredDevopsProject): DevopsProject => ({ id: p.id, name: p.name, description: p.description, state: 'wellFormed', visibility: 'private' });

export function projectOfRepo(repo: StoredRepo): StoredDevopsProject {
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
export function findRepo(projectRef: string | undefined, repoRef: string | undefined): Outcome<StoredRepo> {
  const project = findDevopsProject(projectRef);
  if (!project.ok) return project;
  const wanted = decoded(repoRef);
  const repos = db.devops.repos.filter((r) => r.projectId === project.value.id);
  const repo = repos.find((r) => r.id === wanted) ?? repos.find((r) => sameName(r.name, wanted));
  return repo ? ok(repo) : notFound(`The repository ${wanted || '(none)'} does not exist in the project ${project.value.name}`);
}

const refsOf = (repoId: string) => db.devops.refs.filter((r) => r.repoId === repoId);
export const findRef = (repoId: string, branch: string) => refsOf(repoId).find((r) => r.name === branchRef(branchNameOf(branch)));
export const commitsOf = (repoId: string) => db.devops.commits.filter((c) => c.repoId === repoId);

/** Whether `ancestor` is reachable from `tip` (the same commit included). */
export function reachable(repoId: string, tip: string): Set<string> {
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

/** The devops projects the user reads (access: mocks/gitTools/access.ts), by name. */
export function listDevopsProjects(readable: (project: StoredDevopsProject) => boolean): Outcome<DevopsList<DevopsProject>> {
  syncPortalProjects();
  return ok(list(db.devops.projects.filter(readable).sort((a, b) => a.name.localeCompare(b.name)).map(toProject)));
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
export const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const newGuid = (kind: string, name: string) => guidOf(kind, name, String(nextId('devopsObjectId')));

/** Made in Git tools: the project is its maker's (and the staff's: mocks/gitTools/access.ts). */
export function createDevopsProject(user: MockUser, body: unknown): Outcome<DevopsProject> {
  syncPortalProjects();
  if (!isObject(body)) return badRequest('Expected a JSON body {name, description?}');
  const name = textOf(body.name);
  if (!isValidDevopsName(name)) return badRequest(`'${name}' is not a valid project name: 1 to 64 characters, no \\ / : * ? " < > | ; # $ % { } , + = [ ] @ & ' \` ~ ^, not starting with _ or . nor ending with .`);
  if (db.devops.projects.some((p) => sameName(p.name, name))) return conflict(`A project named ${name} already exists in the devops service`);
  const project: StoredDevopsProject = { id: newGuid('project', name), name, description: textOf(body.description).trim(), createdBy: user.userId };
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
