/**
 * Git tools (seed 001 section 7): "Git tools call an external DevOps service directly to create
 * projects, repos, service endpoints, import requests, and to list repos, commits and refs. A build
 * server job for branches (branchName, projectId, repoId, commitId) and merges (branch, repourl) is
 * used." The seeds give no paths; ours are a reading, documented here and in docs/features.md:
 *
 * - the devops service ('devopsService', its configured base URL = the organisation, e.g.
 *   https://dev.azure.com/{org}) in the shape of the Azure DevOps REST API: every call carries
 *   `api-version`, lists answer `{count, value}`, `{project}` is the project's name or id;
 *   repository creation and import requests answer 201. One entry is ours, not Azure's:
 *   `POST /{project}/_apis/git/repositories/{repoId}/merges {branch}` reports the merge the build
 *   server's merge job made: 201 once the branch is merged with the default branch (the seeds show
 *   '{branch} is merged with master of {repo}' on a 201), 409 while it is not;
 * - the build server ('buildServer') in the shape of Jenkins' remote-access API: the two jobs are
 *   triggered with `POST /job/{job}/buildWithParameters?…` (201 {queueId}) and followed through
 *   the job's build list, `GET /job/{job}/api/json?tree=builds[number,queueId,building,result]`
 *   (a build appears there once it left the queue, with its queue id). The tech chain's queue item
 *   and build reads (buildServerContract) are the assigned tech user's of a portal project, while
 *   the Git tools are roles 2 to 8 and work on devops repositories: hence these two reads.
 *
 * As for the tech chain, the portal sends the user's bearer token to both services and ships no
 * credential; a deployment puts an authenticating proxy in front of them.
 */
import * as z from 'zod/mini';
import { loose } from './check';
import {
  BranchJobQuery,
  CreateDevopsProjectBody,
  CreateRepositoryBody,
  DevopsProject,
  GitCommit,
  GitJobInfo,
  GitRef,
  ImportRequest,
  ImportRequestBody,
  MergeAnswer,
  MergeBody,
  MergeJobQuery,
  Repository,
  ServiceEndpoint,
  ServiceEndpointBody,
  devopsList,
} from '../gitTools';
import { BuildTrigger } from '../techTeam';
import { defineGroup, get, post } from './define';

/** The REST API version the portal speaks to the devops service. */
export const DEVOPS_API_VERSION = '7.1';

/** Every devops-service call names the REST API version it speaks. */
export const ApiVersion = loose({ 'api-version': z.literal(DEVOPS_API_VERSION) });
export type ApiVersion = z.infer<typeof ApiVersion>;

/** GET …/refs: `filter=heads/` lists the branches. */
export const RefsQuery = z.extend(ApiVersion, { filter: z.optional(z.string()) });
export type RefsQuery = z.infer<typeof RefsQuery>;

/** GET …/commits: the commits reachable from a branch (default: the default branch), newest first. */
export const CommitsQuery = z.extend(ApiVersion, { 'searchCriteria.itemVersion.version': z.optional(z.string()), $top: z.optional(z.number()) });
export type CommitsQuery = z.infer<typeof CommitsQuery>;

/** The build list's fields (Jenkins' `tree`). */
const TreeQuery = loose({ tree: z.optional(z.string()) });

const devops = { service: 'devopsService' } as const;
const buildServer = { service: 'buildServer' } as const;

export const devopsServiceContract = defineGroup('devopsService', {
  /** The organisation's projects. */
  projects: get('/_apis/projects', 'object', devops).returns(devopsList(DevopsProject)).withQuery(ApiVersion).allow('gitTools').scoped('devops'),
  /** Creates a project (ours: at once; Azure queues an operation). 409 when the name is taken. */
  createProject: post('/_apis/projects', 'object', devops).returns(DevopsProject).takes(CreateDevopsProjectBody).withQuery(ApiVersion).allow('gitTools'),
  /** The project's repositories. */
  repositories: get('/:project/_apis/git/repositories', 'object', devops).returns(devopsList(Repository)).withQuery(ApiVersion).allow('gitTools', 'devopsProject reader :project'),
  /** Creates an empty repository (201). 409 when the name is taken in the project. */
  createRepository: post('/:project/_apis/git/repositories', 'object', devops)
    .returns(Repository)
    .takes(CreateRepositoryBody)
    .withQuery(ApiVersion).allow('gitTools', 'devopsProject party :project'),
  /** Imports a source repository into an empty one (201, status 'queued'). */
  createImportRequest: post('/:project/_apis/git/repositories/:repoId/importRequests', 'object', devops)
    .returns(ImportRequest)
    .takes(ImportRequestBody)
    .withQuery(ApiVersion).allow('gitTools', 'devopsProject party :project', 'repository party :repoId'),
  /** An import request: queued, inProgress, then completed or failed. */
  importRequest: get('/:project/_apis/git/repositories/:repoId/importRequests/:importRequestId', 'object', devops)
    .returns(ImportRequest)
    .withQuery(ApiVersion).allow('gitTools', 'devopsProject reader :project', 'repository reader :repoId', 'importRequest reader :importRequestId'),
  /** The repository's refs; `filter=heads/` gives the branches. */
  refs: get('/:project/_apis/git/repositories/:repoId/refs', 'object', devops).returns(devopsList(GitRef)).withQuery(RefsQuery).allow('gitTools', 'devopsProject reader :project', 'repository reader :repoId'),
  /** The repository's commits, newest first. */
  commits: get('/:project/_apis/git/repositories/:repoId/commits', 'object', devops).returns(devopsList(GitCommit)).withQuery(CommitsQuery).allow('gitTools', 'devopsProject reader :project', 'repository reader :repoId'),
  /** A service endpoint (the import's source connection). */
  createServiceEndpoint: post('/:project/_apis/serviceendpoint/endpoints', 'object', devops)
    .returns(ServiceEndpoint)
    .takes(ServiceEndpointBody)
    .withQuery(ApiVersion).allow('gitTools', 'devopsProject party :project'),
  /** Ours: the merge the merge job made; 201 once merged, 409 while not. */
  merges: post('/:project/_apis/git/repositories/:repoId/merges', 'object', devops).returns(MergeAnswer).takes(MergeBody).withQuery(ApiVersion).allow('gitTools', 'devopsProject party :project', 'repository party :repoId'),
});

export const gitJobsContract = defineGroup('gitJobs', {
  /** Queues a branch build (201 {queueId}): creates branchName at commitId in the repository. */
  branchJob: post('/job/dfc-git-branch/buildWithParameters', 'object', buildServer).returns(BuildTrigger).withQuery(BranchJobQuery).allow('gitTools', 'devopsProject party ?projectId', 'repository party ?repoId'),
  /** Queues a merge build (201 {queueId}): merges the branch into the default branch of the repository at repourl. */
  mergeJob: post('/job/dfc-git-merge/buildWithParameters', 'object', buildServer).returns(BuildTrigger).withQuery(MergeJobQuery).allow('gitTools', 'repository party ?repourl'),
  /** The branch job's builds, newest first. */
  branchBuilds: get('/job/dfc-git-branch/api/json', 'object', buildServer).returns(GitJobInfo).withQuery(TreeQuery).allow('gitTools').scoped('devops'),
  /** The merge job's builds, newest first. */
  mergeBuilds: get('/job/dfc-git-merge/api/json', 'object', buildServer).returns(GitJobInfo).withQuery(TreeQuery).allow('gitTools').scoped('devops'),
});
