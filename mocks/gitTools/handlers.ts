/**
 * The Git tools' services (contract.devopsService, contract.gitJobs): the hosted devops service in
 * the shape of the Azure DevOps REST API and the build server's two git jobs in the shape of
 * Jenkins. The rules are in mocks/gitTools/gitTools.ts; the import and the builds run as jobs on the mock
 * clock ('gitImport', 'build:dfc-git-branch', 'build:dfc-git-merge').
 *
 * Who: roles 2 to 8 for every entry (seed 001 section 6: Git tools); role 1 gets 403. Every user
 * of those roles works in the same devops organisation (the seeds say no more).
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
import { capability } from '../core/access';
import { handle } from '../core/contract';
import { answer, positiveInt, queryOf, readJson } from '../core/http';

/** Seed 001 section 6: Git tools are roles 2 to 8. */
export const gitToolsAccess = capability('gitTools');

const created = (value: unknown) => HttpResponse.json(value as JsonBodyType, { status: 201 });

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

const devops = devopsServiceContract;
const jobs = gitJobsContract;

export const gitToolRoutes = [
  /* ---------- the devops service ---------- */
  handle(devops.projects, gitToolsAccess, () => answer(listDevopsProjects())),
  handle(devops.createProject, gitToolsAccess, async ({ request }) => answer(createDevopsProject(await readJson(request)))),
  handle(devops.repositories, gitToolsAccess, ({ params }) => answer(listRepositories(params.project))),
  handle(devops.createRepository, gitToolsAccess, async ({ request, params }) => answer(createRepository(params.project, await readJson(request)), created)),
  handle(devops.createImportRequest, gitToolsAccess, async ({ request, params, user }) =>
    answer(createImportRequest(user, params.project, params.repoId, await readJson(request)), created),
  ),
  handle(devops.importRequest, gitToolsAccess, ({ params }) => answer(importRequestOf(params.project, params.repoId, positiveInt(params.importRequestId)))),
  handle(devops.refs, gitToolsAccess, ({ request, params }) => answer(listRefs(params.project, params.repoId, param(request, 'filter')))),
  handle(devops.commits, gitToolsAccess, ({ request, params }) =>
    answer(listCommits(params.project, params.repoId, param(request, 'searchCriteria.itemVersion.version'), param(request, '$top'))),
  ),
  handle(devops.createServiceEndpoint, gitToolsAccess, async ({ request, params, user }) =>
    answer(createServiceEndpoint(user, params.project, await readJson(request))),
  ),
  handle(devops.merges, gitToolsAccess, async ({ request, params }) => answer(completedMerge(params.project, params.repoId, await readJson(request)), created)),

  /* ---------- the build server's git jobs ---------- */
  handle(jobs.branchJob, gitToolsAccess, ({ request, user }) => answer(triggerBranchJob(user, queryOf(request)), created)),
  handle(jobs.mergeJob, gitToolsAccess, ({ request, user }) => answer(triggerMergeJob(user, queryOf(request)), created)),
  handle(jobs.branchBuilds, gitToolsAccess, () => answer(gitJobInfo(GIT_JOBS.branch))),
  handle(jobs.mergeBuilds, gitToolsAccess, () => answer(gitJobInfo(GIT_JOBS.merge))),
];
