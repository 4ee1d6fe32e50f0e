import type {
  AppRead,
  AppSaveAnswer,
  BuildHistoryEntry,
  LighthouseData,
  ProjectBasic,
  ReportListEntry,
  SonarData,
  ZapData,
} from '../../src/domain/apps';
import { advanceClock, setClockSpeed } from '../core/clock';
import { db } from '../core/state';
import { stripAnsi } from '../../src/domain/ansi';
import { clearFaults } from '../core/faults';
import { server } from '../node';
import { appRoutes } from './handlers';
import { call, postJson, putJson, signInAs } from '../testing';

// Seeded apps (mocks/apps/apps.ts): project 12 'Aurora Relaunch' has 13, project 29 none.

let tokens: Record<string, string> = {};
const tokenOf = async (username: string) => (tokens[username] ??= await signInAs(username));

const get = async (path: string, username = 'tech') => call(path, { token: await tokenOf(username) });
const post = async (path: string, body: unknown, username = 'tech') => postJson(path, body, await tokenOf(username));
const put = async (path: string, body: unknown, username = 'tech') => putJson(path, body, await tokenOf(username));

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  const body = await r.text();
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status} (expected ${status}): ${body}`);
  return JSON.parse(body) as T;
}

const appId = (name: string) => db.apps.find((a) => a.appName === name)!.appId;
const details = async (id: number) => (await json<{ result: AppRead }>(get(`/api/v2/app/${id}`))).result;

function upload(id: number | string, bytes: Uint8Array | string, name: string, username = 'tech') {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  form.append('name', name);
  return tokenOf(username).then((token) => call(`/api/v2/upload?appId=${id}`, { method: 'POST', body: form, token }));
}

const webApp = {
  cloud: 'Azure',
  appName: 'reviews_api',
  appType: 'app_service',
  environment: 'node',
  dependentApp: [] as string[],
  buildType: 'yarn',
  path: '/api/reviews',
  healthPath: '/healthz',
  appEnvironment: [{ key: 'NODE_ENV', value: 'production' }],
  websitePort: '3000',
  projectId: 12,
  indexDocument: '',
  accountReplicationType: '',
  enableLogging: 0,
  accountKind: '',
  sourceContent: '',
  accountTier: '',
};

beforeEach(() => {
  server.use(...appRoutes.map((route) => route.create({})));
  tokens = {};
  setClockSpeed(0);
  clearFaults();
});

describe('who may call the apps', () => {
  it('answers 401 without a token and 403 to the admin (role 1)', async () => {
    expect((await call('/api/v2/project/12/app')).status).toBe(401);
    for (const path of ['/api/v2/project/12/app', `/api/v2/app/${appId('orders_api')}`, `/repoSetup/${appId('auth_bff')}`, '/api/get_project_basic_with_env/12']) {
      const refused = await get(path, 'admin');
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(/^Forbidden: only roles 2 \(Global Brand Manager\), 3 /);
    }
    expect((await post('/api/v2/app', webApp, 'admin')).status).toBe(403);
    expect((await call(`/deleteapp/${appId('orders_api')}`, { method: 'DELETE', token: await tokenOf('admin') })).status).toBe(403);
    expect(db.apps.some((a) => a.appName === 'orders_api')).toBe(true);
  });

  // Project 12: agency gagency, created by gbm, assigned to tech. Brand managers and tech users read every project.
  it("lets the project's readers read its apps, and its parties write them", async () => {
    for (const username of ['gbm', 'lbm', 'gagency', 'tech', 'tech2']) {
      expect((await get('/api/v2/project/12/app', username)).status).toBe(200);
    }
    expect(await json<AppSaveAnswer>(post('/api/v2/app', webApp, 'gagency'))).toEqual({ data: 0, result: expect.any(Number) });
    expect(await json<AppSaveAnswer>(post('/api/v2/app', { ...webApp, appName: 'gbm_api', path: '/api/gbm' }, 'gbm'))).toEqual({ data: 0, result: expect.any(Number) });
    // lbm reads it but neither created nor manages it; tech2 is not its technical user.
    expect((await post('/api/v2/app', { ...webApp, appName: 'lbm_api', path: '/api/lbm' }, 'lbm')).status).toBe(403);
    expect((await get(`/api/v2/cicdPipeline/${appId('orders_api')}`, 'tech2')).status).toBe(403);
  });

  it("refuses another agency, and roles 4 and 5, every read and write of a project's apps, builds and reports, with none of its data", async () => {
    const app = appId('orders_api');
    const [build] = db.appBuilds.filter((b) => b.appId === app);
    const reads = [
      '/api/get_project_basic_with_env/12',
      '/api/v2/project/12/app',
      `/api/v2/app/${app}`,
      `/api/v2/cicd/buildhistory/${app}`,
      `/api/v2/cicdconsolelog/${build.buildNo}`,
      `/api/v2/reports/${build.buildNo}`,
      `/api/v2/lighthouse/json/${app}`,
      `/api/v2/zapreport/${app}`,
      `/api/v2/sonarqube/${app}`,
      `/api/v2/appreport/${app}`,
    ];
    for (const username of ['lagency', 'gpm', 'lpm']) {
      for (const path of reads) {
        const refused = await get(path, username);
        expect(`${path} ${refused.status}`).toBe(`${path} 403`);
        const body = await refused.text();
        expect(body).not.toMatch(/Aurora|orders_api/i);
      }
      for (const path of [`/repoSetup/${app}`, `/api/v2/cicdPipeline/${app}`, `/api/v2/lighthousereport/${app}`]) expect((await get(path, username)).status).toBe(403);
      expect((await call(`/deleteapp/${app}`, { method: 'DELETE', token: await tokenOf(username) })).status).toBe(403);
      expect((await upload(appId('zap_scan'), 'x'.repeat(2048), 'report.json', username)).status).toBe(403);
      expect((await post('/api/v2/app', { ...webApp, appName: 'stolen_api', path: '/api/stolen' }, username)).status).toBe(403);
      // An app of another project cannot be moved into a project of one's own either.
      expect((await put('/api/v2/app', { ...webApp, appId: app, appName: 'orders_api', projectId: 11 }, username)).status).toBe(403);
    }
    expect(db.apps.some((a) => a.appId === app)).toBe(true);
  });
});

describe('apps and projects', () => {
  it('lists the apps as {result}, and answers the project basics', async () => {
    const { result } = await json<{ result: AppRead[] }>(get('/api/v2/project/12/app'));
    expect(result).toHaveLength(13);
    expect(Object.keys(result.find((a) => a.appName === 'orders_api')!).sort()).toEqual(
      ['appId', 'appName', 'appType', 'appEnvironment', 'projectId', 'projectName', 'status', 'path', 'healthPath', 'websitePort', 'dependentApp', 'buildType', 'environment', 'cloud', 'appServiceUrl', 'appUrl'].sort(),
    );
    expect(result.find((a) => a.appName === 'zap_scan')).toMatchObject({ name: 'zap_scan', reportType: 'ZAP Report', websiteUrl: 'https://aurora-relaunch.azurewebsites.net', reportPath: expect.any(String) });
    expect((await json<{ result: AppRead[] }>(get('/api/v2/project/29/app'))).result).toEqual([]);
    expect((await get('/api/v2/project/999/app')).status).toBe(404);
    expect((await get('/api/v2/app/9999')).status).toBe(404);
    expect(await json<ProjectBasic>(get('/api/get_project_basic_with_env/12'))).toMatchObject({ projectName: 'Aurora Relaunch', projectId: 12 });
    expect((await get('/api/get_project_basic_with_env/999')).status).toBe(404);
  });

  it('creates and updates with data 1 and data 2 answered as 200', async () => {
    expect(await json<AppSaveAnswer>(post('/api/v2/app', { ...webApp, appName: 'Orders_Api' }))).toMatchObject({ data: 1 });
    expect(await json<AppSaveAnswer>(post('/api/v2/app', { ...webApp, path: '/api/orders' }))).toMatchObject({ data: 2 });
    expect((await post('/api/v2/app', { ...webApp, appType: 'wordpress' })).status).toBe(400);
    const { result } = await json<AppSaveAnswer>(post('/api/v2/app', { ...webApp, dependentApp: [String(appId('orders_api'))] }));
    const id = result as number;
    expect(await details(id)).toMatchObject({ appName: 'reviews_api', dependentApp: [{ name: 'orders_api', appId: appId('orders_api') }], status: ['DFC-REPO-SETUP-PIPELINE-PENDING'] });
    expect(await json<AppSaveAnswer>(put('/api/v2/app', { ...webApp, appId: id, appName: 'reviews_service', path: '/moved', websitePort: '1' }))).toEqual({ data: 0, result: id });
    expect(await details(id)).toMatchObject({ appName: 'reviews_service', path: '/api/reviews', websitePort: '3000' });
    expect((await put('/api/v2/app', { ...webApp, appId: 9999 })).status).toBe(404);
  });

  it('creates report apps and deletes apps with their references', async () => {
    expect((await post('/api/v2/reportapp', { name: 'code_scan', appType: 'point_analyse', websiteUrl: 'https://x.example', reportType: 'Sonar Report', projectId: 12, file: 'src.zip' })).status).toBe(400);
    const created = await json<AppSaveAnswer>(post('/api/v2/reportapp', { name: 'code_scan', appType: 'point_analyse', websiteUrl: '', reportType: 'Sonar Report', projectId: 12, file: 'src.zip' }));
    expect(created).toEqual({ data: 0, result: expect.any(Number) });
    expect(await json<AppSaveAnswer>(post('/api/v2/reportapp', { name: 'CODE_SCAN', appType: 'point_analyse', websiteUrl: 'https://x.example', reportType: 'ZAP Report', projectId: 12, file: '' }))).toMatchObject({ data: 1 });
    const update = { appId: created.result, name: 'code_scan', appType: 'point_analyse', websiteUrl: '', reportType: 'Sonar Report', projectId: 12, file: 'src.zip' };
    expect(await json<AppSaveAnswer>(put('/api/v2/reportapp', update))).toEqual({ data: 0, result: created.result });

    const orders = appId('orders_api');
    expect(await json<{ message: string }>(call(`/deleteapp/${orders}`, { method: 'DELETE', token: await tokenOf('tech') }))).toEqual({ message: 'App deleted successfully' });
    expect((await details(appId('storefront_web'))).dependentApp.map((d) => d.name)).toEqual(['product_catalog_api', 'search_gateway']);
    expect((await call(`/deleteapp/${orders}`, { method: 'DELETE', token: await tokenOf('tech') })).status).toBe(404);
  });
});

describe('upload', () => {
  const zip = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    return bytes;
  };

  it('refuses 1023 bytes, takes 1024, and answers the seeds text', async () => {
    const web = appId('storefront_web');
    expect((await upload(web, 'x'.repeat(1023), 'notes.txt')).status).toBe(400);
    const accepted = await upload(web, 'x'.repeat(1024), 'notes.txt');
    expect([accepted.status, await accepted.text()]).toEqual([200, 'File Uploaded SuccessFully']);
    expect((await upload(9999, 'x'.repeat(1024), 'notes.txt')).status).toBe(404);
  });

  it('takes only a real .zip for a Sonar report app', async () => {
    const sonar = appId('sonar_code_scan');
    expect((await upload(sonar, zip(2048), 'code.tar')).status).toBe(400);
    expect((await upload(sonar, 'x'.repeat(2048), 'code.zip')).status).toBe(400);
    expect((await upload(sonar, zip(2048), 'code.zip')).status).toBe(200);
    expect((await details(sonar)).reportPath).toBe('code.zip');
  });
});

describe('pipelines on the clock', () => {
  it('sets up the repository, builds, grows the log and completes it', async () => {
    const bff = appId('auth_bff');
    expect((await get(`/api/v2/cicdPipeline/${bff}`)).status).toBe(409);
    expect(await json<{ jobId: number; message: string }>(get(`/repoSetup/${bff}`))).toMatchObject({ message: 'Repo setup in progress' });
    expect((await details(bff)).status).toEqual(['DFC-REPO-SETUP-PIPELINE-IN-PROGRESS']);
    expect((await get(`/repoSetup/${bff}`)).status).toBe(409);
    advanceClock(13_000);
    expect((await details(bff)).status).toEqual(['DFC-REPO-SETUP-PIPELINE-SUCCESS', 'DFC-INFRA-DETAIL-PIPELINE-SUCCESS']);

    const { result: buildNo } = await json<{ result: number }>(get(`/api/v2/cicdPipeline/${bff}`));
    expect((await json<{ result: BuildHistoryEntry[] }>(get(`/api/v2/cicd/buildhistory/${bff}`))).result).toEqual([{ buildNo, buildStatus: 'IN_PROGRESS', appId: bff }]);
    expect((await details(bff)).status).toContain('DFC-CI-CD-PIPELINE-IN-PROGRESS');
    expect((await get(`/api/v2/cicdPipeline/${bff}`)).status).toBe(409);
    const logOf = async () => (await json<{ result: string }>(get(`/api/v2/cicdconsolelog/${buildNo}`))).result;
    const early = await logOf();
    advanceClock(12_000);
    const middle = await logOf();
    expect(middle.startsWith(early)).toBe(true);
    expect(middle.split('\n').length).toBeGreaterThan(early.split('\n').length);
    expect((await json<{ result: ReportListEntry[] }>(get(`/api/v2/reports/${buildNo}`))).result).toEqual([]);
    advanceClock(30_000);
    expect((await json<{ result: BuildHistoryEntry[] }>(get(`/api/v2/cicd/buildhistory/${bff}`))).result).toEqual([
      { buildNo, buildStatus: 'SUCCESS', appId: bff, lighthouseScore: expect.any(Number) },
    ]);
    expect((await details(bff)).status).toContain('DFC-CI-CD-PIPELINE-SUCCESS');
    const done = await logOf();
    expect(done.startsWith(middle)).toBe(true);
    expect(stripAnsi(done)).toContain('App Service Application URL: https://auth-bff-12.azurewebsites.net');
    expect((await json<{ result: ReportListEntry[] }>(get(`/api/v2/reports/${buildNo}`))).result.map((r) => r.reportName)).toEqual([
      'Unit Test Report',
      'Code Coverage Report',
      'Lighthouse Report',
    ]);
    expect((await get('/api/v2/cicdconsolelog/99999')).status).toBe(404);
  });

  it('reads the log by ranges (the progressiveText extension): the new bytes from ?start=, X-Text-Size, X-More-Data while it runs', async () => {
    const bff = appId('auth_bff');
    await get(`/repoSetup/${bff}`);
    advanceClock(13_000);
    const { result: buildNo } = await json<{ result: number }>(get(`/api/v2/cicdPipeline/${bff}`));
    const range = async (start: number) => {
      const response = await get(`/api/v2/cicdconsolelog/${buildNo}/progressiveText?start=${start}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
      return { bytes: new Uint8Array(await response.arrayBuffer()), size: Number(response.headers.get('X-Text-Size')), more: response.headers.get('X-More-Data') };
    };
    const whole = async () => (await json<{ result: string }>(get(`/api/v2/cicdconsolelog/${buildNo}`))).result;
    advanceClock(5_000);
    const first = await range(0);
    expect(first.more).toBe('true');
    expect(first.size).toBe(first.bytes.length);
    advanceClock(8_000);
    const next = await range(first.size);
    expect(next.more).toBe('true');
    expect(next.size).toBe(first.size + next.bytes.length);
    expect(new TextDecoder().decode(new Uint8Array([...first.bytes, ...next.bytes]))).toBe(await whole());
    advanceClock(30_000);
    const last = await range(next.size);
    expect(last.more).toBeNull();
    expect(new TextDecoder().decode(new Uint8Array([...first.bytes, ...next.bytes, ...last.bytes]))).toBe(await whole());
    expect(await range(last.size)).toEqual({ bytes: new Uint8Array(0), size: last.size, more: null });
    expect((await range(-5)).bytes).toHaveLength(last.size);
    expect((await get('/api/v2/cicdconsolelog/99999/progressiveText?start=0')).status).toBe(404);
  });

  it('fails a build with a job fault', async () => {
    expect((await postJson('/__mock__/faults', { jobFaults: [{ jobKind: 'appBuild', step: 1, times: 1 }] })).status).toBe(200);
    const orders = appId('orders_api');
    const { result: buildNo } = await json<{ result: number }>(get(`/api/v2/cicdPipeline/${orders}`));
    advanceClock(41_000);
    const [newest] = (await json<{ result: BuildHistoryEntry[] }>(get(`/api/v2/cicd/buildhistory/${orders}`))).result;
    expect(newest).toEqual({ buildNo, buildStatus: 'FAILURE', appId: orders });
    expect((await details(orders)).status).toContain('DFC-CI-CD-PIPELINE-FAILURE');
    expect(stripAnsi((await json<{ result: string }>(get(`/api/v2/cicdconsolelog/${buildNo}`))).result)).toContain('[INFO] BUILD FAILURE');
  });

  it('generates a report: codes, a new version, the data', async () => {
    const checkout = appId('checkout_service');
    expect((await get(`/api/v2/lighthouse/json/${checkout}`)).status).toBe(404);
    expect((await get(`/api/v2/zapreport/${checkout}`)).status).toBe(404);
    expect((await get(`/api/v2/sonarqube/${checkout}`)).status).toBe(404);
    expect((await json<{ result: ReportListEntry[] }>(get(`/api/v2/appreport/${checkout}`))).result).toEqual([]);
    expect(await json<{ message: string }>(get(`/api/v2/lighthousereport/${checkout}`))).toMatchObject({ message: 'Report Generation Triggered' });
    expect((await details(checkout)).status).toContain('DFC-Report-Pipeline-IN-PROGRESS');
    expect((await get(`/api/v2/lighthousereport/${checkout}`)).status).toBe(409);
    advanceClock(55_000);
    expect((await details(checkout)).status).toContain('DFC-Report-Pipeline-SUCCESS');
    const lighthouse = (await json<{ result: LighthouseData }>(get(`/api/v2/lighthouse/json/${checkout}`))).result;
    expect(lighthouse.performance).toEqual({ title: 'Performance', score: expect.any(Number) });
    const zap = await json<ZapData>(get(`/api/v2/zapreport/${checkout}`));
    expect(zap.result.count).toEqual({ high: expect.any(Number), medium: expect.any(Number), low: expect.any(Number), informatonal: expect.any(Number) });
    const sonar = await json<SonarData>(get(`/api/v2/sonarqube/${checkout}`));
    expect(sonar.result.issues.length).toBeGreaterThan(0);
    expect((await json<{ result: ReportListEntry[] }>(get(`/api/v2/appreport/${checkout}`))).result).toHaveLength(3);
  });
});
