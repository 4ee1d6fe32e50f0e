import { call } from '../testing';
import type { BuildTrigger } from '../../src/domain/techTeam';
import { advanceClock } from '../core/clock';
import { activity, details, get, json, messageOf, post, tokenOf, putText, resetChainTest, setJobFault, text } from './chainTesting';
import { fromBase64 } from './reports';

beforeEach(resetChainTest);

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
      message: 'Forbidden: the project is not yours to use here: only its assigned technical user',
    });
    expect((await get('/api/sonar_setup/9', 'tech2')).status).toBe(403);
    expect((await putText('/api/save_devops_url/29', 'https://devops.example.com/x', 'tech2')).status).toBe(403);
    // Named in the query, the body or the build: checked by the entry's object rule, naming no project.
    expect(await messageOf(post('/job/dfc-deploy-web-app/buildWithParameters?projectId=14', undefined, 'tech2'), 403)).toBe(
      'Forbidden: the project is not yours to use here: only its assigned technical user',
    );
    expect(await messageOf(post('/api/restartContainerGroup', { serviceName: 'solst21' }, 'tech2'), 403)).toBe(
      "Forbidden: the container group's project is not yours to use here: only its assigned technical user",
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
