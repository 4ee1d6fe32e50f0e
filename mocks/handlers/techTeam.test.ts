import type { ProjectDetails } from '../../src/domain/projects';
import type { ActivityEntry, BuildInfo, BuildQueueItem, BuildTrigger } from '../../src/domain/techTeam';
import { advanceClock, db, fromBase64, setClockSpeed } from '../db';
import { clearFaults } from '../db/faults';
import { call, postJson, signInAs } from './testing';

// Seeded projects (mocks/db/seed/projects.ts), all of them tech's unless said otherwise:
// 29 'Aurora Night Repair Launch' APPROVAL_COMPLETED; 2 APPROVAL_COMPLETED (tech2);
// 8 'Nimbus Wellness Blog' DEVOPS_SETUP_COMPLETED (tech2); 7 DEVOPS_SETUP_IN_PROGRESS (no devops URL);
// 9 ENVIRONMENT_SETUP_COMPLETED; 10 SONAR_ISSUES; 14 'Zenith Loyalty App' and 31 'Cascade Skin
// Science' SONAR_ANALYSIS_COMPLETED (web-app environments); 12 'Aurora Relaunch' LIGHTHOUSE_SETUP_COMPLETED
// (created by gbm, lighthouse v1 v2, sonar v1 v2); 21 DOCKER_IMAGE_CREATION_COMPLETED (container 'solst21').

let tokens: Record<string, string> = {};
const tokenOf = async (username: string) => (tokens[username] ??= await signInAs(username));

const get = async (path: string, username = 'tech') => call(path, { token: await tokenOf(username) });
const post = async (path: string, body: unknown, username = 'tech') => postJson(path, body, await tokenOf(username));
const putText = async (path: string, text: string, username = 'tech') =>
  call(path, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: text, token: await tokenOf(username) });
const put = async (path: string, username = 'tech') => call(path, { method: 'PUT', token: await tokenOf(username) });

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return JSON.parse(body) as T;
}

async function text(response: Response | Promise<Response>, status = 200): Promise<string> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return body;
}

const messageOf = async (response: Response | Promise<Response>, status: number) => (await json<{ message: string }>(response, status)).message;

const details = async (projectId: number, username = 'tech') => json<ProjectDetails>(get(`/api/get_dfc_project/${projectId}`, username));
const activity = async (projectId: number, username = 'tech') => json<ActivityEntry[]>(get(`/api/project_activity/${projectId}`, username));

const setJobFault = async (jobKind: string, step: number) =>
  expect((await postJson('/__mock__/faults', { jobFaults: [{ jobKind, step, times: 1 }] })).status).toBe(200);

/** Triggers a build and follows it through the queue to its end (the clock moved by the test). */
async function runBuild(jobName: string, query: Record<string, string>, username = 'tech'): Promise<BuildInfo> {
  const { queueId } = await json<BuildTrigger>(post(`/job/${jobName}/buildWithParameters?${new URLSearchParams(query)}`, undefined, username));
  expect(await json<BuildQueueItem>(get(`/queue/item/${queueId}/api/json`, username))).toEqual({ id: queueId, executable: null });
  advanceClock(4_000);
  const item = await json<BuildQueueItem>(get(`/queue/item/${queueId}/api/json`, username));
  const number = item.executable!.number;
  expect(await json<BuildInfo>(get(`/job/${jobName}/${number}/api/json`, username))).toEqual({ number, building: true, result: null, artifact: null });
  advanceClock(15_000);
  return json<BuildInfo>(get(`/job/${jobName}/${number}/api/json`, username));
}

beforeEach(() => {
  tokens = {};
  setClockSpeed(0); // only advanceClock moves the mock time
  clearFaults();
});

describe('who may call the tech chain', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['/api/create-azure-devops-project/29', '/api/project_activity/29', '/queue/item/1/api/json']) {
      expect((await call(path)).status).toBe(401);
    }
  });

  it('keeps the steps to the tech user assigned to the project', async () => {
    const refused = await get('/api/create-azure-devops-project/29', 'tech2');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Forbidden: only roles 8 (Technical User) and the tech user assigned to the project :projectId',
    });
    expect((await get('/api/sonar_setup/9', 'tech2')).status).toBe(403);
    expect((await putText('/api/save_devops_url/29', 'https://devops.example.com/x', 'tech2')).status).toBe(403);
    // Named in the query, the body or the build: checked by the rule.
    expect(await messageOf(post('/job/dfc-deploy-web-app/buildWithParameters?projectId=14', undefined, 'tech2'), 403)).toBe(
      'The project Zenith Loyalty App is assigned to another tech user',
    );
    expect(await messageOf(post('/api/restartContainerGroup', { serviceName: 'solst21' }, 'tech2'), 403)).toBe(
      'The project Solstice Recipes Hub is assigned to another tech user',
    );
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n'.padEnd(2048, 'x')]), 'data.csv');
    expect((await call('/api/v2/uploadappdata?projectId=12', { method: 'POST', body: form, token: await tokenOf('tech2') })).status).toBe(403);
    const { queueId } = await json<BuildTrigger>(post('/job/dfc-deploy-web-app/buildWithParameters?projectId=14', undefined));
    expect((await get(`/queue/item/${queueId}/api/json`, 'tech2')).status).toBe(403);
  });

  it('lets a brand manager read the activity and the reports of their project, not start steps', async () => {
    expect((await activity(12, 'gbm'))).toEqual([]);
    expect(fromBase64(await text(get('/api/display_lighthouse/12', 'gbm')))).toContain('Aurora Relaunch');
    expect(fromBase64(await text(get('/api/sonar_report/12/1', 'gbm')))).toContain('Sonar Report: Aurora Relaunch');
    expect((await get('/api/sonar_setup/12', 'gbm')).status).toBe(403);
    expect((await get('/api/create-azure-devops-project/29', 'gbm')).status).toBe(403);
    expect((await post('/job/dfc-lighthouse/buildWithParameters?projectId=12&url=https://x.example', undefined, 'gbm')).status).toBe(403);
    // An agency reads its own projects' activity only (12 is gagency's).
    expect((await get('/api/project_activity/12', 'gagency')).status).toBe(200);
    expect((await get('/api/project_activity/12', 'lagency')).status).toBe(403);
  });
});

describe('the devops chain', () => {
  it('runs its six steps on the clock; save_devops_url then completes the devops setup', async () => {
    const started = await json<{ jobId: number; message: string }>(get('/api/create-azure-devops-project/29'));
    expect(started.message).toBe('Devops creation in progress');
    expect(await details(29)).toMatchObject({ projectStatus: 'DEVOPS_SETUP_IN_PROGRESS', devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS'] });
    expect(await messageOf(get('/api/create-azure-devops-project/29'), 409)).toBe('The devops chain of Aurora Night Repair Launch is already running');
    expect((await putText('/api/save_devops_url/29', 'https://devops.example.com/dfc-portal/Aurora_Night_Repair_Launch')).status).toBe(409);

    advanceClock(5_000 + 3_000);
    let [chain] = await activity(29);
    expect(chain.steps.map((s) => s.state)).toEqual(['done', 'done', 'running', 'pending', 'pending', 'pending']);
    expect(chain.steps.map((s) => s.name)).toEqual([
      'createDevopsProject',
      'createRepo',
      'createServiceConnections',
      'createPipelines',
      'createHooks',
      'addGroupMembership',
    ]);
    advanceClock(20_000);
    [chain] = await activity(29);
    expect(chain).toMatchObject({
      id: started.jobId,
      kind: 'devopsChain',
      title: 'Devops chain',
      state: 'succeeded',
      by: 'tech',
      outcome: 'Succeeded',
      attempt: 1,
      result: { devopsUrl: 'https://devops.example.com/dfc-portal/Aurora_Night_Repair_Launch', repoName: 'Auror_Repo' },
    });
    expect((await details(29)).projectStatus).toBe('DEVOPS_SETUP_IN_PROGRESS');

    expect(await messageOf(putText('/api/save_devops_url/29', '  '), 400)).toMatch(/required/);
    expect((await putText('/api/save_devops_url/29', 'ftp://devops.example.com/x')).status).toBe(400);
    expect(await text(putText('/api/save_devops_url/29', ` ${chain.result!.devopsUrl}\n`))).toBe('saved');
    expect(await details(29)).toMatchObject({
      projectStatus: 'DEVOPS_SETUP_COMPLETED',
      devopsUrl: 'https://devops.example.com/dfc-portal/Aurora_Night_Repair_Launch',
      devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-PENDING'],
    });
    expect(await messageOf(get('/api/create-azure-devops-project/29'), 409)).toMatch(/cannot start at DEVOPS_SETUP_COMPLETED/);
  });

  it('fails at a step with a job fault and resumes from that step when started again', async () => {
    await setJobFault('devopsChain', 3);
    const { jobId } = await json<{ jobId: number }>(get('/api/create-azure-devops-project/29'));
    advanceClock(30_000);
    const [failed] = await activity(29);
    expect(failed).toMatchObject({ state: 'failed', outcome: 'Failed at Create the pipelines', attempt: 1 });
    expect(failed.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'failed', 'pending', 'pending']);
    expect(failed.steps[3].message).toBe('Create the pipelines failed');
    expect(await details(29)).toMatchObject({ projectStatus: 'DEVOPS_SETUP_IN_PROGRESS', devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-FAILURE'] });

    const again = await json<{ jobId: number }>(get('/api/create-azure-devops-project/29'));
    expect(again.jobId).toBe(jobId);
    expect((await details(29)).devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS']);
    let [resumed] = await activity(29);
    expect(resumed).toMatchObject({ id: jobId, state: 'running', attempt: 2, outcome: '' });
    expect(resumed.steps.slice(0, 3)).toEqual(failed.steps.slice(0, 3));
    expect(resumed.steps[3]).toMatchObject({ state: 'running', endedAt: null });
    expect(resumed.steps[3].message).toBeUndefined();
    advanceClock(16_000);
    [resumed] = await activity(29);
    expect(resumed).toMatchObject({ state: 'succeeded', outcome: 'Succeeded', attempt: 2 });
    expect(await activity(29)).toHaveLength(1);
  });

  it('refuses a project that is not approved, and one of DEVOPS_SETUP_COMPLETED', async () => {
    expect(await messageOf(get('/api/create-azure-devops-project/8', 'tech2'), 409)).toMatch(/cannot start at DEVOPS_SETUP_COMPLETED/);
    expect(await messageOf(get('/api/create-azure-devops-project/5'), 409)).toMatch(/cannot start at PROJECT_DETAILS_FILLED/);
    expect((await get('/api/create-azure-devops-project/9999')).status).toBe(404);
    // A seeded chain in progress without a job (7) starts anew.
    expect((await get('/api/create-azure-devops-project/7')).status).toBe(200);
  });
});

describe('Sync Infra', () => {
  it('moves the IAC code to IN-PROGRESS, then SUCCESS; a fault gives FAILURE', async () => {
    expect((await details(8, 'tech2')).devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-PENDING']);
    expect((await json<{ message: string }>(get('/infrastructurepipeline/8', 'tech2'))).message).toBe('Infra sync in progress');
    expect((await details(8, 'tech2')).devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-IN-PROGRESS']);
    expect(await messageOf(get('/infrastructurepipeline/8', 'tech2'), 409)).toBe('Sync Infra is already in progress for Nimbus Wellness Blog');
    advanceClock(12_000);
    expect((await details(8, 'tech2')).devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-SUCCESS']);

    await setJobFault('infraSync', 1);
    expect((await get('/infrastructurepipeline/8', 'tech2')).status).toBe(200);
    advanceClock(12_000);
    expect((await details(8, 'tech2')).devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-FAILURE']);
    const [latest] = await activity(8, 'tech2');
    expect(latest).toMatchObject({ kind: 'infraSync', title: 'Sync Infra', outcome: 'Failed at Apply', by: 'tech2' });
  });

  it('needs a devops URL', async () => {
    expect(await messageOf(get('/infrastructurepipeline/7'), 409)).toMatch(/has no devops project yet/);
  });
});

describe('Sonar analysis', () => {
  it('adds a report version and moves ENVIRONMENT_SETUP_COMPLETED to SONAR_ANALYSIS_COMPLETED', async () => {
    expect((await details(9)).sonarReports).toEqual([]);
    expect((await get('/api/sonar_setup/9')).status).toBe(200);
    expect((await get('/api/sonar_setup/9')).status).toBe(409);
    advanceClock(15_999);
    expect((await details(9)).projectStatus).toBe('ENVIRONMENT_SETUP_COMPLETED');
    advanceClock(1);
    const project = await details(9);
    expect(project.projectStatus).toBe('SONAR_ANALYSIS_COMPLETED');
    expect(project.sonarReports).toEqual([{ version: 1, reportCreatedDate: expect.any(String), name: 'sonar_solstice-interiors-lookbook_v1.html' }]);
    const html = fromBase64(await text(get('/api/sonar_report/9/1')));
    expect(html).toContain('Solstice Interiors Lookbook');
    expect(html).toContain('<div class="count">0</div><div class="name">Critical</div>');
    expect((await get('/api/sonar_setup/9')).status).toBe(409);
  });

  it("fixes a SONAR_ISSUES project's issues with its next analysis; the seeded version shows critical issues", async () => {
    expect(fromBase64(await text(get('/api/sonar_report/10/1')))).not.toContain('<div class="count">0</div><div class="name">Critical</div>');
    expect((await get('/api/sonar_setup/10')).status).toBe(200);
    advanceClock(16_000);
    const project = await details(10);
    expect(project.projectStatus).toBe('SONAR_ANALYSIS_COMPLETED');
    expect(project.sonarReports.map((r) => r.version)).toEqual([1, 2]);
    expect((await get('/api/sonar_report/10/3')).status).toBe(404);
  });

  it('keeps the status and adds no report when the analysis fails', async () => {
    await setJobFault('sonarAnalysis', 2);
    expect((await get('/api/sonar_setup/10')).status).toBe(200);
    advanceClock(16_000);
    expect(await details(10)).toMatchObject({ projectStatus: 'SONAR_ISSUES', sonarReports: [expect.objectContaining({ version: 1 })] });
    expect((await activity(10))[0].outcome).toBe('Failed at Quality gate');
  });
});

describe('the build server and Lighthouse', () => {
  it('deploys a web app, runs Lighthouse and records its report', async () => {
    const deploy = await runBuild('dfc-deploy-web-app', { projectId: '14' });
    expect(deploy).toEqual({ number: 1, building: false, result: 'SUCCESS', artifact: null });
    expect(await text(get('/api/set_deployment_status/14'))).toBe('Deployment Successful');
    expect((await details(14)).projectStatus).toBe('DEPLOYMENT_COMPLETED');
    expect(await text(get('/api/set_deployment_status/14'))).toBe('Deployment Successful'); // the same again

    expect((await post('/job/dfc-lighthouse/buildWithParameters?projectId=14', undefined)).status).toBe(400);
    const lighthouse = await runBuild('dfc-lighthouse', { projectId: '14', url: 'https://zenith-loyalty-app.azurewebsites.net' });
    expect(lighthouse).toEqual({ number: 1, building: false, result: 'SUCCESS', artifact: 'lighthouse_zenith-loyalty-app_b1.html' });

    expect((await put('/api/set_lighthouse_file/14/lighthouse_other_b9.html')).status).toBe(400);
    expect(await json(put(`/api/set_lighthouse_file/14/${lighthouse.artifact}`))).toEqual({ message: 'Lighthouse report saved', version: 1 });
    const project = await details(14);
    expect(project).toMatchObject({
      projectStatus: 'LIGHTHOUSE_SETUP_COMPLETED',
      lighthouseFile: 'lighthouse_zenith-loyalty-app_b1.html',
      dfcLighthouseReports: [{ version: 1, reportCreatedDate: expect.any(String), name: 'lighthouse_zenith-loyalty-app_b1.html' }],
    });
    const newest = fromBase64(await text(get('/api/display_lighthouse/14')));
    expect(newest).toMatch(/^<!DOCTYPE html>/);
    expect(newest).toContain('Zenith Loyalty App');
    expect(newest).toContain('https://zenith-loyalty-app.azurewebsites.net');
    expect(fromBase64(await text(get('/api/display_lighthouse/14/1')))).toBe(newest);
    expect((await get('/api/display_lighthouse/14/2')).status).toBe(404);
    expect((await get('/api/display_lighthouse/9')).status).toBe(404);
  });

  it('answers the seeded reports too', async () => {
    const v1 = fromBase64(await text(get('/api/display_lighthouse/12/1')));
    const v2 = fromBase64(await text(get('/api/display_lighthouse/12/2')));
    expect(v1).toContain('Aurora Relaunch');
    expect(v1).not.toBe(v2);
    expect(fromBase64(await text(get('/api/display_lighthouse/12')))).toBe(v2);
  });

  it('refuses an unknown job (404), a missing project (400), a wrong status (409) and a wrong image name (400)', async () => {
    expect((await post('/job/dfc-unknown/buildWithParameters?projectId=14', undefined)).status).toBe(404);
    expect((await post('/job/dfc-deploy-web-app/buildWithParameters', undefined)).status).toBe(400);
    expect(await messageOf(post('/job/dfc-deploy-web-app/buildWithParameters?projectId=9', undefined), 409)).toMatch(
      /cannot run for Solstice Interiors Lookbook at ENVIRONMENT_SETUP_COMPLETED/,
    );
    expect(await messageOf(post('/job/dfc-docker-image/buildWithParameters?projectId=14&imageName=zenit14', undefined), 409)).toMatch(
      /its environment is a web app, not a container instance/,
    );
    expect((await post('/job/dfc-lighthouse/buildWithParameters?projectId=14&url=https://x.example', undefined)).status).toBe(409);
    expect((await get('/queue/item/999/api/json')).status).toBe(404);
    expect((await get('/job/dfc-lighthouse/999/api/json')).status).toBe(404);
    // One build of a job at a time for a project; the numbers go on per job.
    const first = await json<BuildTrigger>(post('/job/dfc-deploy-web-app/buildWithParameters?projectId=14', undefined));
    expect((await post('/job/dfc-deploy-web-app/buildWithParameters?projectId=14', undefined)).status).toBe(409);
    expect(first.queueId).toBeGreaterThan(0);
  });

  it('reports a failed build and does not deploy with it', async () => {
    await setJobFault('build:dfc-deploy-web-app', 1);
    expect(await runBuild('dfc-deploy-web-app', { projectId: '14' })).toEqual({ number: 1, building: false, result: 'FAILURE', artifact: null });
    expect(await messageOf(get('/api/set_deployment_status/14'), 409)).toMatch(/no new succeeded dfc-deploy-web-app build/);
    const [build] = await activity(14);
    expect(build).toMatchObject({ kind: 'build', title: 'Build #1 of dfc-deploy-web-app', outcome: 'Failed at Building' });
  });

  it('cancels a build that fails in the queue: the queue item says so and the build never exists', async () => {
    await setJobFault('build:dfc-deploy-web-app', 0);
    const { queueId } = await json<BuildTrigger>(post('/job/dfc-deploy-web-app/buildWithParameters?projectId=14', undefined));
    advanceClock(4_000);
    expect(await json<BuildQueueItem>(get(`/queue/item/${queueId}/api/json`))).toEqual({ id: queueId, executable: null, cancelled: true });
    expect((await get('/job/dfc-deploy-web-app/1/api/json')).status).toBe(404);
  });
});

describe('Docker image, container restart and deployment', () => {
  it('builds the image, requests the container, sets the Docker status, restarts, then marks the deployment', async () => {
    const container = 'casca31';
    const envUrl = `http://${container}.westeurope.azurecontainer.io`;
    const createResource = await call(
      `/api/createResource?${new URLSearchParams({ service: 'Container Instances', name: container, location: 'europe', language: 'Node.js', monthlyEstimate: 'EUR 31.5360' })}`,
      { method: 'POST', token: await tokenOf('tech') },
    );
    expect(createResource.status).toBe(200);
    const saved = await call('/api/save_env_url/31', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ envURL: envUrl, ip: '20.1.2.3' }),
      token: await tokenOf('tech'),
    });
    expect(saved.status).toBe(200);
    expect((await details(31)).projectStatus).toBe('SONAR_ANALYSIS_COMPLETED');

    expect((await post('/job/dfc-docker-image/buildWithParameters?projectId=31&imageName=wrong', undefined)).status).toBe(400);
    expect(await messageOf(get('/api/set_docker_start_status/31'), 409)).toMatch(/no new succeeded dfc-docker-image build/);
    expect((await post('/api/restartContainerGroup', { serviceName: container })).status).toBe(409);
    const image = await runBuild('dfc-docker-image', { projectId: '31', imageName: container });
    expect(image.result).toBe('SUCCESS');
    expect(await json(get('/api/set_docker_start_status/31'))).toEqual({ message: 'Docker image creation completed' });
    expect((await details(31)).projectStatus).toBe('DOCKER_IMAGE_CREATION_COMPLETED');
    expect(await messageOf(get('/api/set_deployment_status/31'), 409)).toMatch(/Restart the container instance/);

    expect((await post('/api/restartContainerGroup', { serviceName: 'nobody99' })).status).toBe(404);
    expect((await post('/api/restartContainerGroup', {})).status).toBe(400);
    const restart = await json<{ jobId: number; message: string }>(post('/api/restartContainerGroup', { serviceName: 'CASCA31' }));
    expect(restart.message).toBe('Container restart in progress');
    expect(await messageOf(get('/api/set_deployment_status/31'), 409)).toMatch(/Restart the container instance/);
    advanceClock(8_000);
    expect(await text(get('/api/set_deployment_status/31'))).toBe('Deployment Successful');
    expect((await details(31)).projectStatus).toBe('DEPLOYMENT_COMPLETED');

    const entries = await activity(31);
    expect(entries.map((e) => [e.kind, e.title, e.by, e.outcome])).toEqual([
      ['containerRestart', 'Container restart', 'tech', 'Succeeded'],
      ['build', 'Build #1 of dfc-docker-image', 'tech', 'Succeeded'],
      ['environmentCreation', 'Environment creation: Container Instances', 'tech', ''],
    ]);
    expect(entries[0].result).toEqual({ serviceName: 'casca31' });
    expect(entries[1].result).toEqual({ jobName: 'dfc-docker-image', buildNo: '1' });
    expect(entries[2]).toMatchObject({ state: 'running', result: { service: 'Container Instances', region: 'westeurope', monthlyEstimate: 'EUR 31.5360' } });
    expect(entries.map((e) => Date.parse(e.startedAt))).toEqual([...entries.map((e) => Date.parse(e.startedAt))].sort((a, b) => b - a));
  });

  it('restarts the seeded container (21), one restart at a time', async () => {
    expect((await post('/api/restartContainerGroup', { serviceName: 'solst21' })).status).toBe(200);
    expect(await messageOf(post('/api/restartContainerGroup', { serviceName: 'solst21' }), 409)).toMatch(/already restarting/);
  });
});

describe('the static web app', () => {
  it('creates the pipeline, deploys, then sets STATIC_WEB_APP_DEPLOYMENT_COMPLETED', async () => {
    expect(await messageOf(get('/api/static_web_app/14'), 409)).toMatch(/not a static site/);
    expect(await messageOf(get('/api/run_static_web_app/14'), 409)).toMatch(/has no static web app yet/);
    const saved = await call('/api/save_env_url/14', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ envURL: 'https://zenith-loyalty-app.azurestaticapps.net', ip: '' }),
      token: await tokenOf('tech'),
    });
    expect(saved.status).toBe(200);
    expect(await json(get('/api/static_web_app/14'))).toEqual({ message: 'Static web app pipeline created' });
    expect(await messageOf(get('/api/set_static_web_app_start_status/14'), 409)).toMatch(/no succeeded static web app deployment/);
    expect((await json<{ message: string }>(get('/api/run_static_web_app/14'))).message).toBe('Static web app deployment in progress');
    advanceClock(10_999);
    expect((await get('/api/set_static_web_app_start_status/14')).status).toBe(409);
    advanceClock(1);
    expect(await json(get('/api/set_static_web_app_start_status/14'))).toEqual({ message: 'Static web app deployment completed' });
    expect((await details(14)).projectStatus).toBe('STATIC_WEB_APP_DEPLOYMENT_COMPLETED');
    expect((await activity(14))[0]).toMatchObject({ kind: 'staticWebAppDeployment', title: 'Static web app deployment', outcome: 'Succeeded' });
  });
});

describe('the project file upload', () => {
  const csv = (rows: number) => ['id,name,score', ...Array.from({ length: rows }, (_, i) => `${i},Visitor number ${i},${i * 3}`)].join('\n');
  const upload = async (content: BlobPart, name: string, projectId = 12) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), name);
    form.append('name', name);
    return call(`/api/v2/uploadappdata?projectId=${projectId}`, { method: 'POST', body: form, token: await tokenOf('tech') });
  };

  it('accepts a CSV file and records it, not its content', async () => {
    expect(await text(upload(csv(60), 'visitors.CSV'))).toBe('File uploaded successfully');
    expect(db.projectUploads).toEqual([
      { uploadId: 1, projectId: 12, name: 'visitors.CSV', size: csv(60).length, rows: 60, by: 8, at: expect.any(String) },
    ]);
  });

  it('refuses another extension, a too small file and content that is not CSV', async () => {
    expect(await messageOf(upload(csv(60), 'visitors.txt'), 400)).toMatch(/not a \.csv file/);
    expect(await messageOf(upload(csv(2), 'visitors.csv'), 400)).toBe('File size must be at least 1024 bytes');
    expect(await messageOf(upload('lorem ipsum dolor sit amet '.repeat(60), 'visitors.csv'), 400)).toMatch(/not CSV/);
    expect(await messageOf(upload(`a,b,c${' '.repeat(2000)}`, 'visitors.csv'), 400)).toMatch(/not CSV/);
    const noFile = new FormData();
    noFile.append('name', 'visitors.csv');
    const response = await call('/api/v2/uploadappdata?projectId=12', { method: 'POST', body: noFile, token: await tokenOf('tech') });
    expect(response.status).toBe(400);
    expect(db.projectUploads).toEqual([]);
  });
});
