/**
 * Git tools (seed 001 sections 2, 3, 4, 5, 7 and 8): the wire types of the hosted devops service
 * and of the build server's two git jobs, and the pure rules of the Git tools pages.
 *
 * The seeds say only that the Git tools "call an external DevOps service directly to create
 * projects, repos, service endpoints, import requests, and to list repos, commits and refs", and
 * use "a build server job for branches (branchName, projectId, repoId, commitId) and merges
 * (branch, repourl)". Our reading: the devops service is shaped like the Azure DevOps REST API
 * (lists as `{count, value}`, repositories, refs, commits, import requests, service endpoints),
 * the build server like Jenkins' remote-access API (src/domain/contract/gitTools.ts).
 */
import * as z from 'zod/mini';
import { loose, orNull } from './contract/check';
import { BuildResult } from './techTeam';

/*
 * The answers' schemas: the seeds document only the repository (id, name, remoteUrl, project.id);
 * of the rest, what the portal reads and the devops service always sends is required, the rest
 * optional.
 */

/* ---------- the devops service (Azure DevOps REST API shapes) ---------- */

/** Every list of the devops service: `{count, value}`. */
export const devopsList = <S extends z.ZodMiniType>(item: S) => loose({ count: z.number(), value: z.array(item) });
export type DevopsList<T> = { count: number; value: T[] };

/** A devops project (a TeamProjectReference). */
export const DevopsProject = loose({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  /** 'wellFormed' once created. */
  state: z.optional(z.string()),
  visibility: z.optional(z.string()),
});
export type DevopsProject = z.infer<typeof DevopsProject>;

/** POST /_apis/projects. */
export const CreateDevopsProjectBody = loose({
  name: z.string(),
  description: z.optional(z.string()),
  capabilities: z.optional(loose({ versioncontrol: loose({ sourceControlType: z.literal('Git') }) })),
  visibility: z.optional(z.enum(['private', 'public'])),
});
export type CreateDevopsProjectBody = z.infer<typeof CreateDevopsProjectBody>;

/** Repository (seed 001 section 3): id, name, remoteUrl, project.id (plus what Azure adds). */
export const Repository = loose({
  id: z.string(),
  name: z.string(),
  remoteUrl: z.string(),
  project: loose({ id: z.string(), name: z.optional(z.string()) }),
  /** 'refs/heads/main' once the repository has commits (an empty repository has none). */
  defaultBranch: z.optional(z.string()),
  url: z.optional(z.string()),
});
export type Repository = z.infer<typeof Repository>;

/** POST /{project}/_apis/git/repositories. */
export const CreateRepositoryBody = loose({ name: z.string(), project: loose({ id: z.string() }) });
export type CreateRepositoryBody = z.infer<typeof CreateRepositoryBody>;

/** The states of an import request. */
export const IMPORT_STATUSES = ['queued', 'inProgress', 'completed', 'failed', 'abandoned'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const ImportParameters = loose({
  gitSource: loose({ url: z.string() }),
  /** The service endpoint that holds the source's credentials, if any. */
  serviceEndpointId: z.optional(z.string()),
});

/** POST /{project}/_apis/git/repositories/{repoId}/importRequests. */
export const ImportRequestBody = loose({ parameters: ImportParameters });
export type ImportRequestBody = z.infer<typeof ImportRequestBody>;

/** An import request (GitImportRequest). */
export const ImportRequest = loose({
  importRequestId: z.number(),
  status: z.enum(IMPORT_STATUSES),
  repository: z.optional(loose({ id: z.string(), name: z.string() })),
  parameters: ImportParameters,
  detailedStatus: z.optional(loose({ currentStep: z.number(), allSteps: z.array(z.string()), errorMessage: z.optional(z.string()) })),
});
export type ImportRequest = z.infer<typeof ImportRequest>;

/** A ref (GitRef): 'refs/heads/{branch}' and the commit it points at. */
export const GitRef = loose({ name: z.string(), objectId: z.string() });
export type GitRef = z.infer<typeof GitRef>;

/** A commit (GitCommitRef). */
export const GitCommit = loose({
  commitId: z.string(),
  comment: z.optional(z.string()),
  author: z.optional(loose({ name: z.string(), email: z.optional(z.string()), date: z.string() })),
  parents: z.optional(z.array(z.string())),
});
export type GitCommit = z.infer<typeof GitCommit>;

/** POST /{project}/_apis/serviceendpoint/endpoints (the portal holds no credential: scheme 'None'). */
export const ServiceEndpointBody = loose({
  name: z.string(),
  type: z.string(),
  url: z.string(),
  authorization: loose({ scheme: z.string() }),
  description: z.optional(z.string()),
});
export type ServiceEndpointBody = z.infer<typeof ServiceEndpointBody>;

export const ServiceEndpoint = loose({
  id: z.string(),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  url: z.optional(z.string()),
  isReady: z.optional(z.boolean()),
});
export type ServiceEndpoint = z.infer<typeof ServiceEndpoint>;

/** POST /{project}/_apis/git/repositories/{repoId}/merges (ours): the merge the merge job made. */
export const MergeBody = loose({ branch: z.string() });
export type MergeBody = z.infer<typeof MergeBody>;

/** Its answer, status 201 once the branch is merged with the default branch. */
export const MergeAnswer = loose({
  branch: z.string(),
  targetBranch: z.string(),
  mergeCommitId: z.string(),
  status: z.literal('completed'),
  buildNumber: z.number(),
});
export type MergeAnswer = z.infer<typeof MergeAnswer>;

/* ---------- the build server's git jobs (Jenkins shapes) ---------- */

export const GIT_JOBS = { branch: 'dfc-git-branch', merge: 'dfc-git-merge' } as const;
export type GitJobName = (typeof GIT_JOBS)[keyof typeof GIT_JOBS];

/** The mock's job kinds (its fault switch names them): the import and the two builds. */
export const GIT_JOB_KINDS = ['gitImport', `build:${GIT_JOBS.branch}`, `build:${GIT_JOBS.merge}`] as const;

/** POST /job/dfc-git-branch/buildWithParameters (seed 001 section 7). */
export const BranchJobQuery = loose({
  branchName: z.string(),
  /** The devops project's id. */
  projectId: z.string(),
  repoId: z.string(),
  commitId: z.string(),
});
export type BranchJobQuery = z.infer<typeof BranchJobQuery>;

/** POST /job/dfc-git-merge/buildWithParameters (seed 001 section 7). */
export const MergeJobQuery = loose({
  branch: z.string(),
  /** The repository's remoteUrl. */
  repourl: z.string(),
});
export type MergeJobQuery = z.infer<typeof MergeJobQuery>;

/** One build of a job, as GET /job/{job}/api/json?tree=builds[number,queueId,building,result] lists it. */
export const GitBuild = loose({
  number: z.number(),
  queueId: z.number(),
  building: z.boolean(),
  result: orNull(BuildResult),
});
export type GitBuild = z.infer<typeof GitBuild>;

export const GitJobInfo = loose({
  name: z.optional(z.string()),
  /** Newest first; a build still waiting in the queue is not listed yet. */
  builds: z.array(GitBuild),
});
export type GitJobInfo = z.infer<typeof GitJobInfo>;

/* ---------- rules (seed 001 sections 4 and 5) ---------- */

export const DEFAULT_BRANCH = 'main';
const HEADS = 'refs/heads/';

export const branchRef = (branch: string) => (branch.startsWith(HEADS) ? branch : `${HEADS}${branch}`);
export const branchNameOf = (refName: string) => (refName.startsWith(HEADS) ? refName.slice(HEADS.length) : refName);

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** 'Create & Clone Repo' is enabled only when the new repo name and the repo URL are filled. */
export function canCreateAndClone(repoName: string, repoUrl: string): boolean {
  return filled(repoName) && filled(repoUrl);
}

/** Add Branch is sent only when the branch name, the repo id and the commit id are present. */
export function canAddBranch(input: { branchName: string; repoId: string | null | undefined; commitId: string | null | undefined }): boolean {
  return filled(input.branchName) && filled(input.repoId) && filled(input.commitId);
}

/** The branches a merge can take: every branch but the default one. */
export function mergeableBranches(refs: readonly GitRef[], defaultBranch: string = DEFAULT_BRANCH): string[] {
  return refs.map((r) => branchNameOf(r.name)).filter((name) => name !== branchNameOf(defaultBranch));
}

/** A merge is allowed only when branches exist (one besides the default branch) and one is chosen among them. */
export function canMerge(refs: readonly GitRef[], chosen: string, defaultBranch: string = DEFAULT_BRANCH): boolean {
  const branches = mergeableBranches(refs, defaultBranch);
  return branches.length > 0 && branches.includes(chosen);
}

/** What a merge answered with 201 shows (seed 001 section 4). */
export const mergedMessage = (branch: string, repo: string) => `${branchNameOf(branch)} is merged with master of ${repo}`;

/** A repository by name: the exact name first, else the name in any case; null when there is none. */
export function findRepoByName<R extends { name: string }>(repos: readonly R[], name: string): R | null {
  const wanted = name.trim();
  if (!wanted) return null;
  return repos.find((r) => r.name === wanted) ?? repos.find((r) => r.name.toLowerCase() === wanted.toLowerCase()) ?? null;
}

/** Whether an import request has ended (completed, failed or abandoned). */
export const isImportFinished = (status: string) => status === 'completed' || status === 'failed' || status === 'abandoned';

/**
 * A branch name git accepts (the common rules of git check-ref-format): letters, digits and
 * . _ - / only; no '..', '//', '@{'; no part that starts with '.' or ends with '.lock'; not
 * starting with '-' or '/' nor ending with '/' or '.'; at most 200 characters.
 */
export function isValidBranchName(name: string): boolean {
  if (!/^[A-Za-z0-9._/-]{1,200}$/.test(name)) return false;
  if (/^[-/]|[/.]$|\.\.|\/\//.test(name)) return false;
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

/** Characters a devops project or repository name may not hold (Azure DevOps' naming rules). */
const NAME_FORBIDDEN = /[\\/:*?"<>|;#$%{},+=[\]@&'`~^]/;
const hasControlCharacter = (text: string) => Array.from(text).some((c) => c.charCodeAt(0) < 32);

/** A devops project or repository name: 1 to 64 characters, none forbidden, not starting with '_' or '.', not ending with '.'. */
export function isValidDevopsName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= 64 && trimmed === name && !NAME_FORBIDDEN.test(name) && !hasControlCharacter(name) && !/^[_.]|\.$/.test(name);
}

/** The devops project a portal project's devops URL names: its last path segment, decoded. */
export function devopsProjectNameOf(devopsUrl: string | null | undefined): string | null {
  if (!devopsUrl) return null;
  let path = devopsUrl.trim();
  try {
    path = new URL(path).pathname;
  } catch {
    path = path.replace(/[?#].*$/, '');
  }
  const last = path.split('/').filter((s) => s !== '').at(-1);
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A commit id as people read it: its first 7 characters. */
export const shortCommitId = (commitId: string) => commitId.slice(0, 7);
