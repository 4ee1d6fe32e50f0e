/**
 * The Git tools' services (contract.devopsService, contract.gitJobs): the hosted devops service in
 * the shape of the Azure DevOps REST API and the build server's two git jobs in the shape of
 * Jenkins. The rules are in mocks/gitTools/gitTools.ts; the import and the builds run as jobs on the mock
 * clock ('gitImport', 'build:dfc-git-branch', 'build:dfc-git-merge').
 *
 * Who: roles 2 to 8 for every entry (seed 001 section 6: Git tools); role 1 gets 403. The seeds say
 * no more; the contract's object rules add who reads and works in each devops project (a portal
 * project's: its readers and parties; one made in Git tools: its maker and the staff; the shared
 * organisation project: the staff; never another agency's: ./access.ts), and the project list and
 * the job builds answer only what the caller reads.
 *
 * Answers: lists as `{count, value}`; repository creation, import requests and the two job
 * triggers with 201 (as Azure DevOps and Jenkins answer them); the merge report with 201 once
 * merged (the seeds' "a merge answered with status 201").
 *
 * The two triggers are literal paths (/job/dfc-git-branch/buildWithParameters, ...) that the tech
 * chain's generic trigger (/job/:jobName/buildWithParameters, role 8, its own job names only)
 * would also match: being more specific, they answer those (mocks/core/contract.ts createHandlersOf).
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { devopsServiceContract, gitJobsContract } from '../../src/domain/contract/gitTools';
import { GIT_JOBS } from '../../src/domain/gitTools';
import { completedMerge, gitJobInfo, triggerBranchJob, triggerMergeJob } from './gitJobs';
import {
  createDevopsProject,
  createRepository,
  createServiceEndpoint,
  listCommits,
  listDevopsProjects,
  listRefs,
  listRepositories,
} from './gitTools';
import { createImportRequest, importRequestOf } from './importRequests';
import { handle } from '../core/contract';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { devopsAllows } from './access';
import { answer, positiveInt, queryOf, readJson } from '../core/http';

const created = (value: unknown) => HttpResponse.json(value as JsonBodyType, { status: 201 });

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** Whether the user reads the repository's devops project. */
const readsRepo = (user: MockUser) => (repoId: string) => {
  const repo = db.devops.repos.find((r) => r.id === repoId);
  const project = repo && db.devops.projects.find((p) => p.id === repo.projectId);
  return project !== undefined && devopsAllows('reader', user, project);
};

const devops = devopsServiceContract;
const jobs = gitJobsContract;

export const gitToolRoutes = [
  /* ---------- the devops service ---------- */
  handle(devops.projects, ({ user }) => answer(listDevopsProjects((project) => devopsAllows('reader', user, project)))),
  handle(devops.createProject, async ({ request, user }) => answer(createDevopsProject(user, await readJson(request)))),
  handle(devops.repositories, ({ params }) => answer(listRepositories(params.project))),
  handle(devops.createRepository, async ({ request, params }) => answer(createRepository(params.project, await readJson(request)), created)),
  handle(devops.createImportRequest, async ({ request, params, user }) =>
    answer(createImportRequest(user, params.project, params.repoId, await readJson(request)), created),
  ),
  handle(devops.importRequest, ({ params }) => answer(importRequestOf(params.project, params.repoId, positiveInt(params.importRequestId)))),
  handle(devops.refs, ({ request, params }) => answer(listRefs(params.project, params.repoId, param(request, 'filter')))),
  handle(devops.commits, ({ request, params }) =>
    answer(listCommits(params.project, params.repoId, param(request, 'searchCriteria.itemVersion.version'), param(request, '$top'))),
  ),
  handle(devops.createServiceEndpoint, async ({ request, params, user }) =>
    answer(createServiceEndpoint(user, params.project, await readJson(request))),
  ),
  handle(devops.merges, async ({ request, params }) => answer(completedMerge(params.project, params.repoId, await readJson(request)), created)),

  /* ---------- the build server's git jobs ---------- */
  handle(jobs.branchJob, ({ request, user }) => answer(triggerBranchJob(user, queryOf(request)), created)),
  handle(jobs.mergeJob, ({ request, user }) => answer(triggerMergeJob(user, queryOf(request)), created)),
  handle(jobs.branchBuilds, ({ user }) => answer(gitJobInfo(GIT_JOBS.branch, readsRepo(user)))),
  handle(jobs.mergeBuilds, ({ user }) => answer(gitJobInfo(GIT_JOBS.merge, readsRepo(user)))),
];
