/** The build server's two git jobs (branch and merge), as jobs on the mock clock. */
import {
  DEFAULT_BRANCH,
  GIT_JOBS,
  branchNameOf,
  branchRef,
  isValidBranchName,
  type GitBuild,
  type GitJobInfo,
  type GitJobName,
  type MergeAnswer,
} from '../../src/domain/gitTools';
import { type BuildTrigger } from '../../src/domain/techTeam';
import { mockNow } from '../core/clock';
import { defineJobKind, startJob, type Job } from '../core/jobs';
import { badRequest, conflict, notFound, ok, type Outcome } from '../core/outcome';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import { commitsOf, decoded, findRef, findRepo, isObject, reachable, remoteUrlOf, textOf } from './gitTools';
import { hexOf, setRef, syncPortalProjects } from './table';
import { isRunning } from './importRequests';

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
  label: 'Build: git branch',
  onSucceeded(job) {
    const { repoId, branchName, commitId } = gitBuildResult(job);
    if (!findRef(repoId, branchName) && commitId) setRef(db.devops, repoId, branchName, commitId, 'dfc-git-branch');
  },
});

defineJobKind(MERGE_KIND, {
  label: 'Build: git merge',
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
export const normalisedUrl = (url: string) => decoded(url).toLowerCase().replace(/\/+$/, '').replace(/\.git$/, '');

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

/** GET /job/{job}/api/json: the job's builds of the repositories the caller reads, newest first. */
export function gitJobInfo(jobName: GitJobName, readsRepo: (repoId: string) => boolean): Outcome<GitJobInfo> {
  const builds: GitBuild[] = gitBuilds(jobName)
    .filter((job) => leftQueue(job) && readsRepo(gitBuildResult(job).repoId))
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
