import type {
  DevopsList,
  DevopsProject,
  GitCommit,
  GitJobInfo,
  GitRef,
  ImportRequest,
  MergeAnswer,
  Repository,
  ServiceEndpoint,
} from '../../src/domain/gitTools';
import { advanceClock, setClockSpeed } from '../core/clock';
import { db } from '../core/state';
import { clearFaults } from '../core/faults';
import { SHARED_PROJECT } from './table';
import { GIT_BUILD_QUEUED_MS } from './gitJobs';
import { server } from '../node';
import { gitToolRoutes } from './handlers';
import { call, postJson, signInAs } from '../testing';

// Seeded (mocks/gitTools/gitTools.ts): the devops project 'dfc-portal' with dfc-portal-web (main, develop,
// feature/git-tools), dfc-portal-api and dfc-starter-kit; one devops project per portal project
// with a devops URL (project 12 'Aurora Relaunch' -> 'Aurora_Relaunch' with 'Auror_Repo').

let tokens: Record<string, string> = {};
const tokenOf = async (username: string) => (tokens[username] ??= await signInAs(username));

const V = 'api-version=7.1';
const get = async (path: string, username = 'gbm') => call(path, { token: await tokenOf(username) });
const post = async (path: string, body: unknown, username = 'gbm') => postJson(path, body, await tokenOf(username));

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return JSON.parse(body) as T;
}

const messageOf = async (response: Response | Promise<Response>, status: number) => (await json<{ message: string }>(response, status)).message;

const repos = async (project: string, username = 'gbm') =>
  (await json<DevopsList<Repository>>(get(`/${encodeURIComponent(project)}/_apis/git/repositories?${V}`, username))).value;
const repoNamed = async (project: string, name: string) => (await repos(project)).find((r) => r.name === name) as Repository;
const branches = async (project: string, repoId: string) =>
  (await json<DevopsList<GitRef>>(get(`/${encodeURIComponent(project)}/_apis/git/repositories/${repoId}/refs?filter=heads/&${V}`))).value.map((r) => r.name);
const commits = async (project: string, repoId: string, version?: string) =>
  (
    await json<DevopsList<GitCommit>>(
      get(`/${encodeURIComponent(project)}/_apis/git/repositories/${repoId}/commits?${V}${version ? `&searchCriteria.itemVersion.version=${encodeURIComponent(version)}` : ''}`),
    )
  ).value;
const builds = async (job: string) => (await json<GitJobInfo>(get(`/job/${job}/api/json?tree=builds[number,queueId,building,result]`))).builds;

const setJobFault = async (jobKind: string, step: number) =>
  expect((await postJson('/__mock__/faults', { jobFaults: [{ jobKind, step, times: 1 }] })).status).toBe(200);

beforeEach(() => {
  tokens = {};
  server.use(...gitToolRoutes.map((route) => route.create({})));
  setClockSpeed(0); // only advanceClock moves the mock time
  clearFaults();
});

describe('who may use the Git tools', () => {
  it('answers 401 without a token and 403 to role 1', async () => {
    expect((await call(`/_apis/projects?${V}`)).status).toBe(401);
    expect(await messageOf(get(`/_apis/projects?${V}`, 'admin'), 403)).toMatch(/^Forbidden: only roles 2 .*8 \(Technical User\)$/);
    expect((await post(`/job/dfc-git-merge/buildWithParameters?branch=develop&repourl=x`, undefined, 'admin')).status).toBe(403);
  });

  it.each(['gbm', 'lbm', 'gpm', 'lpm', 'gagency', 'lagency', 'tech'])('lets %s list the projects', async (username) => {
    expect((await get(`/_apis/projects?${V}`, username)).status).toBe(200);
  });
});

// Aurora_Relaunch is the devops project of portal project 12 (agency gagency); dfc-portal the shared one.
describe('who reads and works in which devops project', () => {
  const names = async (username: string) => (await json<DevopsList<DevopsProject>>(get(`/_apis/projects?${V}`, username))).value.map((p) => p.name);

  it("keeps an agency out of another agency's devops project and of the shared one, with none of their data", async () => {
    const aurora = await repoNamed('Aurora_Relaunch', 'Auror_Repo');
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    expect(await names('lagency')).not.toEqual(expect.arrayContaining(['Aurora_Relaunch']));
    expect(await names('lagency')).not.toContain(SHARED_PROJECT);
    for (const [project, repo] of [['Aurora_Relaunch', aurora], [SHARED_PROJECT, web]] as const) {
      for (const path of [
        `/${project}/_apis/git/repositories?${V}`,
        `/${project}/_apis/git/repositories/${repo.id}/refs?filter=heads/&${V}`,
        `/${project}/_apis/git/repositories/${repo.id}/commits?${V}`,
      ]) {
        const refused = await get(path, 'lagency');
        expect(`${path} ${refused.status}`).toBe(`${path} 403`);
        expect(await refused.text()).not.toMatch(/Auror|dfc-portal-web|commitId/);
      }
      expect((await post(`/${project}/_apis/git/repositories?${V}`, { name: 'stolen' }, 'lagency')).status).toBe(403);
      const [latest] = await commits(project, repo.id);
      const branch = new URLSearchParams({ branchName: 'stolen', projectId: repo.project.id, repoId: repo.id, commitId: latest.commitId });
      expect((await post(`/job/dfc-git-branch/buildWithParameters?${branch}`, undefined, 'lagency')).status).toBe(403);
      const merge = new URLSearchParams({ branch: 'develop', repourl: repo.remoteUrl });
      expect((await post(`/job/dfc-git-merge/buildWithParameters?${merge}`, undefined, 'lagency')).status).toBe(403);
    }
    expect(await repos('Aurora_Relaunch', 'gagency')).toHaveLength(1);
  });

  it('lets the staff into the shared project and every project they read; roles 4 and 5 into no portal project', async () => {
    expect(await names('gpm')).toContain(SHARED_PROJECT);
    expect(await names('gpm')).not.toContain('Aurora_Relaunch');
    expect((await get(`/Aurora_Relaunch/_apis/git/repositories?${V}`, 'lpm')).status).toBe(403);
    expect(await names('tech')).toEqual(expect.arrayContaining([SHARED_PROJECT, 'Aurora_Relaunch']));
  });

  it('gives a devops project made in Git tools to its maker and the staff, not to another agency', async () => {
    await json<DevopsProject>(post(`/_apis/projects?${V}`, { name: 'Bluefin Labs' }, 'lagency'));
    expect(await names('lagency')).toContain('Bluefin Labs');
    await json<Repository>(post(`/Bluefin%20Labs/_apis/git/repositories?${V}`, { name: 'labs' }, 'lagency'), 201);
    expect(await names('gagency')).not.toContain('Bluefin Labs');
    expect((await get(`/Bluefin%20Labs/_apis/git/repositories?${V}`, 'gagency')).status).toBe(403);
    expect((await repos('Bluefin Labs', 'gbm')).map((r) => r.name)).toEqual(['labs']);
  });

  it("lists only the git builds of repositories the caller reads", async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    const [latest] = await commits(SHARED_PROJECT, web.id);
    const query = new URLSearchParams({ branchName: 'feature/listed', projectId: web.project.id, repoId: web.id, commitId: latest.commitId });
    await json(post(`/job/dfc-git-branch/buildWithParameters?${query}`, undefined, 'gbm'), 201);
    advanceClock(GIT_BUILD_QUEUED_MS + 1);
    expect(await builds('dfc-git-branch')).toHaveLength(1);
    expect((await json<GitJobInfo>(get('/job/dfc-git-branch/api/json?tree=builds[number]', 'lagency'))).builds).toEqual([]);
  });
});

describe('the seeded devops service', () => {
  it('has the shared project and one project per portal project with a devops URL, named like its last segment', async () => {
    const projects = await json<DevopsList<DevopsProject>>(get(`/_apis/projects?${V}`));
    const names = projects.value.map((p) => p.name);
    expect(projects.count).toBe(projects.value.length);
    expect(names).toContain(SHARED_PROJECT);
    const withUrl = db.projects.filter((p) => p.devopsUrl);
    expect(withUrl.length).toBeGreaterThan(3);
    for (const project of withUrl) expect(names).toContain(decodeURIComponent(project.devopsUrl!.split('/').at(-1)!));
    expect(projects.value.every((p) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(p.id))).toBe(true);
  });

  it("gives a portal project's devops project the chain's repository with commits and a main branch", async () => {
    const list = await repos('Aurora_Relaunch');
    expect(list).toHaveLength(1);
    const [repo] = list;
    expect(repo).toMatchObject({ name: 'Auror_Repo', remoteUrl: 'https://devops.example.com/dfc-portal/Aurora_Relaunch/_git/Auror_Repo', defaultBranch: 'refs/heads/main' });
    expect(repo.project.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await branches('Aurora_Relaunch', repo.id)).toContain('refs/heads/main');
    const history = await commits('Aurora_Relaunch', repo.id);
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history.every((c) => /^[0-9a-f]{40}$/.test(c.commitId))).toBe(true);
  });

  it('lists refs with a filter, and commits of a branch newest first', async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    expect(await branches(SHARED_PROJECT, web.id)).toEqual(['refs/heads/develop', 'refs/heads/feature/git-tools', 'refs/heads/main']);
    const main = await commits(SHARED_PROJECT, web.id);
    const feature = await commits(SHARED_PROJECT, web.id, 'feature/git-tools');
    expect(feature.slice(0, 2).map((c) => c.comment)).toEqual(['Add branch and merge', 'Add the Git tools page']);
    expect(feature.slice(2)).toEqual(main);
    expect((await get(`/${SHARED_PROJECT}/_apis/git/repositories/${web.id}/commits?searchCriteria.itemVersion.version=nope&${V}`)).status).toBe(404);
    expect((await get(`/nowhere/_apis/git/repositories?${V}`)).status).toBe(404);
  });

  it('gives a project that gets its devops URL later its devops project at the next call', async () => {
    const project = db.projects.find((p) => !p.devopsUrl)!;
    project.devopsUrl = 'https://devops.example.com/dfc-portal/Brand_New_Project';
    const list = await repos('Brand_New_Project');
    expect(list.map((r) => r.name)).toEqual([`${project.projectName.slice(0, 5)}_Repo`]);
  });
});

describe('projects, repositories and service endpoints', () => {
  it('creates a project, refuses its name twice in any case and a bad name', async () => {
    const created = await json<DevopsProject>(post(`/_apis/projects?${V}`, { name: 'Spring Launch', description: 'x' }));
    expect(created).toMatchObject({ name: 'Spring Launch', state: 'wellFormed' });
    expect(await messageOf(post(`/_apis/projects?${V}`, { name: 'spring launch' }), 409)).toBe('A project named spring launch already exists in the devops service');
    expect((await post(`/_apis/projects?${V}`, { name: 'a/b' })).status).toBe(400);
    expect((await post(`/_apis/projects?${V}`, { name: '' })).status).toBe(400);
  });

  it('creates an empty repository with 201, unique per project', async () => {
    const project = (await json<DevopsList<DevopsProject>>(get(`/_apis/projects?${V}`))).value.find((p) => p.name === SHARED_PROJECT)!;
    const repo = await json<Repository>(post(`/${project.id}/_apis/git/repositories?${V}`, { name: 'new-site', project: { id: project.id } }), 201);
    expect(repo).toMatchObject({ name: 'new-site', remoteUrl: 'https://devops.example.com/dfc-portal/dfc-portal/_git/new-site', project: { id: project.id } });
    expect(repo.defaultBranch).toBeUndefined();
    expect(await branches(SHARED_PROJECT, repo.id)).toEqual([]);
    expect(await commits(SHARED_PROJECT, repo.id)).toEqual([]);
    expect((await post(`/${SHARED_PROJECT}/_apis/git/repositories?${V}`, { name: 'NEW-SITE', project: { id: project.id } })).status).toBe(409);
    expect((await post(`/${SHARED_PROJECT}/_apis/git/repositories?${V}`, { name: 'other', project: { id: 'someone-else' } })).status).toBe(400);
  });

  it('creates a service endpoint with an http(s) url and a scheme', async () => {
    const body = { name: 'source', type: 'git', url: 'https://github.com/example/site.git', authorization: { scheme: 'None' } };
    const endpoint = await json<ServiceEndpoint>(post(`/${SHARED_PROJECT}/_apis/serviceendpoint/endpoints?${V}`, body));
    expect(endpoint).toMatchObject({ name: 'source', type: 'git', url: body.url, isReady: true });
    expect((await post(`/${SHARED_PROJECT}/_apis/serviceendpoint/endpoints?${V}`, body)).status).toBe(409);
    expect((await post(`/${SHARED_PROJECT}/_apis/serviceendpoint/endpoints?${V}`, { ...body, name: 'b', url: 'ftp://x' })).status).toBe(400);
  });
});

describe('import requests (a job: queued 2 s, inProgress 6 s)', () => {
  async function newRepo(name: string) {
    return json<Repository>(post(`/${SHARED_PROJECT}/_apis/git/repositories?${V}`, { name }), 201);
  }
  const importInto = (repo: Repository, url: string, extra: object = {}) =>
    post(`/${SHARED_PROJECT}/_apis/git/repositories/${repo.id}/importRequests?${V}`, { parameters: { gitSource: { url }, ...extra } });
  const status = async (repo: Repository, id: number) =>
    json<ImportRequest>(get(`/${SHARED_PROJECT}/_apis/git/repositories/${repo.id}/importRequests/${id}?${V}`));

  it('imports the source: queued, inProgress, completed; the repository then has commits and a main branch', async () => {
    const repo = await newRepo('imported');
    const endpoint = await json<ServiceEndpoint>(
      post(`/${SHARED_PROJECT}/_apis/serviceendpoint/endpoints?${V}`, { name: 'src', type: 'git', url: 'https://github.com/example/shop.git', authorization: { scheme: 'None' } }),
    );
    const started = await json<ImportRequest>(importInto(repo, 'https://github.com/example/shop.git', { serviceEndpointId: endpoint.id }), 201);
    expect(started).toMatchObject({ status: 'queued', repository: { id: repo.id, name: 'imported' }, parameters: { gitSource: { url: 'https://github.com/example/shop.git' }, serviceEndpointId: endpoint.id } });
    advanceClock(2_000);
    expect((await status(repo, started.importRequestId)).status).toBe('inProgress');
    expect((await importInto(repo, 'https://github.com/example/shop.git')).status).toBe(409); // one import at a time
    advanceClock(6_000);
    expect(await status(repo, started.importRequestId)).toMatchObject({ status: 'completed', detailedStatus: { currentStep: 2 } });
    expect(await branches(SHARED_PROJECT, repo.id)).toEqual(['refs/heads/main']);
    expect((await commits(SHARED_PROJECT, repo.id)).map((c) => c.comment)).toEqual(['Configure the build', 'Add README', 'Add the shop sources', 'Initial commit']);
    expect((await repoNamed(SHARED_PROJECT, 'imported')).defaultBranch).toBe('refs/heads/main');
    expect(await messageOf(importInto(repo, 'https://github.com/example/other.git'), 409)).toBe('The repository imported is not empty: an import needs an empty repository');
  });

  it('fails with a job fault and leaves the repository empty for another import', async () => {
    const repo = await newRepo('broken');
    await setJobFault('gitImport', 1);
    const started = await json<ImportRequest>(importInto(repo, 'https://github.com/example/shop'), 201);
    advanceClock(8_000);
    const failed = await status(repo, started.importRequestId);
    expect(failed.status).toBe('failed');
    expect(failed.detailedStatus?.errorMessage).toBe('The import from https://github.com/example/shop failed (Importing the repository)');
    expect(await branches(SHARED_PROJECT, repo.id)).toEqual([]);
    expect((await importInto(repo, 'https://github.com/example/shop')).status).toBe(201);
  });

  it('refuses a source that is not an http(s) address and an unknown service endpoint', async () => {
    const repo = await newRepo('refused');
    expect((await importInto(repo, 'git@github.com:x/y.git')).status).toBe(400);
    expect((await importInto(repo, 'https://github.com/x/y', { serviceEndpointId: 'nope' })).status).toBe(400);
    expect((await get(`/${SHARED_PROJECT}/_apis/git/repositories/${repo.id}/importRequests/999?${V}`)).status).toBe(404);
  });
});

describe('the branch job (dfc-git-branch)', () => {
  it('queues a build (201 {queueId}), lists it once it left the queue, and creates the branch on success', async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    const [latest] = await commits(SHARED_PROJECT, web.id);
    const query = new URLSearchParams({ branchName: 'feature/new', projectId: web.project.id, repoId: web.id, commitId: latest.commitId });
    const { queueId } = await json<{ queueId: number }>(post(`/job/dfc-git-branch/buildWithParameters?${query}`, undefined, 'gpm'), 201);
    expect(await builds('dfc-git-branch')).toEqual([]);
    advanceClock(2_000);
    expect(await builds('dfc-git-branch')).toEqual([{ number: 1, queueId, building: true, result: null }]);
    expect((await post(`/job/dfc-git-branch/buildWithParameters?${query}`, undefined)).status).toBe(409); // being created
    advanceClock(4_000);
    expect(await builds('dfc-git-branch')).toEqual([{ number: 1, queueId, building: false, result: 'SUCCESS' }]);
    const refs = await json<DevopsList<GitRef>>(get(`/${SHARED_PROJECT}/_apis/git/repositories/${web.id}/refs?filter=heads/feature&${V}`));
    expect(refs.value).toEqual([
      expect.objectContaining({ name: 'refs/heads/feature/git-tools' }),
      expect.objectContaining({ name: 'refs/heads/feature/new', objectId: latest.commitId }),
    ]);
    expect(await messageOf(post(`/job/dfc-git-branch/buildWithParameters?${query}`, undefined), 409)).toBe('A branch named feature/new already exists in dfc-portal-web');
  });

  it('needs a valid name, a known repository and one of its commits', async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    const [latest] = await commits(SHARED_PROJECT, web.id);
    const trigger = (q: Record<string, string>) =>
      post(`/job/dfc-git-branch/buildWithParameters?${new URLSearchParams({ branchName: 'ok', projectId: web.project.id, repoId: web.id, commitId: latest.commitId, ...q })}`, undefined);
    expect((await trigger({ branchName: 'bad..name' })).status).toBe(400);
    expect((await trigger({ branchName: '' })).status).toBe(400);
    expect((await trigger({ commitId: '' })).status).toBe(400);
    expect((await trigger({ commitId: 'f'.repeat(40) })).status).toBe(404);
    expect((await trigger({ repoId: 'nope' })).status).toBe(404);
    expect((await trigger({ projectId: 'nope' })).status).toBe(404);
  });

  it('fails the build with a job fault, and creates no branch', async () => {
    const api = await repoNamed(SHARED_PROJECT, 'dfc-portal-api');
    const [latest] = await commits(SHARED_PROJECT, api.id);
    await setJobFault('build:dfc-git-branch', 1);
    const query = new URLSearchParams({ branchName: 'hotfix', projectId: SHARED_PROJECT, repoId: 'dfc-portal-api', commitId: latest.commitId });
    const { queueId } = await json<{ queueId: number }>(post(`/job/dfc-git-branch/buildWithParameters?${query}`, undefined), 201);
    advanceClock(6_000);
    expect(await builds('dfc-git-branch')).toEqual([{ number: 1, queueId, building: false, result: 'FAILURE' }]);
    expect(await branches(SHARED_PROJECT, api.id)).toEqual(['refs/heads/main']);
  });
});

describe('the merge job (dfc-git-merge) and the merge report', () => {
  const mergeReport = async (repo: Repository, branch: string) => post(`/${SHARED_PROJECT}/_apis/git/repositories/${repo.id}/merges?${V}`, { branch });

  it('merges an existing branch into main and then answers the merge report with 201', async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    const mainBefore = (await commits(SHARED_PROJECT, web.id))[0];
    expect(await messageOf(mergeReport(web, 'feature/git-tools'), 409)).toMatch(/has not been merged/);
    const query = new URLSearchParams({ branch: 'feature/git-tools', repourl: web.remoteUrl });
    const { queueId } = await json<{ queueId: number }>(post(`/job/dfc-git-merge/buildWithParameters?${query}`, undefined, 'tech'), 201);
    advanceClock(2_000);
    expect(await builds('dfc-git-merge')).toEqual([{ number: 1, queueId, building: true, result: null }]);
    expect(await messageOf(mergeReport(web, 'feature/git-tools'), 409)).toBe('The merge of feature/git-tools (build #1) is still running');
    advanceClock(6_000);
    const report = await json<MergeAnswer>(mergeReport(web, 'refs/heads/feature/git-tools'), 201);
    const main = await commits(SHARED_PROJECT, web.id);
    expect(main[0]).toMatchObject({ comment: 'Merged feature/git-tools into main', parents: [mainBefore.commitId, expect.any(String)] });
    expect(report).toEqual({ branch: 'refs/heads/feature/git-tools', targetBranch: 'refs/heads/main', mergeCommitId: main[0].commitId, status: 'completed', buildNumber: 1 });
    expect(main.map((c) => c.comment)).toEqual(expect.arrayContaining(['Add the Git tools page', 'Add branch and merge']));
  });

  it('merges only an existing branch other than main, one merge of a repository at a time', async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    const merge = (branch: string, repourl = web.remoteUrl) => post(`/job/dfc-git-merge/buildWithParameters?${new URLSearchParams({ branch, repourl })}`, undefined);
    expect(await messageOf(merge('nope'), 404)).toBe('There is no branch nope in dfc-portal-web: a merge needs an existing branch');
    expect((await merge('main')).status).toBe(400);
    expect((await merge('develop', 'https://devops.example.com/dfc-portal/dfc-portal/_git/unknown')).status).toBe(404);
    expect((await merge('develop', `${web.remoteUrl}.git`)).status).toBe(201);
    expect((await merge('feature/git-tools')).status).toBe(409);
  });

  it('reports a failed merge with 409 and leaves main as it was', async () => {
    const web = await repoNamed(SHARED_PROJECT, 'dfc-portal-web');
    const before = await commits(SHARED_PROJECT, web.id);
    await setJobFault('build:dfc-git-merge', 1);
    await json(post(`/job/dfc-git-merge/buildWithParameters?${new URLSearchParams({ branch: 'develop', repourl: web.remoteUrl })}`, undefined), 201);
    advanceClock(8_000);
    expect((await builds('dfc-git-merge'))[0].result).toBe('FAILURE');
    expect(await messageOf(mergeReport(web, 'develop'), 409)).toBe('The merge of develop failed (build #1)');
    expect(await commits(SHARED_PROJECT, web.id)).toEqual(before);
  });

  it('answers 201 without a new commit when main already holds the branch', async () => {
    const kit = await repoNamed(SHARED_PROJECT, 'dfc-starter-kit');
    const before = await commits(SHARED_PROJECT, kit.id);
    await json(post(`/job/dfc-git-merge/buildWithParameters?${new URLSearchParams({ branch: 'release/1.0', repourl: kit.remoteUrl })}`, undefined), 201);
    advanceClock(8_000);
    const report = await json<MergeAnswer>(mergeReport(kit, 'release/1.0'), 201);
    expect(report.mergeCommitId).toBe(before[0].commitId);
    expect(await commits(SHARED_PROJECT, kit.id)).toEqual(before);
  });
});
