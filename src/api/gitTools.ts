import { DEVOPS_API_VERSION, devopsServiceContract, gitJobsContract } from '../domain/contract/gitTools';
import type { InputOf } from '../domain/contract/define';
import {
  GIT_JOBS,
  branchRef,
  type BranchJobQuery,
  type DevopsProject,
  type GitCommit,
  type GitJobInfo,
  type GitJobName,
  type GitRef,
  type ImportRequest,
  type MergeAnswer,
  type MergeJobQuery,
  type Repository,
  type ServiceEndpoint,
  type ServiceEndpointBody,
} from '../domain/gitTools';
import { api, fromCall } from './baseApi';
import { callsOf, checkedAnswer, urlOf } from './call';
import { http } from './http';

/**
 * The Git tools' calls (src/domain/contract/gitTools.ts): the hosted devops service (Azure DevOps
 * REST API shapes, every call with `api-version`) and the build server's git jobs (Jenkins shapes).
 * Reads go through RTK Query (projects, repositories, branches, the newest commit); the workflows
 * (create & clone, add branch, merge) are the Git tools' page saga's, with the functions below.
 */
const devops = callsOf(devopsServiceContract);
const jobs = callsOf(gitJobsContract);

const v = { 'api-version': DEVOPS_API_VERSION } as const;

type Signal = AbortSignal | undefined;

/* ---------- the devops service ---------- */

export async function devopsProjects(signal?: Signal): Promise<DevopsProject[]> {
  return (await devops.projects({ query: v }, signal)).value;
}

export function createDevopsProject(name: string, signal?: Signal): Promise<DevopsProject> {
  return devops.createProject({ query: v, body: { name, capabilities: { versioncontrol: { sourceControlType: 'Git' } }, visibility: 'private' } }, signal);
}

/** `project`: the devops project's id or name. */
export async function repositories(project: string, signal?: Signal): Promise<Repository[]> {
  return (await devops.repositories({ params: { project }, query: v }, signal)).value;
}

export function createRepository(projectId: string, name: string, signal?: Signal): Promise<Repository> {
  return devops.createRepository({ params: { project: projectId }, query: v, body: { name, project: { id: projectId } } }, signal);
}

export function createServiceEndpoint(projectId: string, body: ServiceEndpointBody, signal?: Signal): Promise<ServiceEndpoint> {
  return devops.createServiceEndpoint({ params: { project: projectId }, query: v, body }, signal);
}

export function startImport(projectId: string, repoId: string, url: string, serviceEndpointId: string | undefined, signal?: Signal): Promise<ImportRequest> {
  const parameters = { gitSource: { url }, ...(serviceEndpointId ? { serviceEndpointId } : {}) };
  return devops.createImportRequest({ params: { project: projectId, repoId }, query: v, body: { parameters } }, signal);
}

export function importStatus(projectId: string, repoId: string, importRequestId: number, signal?: Signal): Promise<ImportRequest> {
  return devops.importRequest({ params: { project: projectId, repoId, importRequestId }, query: v }, signal);
}

/** The repository's branches (refs/heads/…), sorted by name. */
export async function branches(projectId: string, repoId: string, signal?: Signal): Promise<GitRef[]> {
  return (await devops.refs({ params: { project: projectId, repoId }, query: { ...v, filter: 'heads/' } }, signal)).value;
}

/** The newest commit of a branch (default: the default branch); null in an empty repository. */
export async function latestCommit(projectId: string, repoId: string, branch?: string, signal?: Signal): Promise<GitCommit | null> {
  const query = { ...v, $top: 1, ...(branch ? { 'searchCriteria.itemVersion.version': branch } : {}) };
  const list = (await devops.commits({ params: { project: projectId, repoId }, query }, signal)).value;
  return list[0] ?? null;
}

export interface MergeReport {
  /** The HTTP status: 201 once the branch is merged (the seeds show their message on a 201). */
  status: number;
  answer: MergeAnswer;
}

/**
 * POST …/merges {branch} (ours): the merge the merge job made. The status matters (201 = merged),
 * so this one call reads the response itself; its answer is checked against the contract as every other (checkedAnswer).
 */
export async function reportMerge(projectId: string, repoId: string, branch: string, signal?: Signal): Promise<MergeReport> {
  const endpoint = devopsServiceContract.merges;
  const input: InputOf<typeof endpoint> = { params: { project: projectId, repoId }, query: v, body: { branch: branchRef(branch) } };
  const response = await (await http()).request({ method: endpoint.method, url: urlOf(endpoint, input.params), params: input.query, data: input.body, signal });
  return { status: response.status, answer: checkedAnswer(endpoint, response.data) };
}

/* ---------- the build server's git jobs ---------- */

/** Queues the branch job; its queue id. */
export async function triggerBranchJob(query: BranchJobQuery, signal?: Signal): Promise<number> {
  return (await jobs.branchJob({ query }, signal)).queueId;
}

/** Queues the merge job; its queue id. */
export async function triggerMergeJob(query: MergeJobQuery, signal?: Signal): Promise<number> {
  return (await jobs.mergeJob({ query }, signal)).queueId;
}

const BUILD_TREE = 'builds[number,queueId,building,result]';

/** A git job's builds, newest first. */
export function gitJobBuilds(jobName: GitJobName, signal?: Signal): Promise<GitJobInfo> {
  const query = { tree: BUILD_TREE };
  return jobName === GIT_JOBS.branch ? jobs.branchBuilds({ query }, signal) : jobs.mergeBuilds({ query }, signal);
}

/* ---------- cached reads ---------- */

export interface RepoKey {
  /** The devops project's id (or name). */
  project: string;
  repoId: string;
}

export const gitToolsApi = api.enhanceEndpoints({ addTagTypes: ['DevopsProject', 'GitRepo', 'GitBranch', 'GitCommit'] }).injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    devopsProjects: build.query<DevopsProject[], void>({
      queryFn: fromCall((_: void, signal) => devopsProjects(signal)),
      providesTags: ['DevopsProject'],
    }),
    createDevopsProject: build.mutation<DevopsProject, string>({
      queryFn: fromCall((name: string, signal) => createDevopsProject(name, signal)),
      invalidatesTags: ['DevopsProject'],
    }),
    repositories: build.query<Repository[], string>({
      queryFn: fromCall((project: string, signal) => repositories(project, signal)),
      providesTags: ['GitRepo'],
    }),
    branches: build.query<GitRef[], RepoKey>({
      queryFn: fromCall(({ project, repoId }: RepoKey, signal) => branches(project, repoId, signal)),
      providesTags: (_r, _e, { repoId }) => [{ type: 'GitBranch', id: repoId }],
    }),
    latestCommit: build.query<GitCommit | null, RepoKey>({
      queryFn: fromCall(({ project, repoId }: RepoKey, signal) => latestCommit(project, repoId, undefined, signal)),
      providesTags: (_r, _e, { repoId }) => [{ type: 'GitCommit', id: repoId }],
    }),
  }),
});

export const { useDevopsProjectsQuery, useCreateDevopsProjectMutation, useRepositoriesQuery, useBranchesQuery, useLatestCommitQuery } = gitToolsApi;
