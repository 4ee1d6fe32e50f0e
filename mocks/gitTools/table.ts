/** The table `gitTools` (`db.devops`): the devops service's projects, repositories, refs, commits, endpoints and import requests, their ids and seed. */
import { DEFAULT_BRANCH, GIT_JOBS, branchRef, devopsProjectNameOf, type GitJobName } from '../../src/domain/gitTools';
import { repoName } from '../../src/domain/techTeam';
import { buildServerTable } from '../buildServer/buildServer';
import { mockNow } from '../core/clock';
import { seededRandom } from '../core/random';
import { projectsTable } from '../projects/table';
import { db } from '../core/state';
import { defineTable } from '../core/tables';
import type { DbState } from '../core/types';
import type { StoredProject } from '../projects/types';

/* ---------- the table ---------- */

export interface StoredDevopsProject {
  id: string;
  name: string;
  description: string;
  /** The user who made it in Git tools (absent: a portal project's, or the shared one). */
  createdBy?: number;
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

declare module '../core/types' {
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
export const IMPORT_AUTHOR = { name: 'DFC Import', email: 'import@devops.example.com' };
const DAY = 86_400_000;

/* ---------- ids ---------- */

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function hexOf(length: number, ...parts: string[]): string {
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

export interface History {
  comments: string[];
  author?: { name: string; email: string };
}

/** Adds a line of commits (each the parent of the next) to a repository; the tip. */
export function addCommits(state: DevopsState, repoId: string, parent: string | null, history: History, newestAt: number): string | null {
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

export function setRef(state: DevopsState, repoId: string, branch: string, objectId: string, creator: string): void {
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

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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
export function syncPortalProjects(): void {
  for (const project of db.projects) if (project.devopsUrl) addPortalProject(db.devops, project, mockNow());
}
