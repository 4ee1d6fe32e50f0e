import type { EnvironmentStatus } from '../../src/domain/contract/cloud';
import type { PriceList, Recommendation } from '../../src/domain/cloud';
import type { ProjectDetails } from '../../src/domain/projects';
import { advanceClock, setClockSpeed } from '../core/clock';
import { findJob } from '../core/jobs';
import { jobIdOfStatusUrl, type EnvironmentJobResult } from './environments';
import { clearFaults } from '../core/faults';
import { call, getJson, postJson, putJson, signInAs } from '../testing';

// Project 30 'Zenith Plant Protein': DEVOPS_SETUP_COMPLETED, assigned to tech2, agency gagency.
// Its resource name as Plan Selection sends it (resourceName of src/domain/cloud.ts).
const PROJECT = 30;
const RESOURCE = 'zenithplantprotein30';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const createResource = async (params: Record<string, string>, username = 'tech2') =>
  call(`/api/createResource?${query(params)}`, { method: 'POST', token: await signInAs(username) });

const createResourceSku = async (params: Record<string, string>, username = 'tech2') =>
  call(`/api/createResourceSku?${query(params)}`, { method: 'POST', token: await signInAs(username) });

const checkStatus = async (statusUrl: string, username = 'tech2') =>
  getJson<EnvironmentStatus>(`/api/checkStatus?${query({ statusUrl })}`, await signInAs(username));

const priceList = async (params: Record<string, string>, username = 'tech2') =>
  call(`/api/pricelist?${query(params)}`, { token: await signInAs(username) });

const containerRequest = { service: 'Container Instances', name: RESOURCE, location: 'india', language: 'Node.js' };

async function requestOk(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return response.text();
}

/** Requests an environment as `username`, runs it to Succeeded and answers what save_env_url takes. */
async function createdEnvironment(params: Record<string, string>, username = 'tech2') {
  const statusUrl = await requestOk(await createResource(params, username));
  advanceClock(33_000);
  const done = await checkStatus(statusUrl, username);
  expect(done.status).toBe('Succeeded');
  return { statusUrl, body: { envURL: done.service, ip: done.ipAddress } };
}

beforeEach(() => {
  setClockSpeed(0); // only advanceClock moves the mock time
  clearFaults();
});

describe('who may call the cloud endpoints', () => {
  it('answers 401 without a token', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/recommendations'],
      ['GET', '/api/pricelist?skip=0&region=us&service=Storage'],
      ['POST', `/api/createResource?${query(containerRequest)}`],
      ['POST', '/api/createResourceSku?service=Storage&name=x&skuId=y&skuName=z&language=a'],
      ['GET', '/api/checkStatus?statusUrl=x'],
      ['PUT', `/api/save_env_url/${PROJECT}`],
      ['GET', `/api/get_dfc_project_status/${PROJECT}`],
    ];
    for (const [method, path] of calls) expect([method, path, (await call(path, { method })).status]).toEqual([method, path, 401]);
  });

  it('keeps the recommender to tech users and Plan Selection to roles 2 and 8 (a brand manager for their own projects)', async () => {
    const gbm = await signInAs('gbm');
    const recommendations = await postJson('/api/recommendations', { staticSite: true }, gbm);
    expect(recommendations.status).toBe(403);
    expect(await recommendations.json()).toEqual({ message: 'Forbidden: only roles 8 (Technical User)' });
    expect((await createResource(containerRequest, 'lbm')).status).toBe(403);
    expect((await call('/api/checkStatus?statusUrl=x', { token: await signInAs('lbm') })).status).toBe(403);
    // gbm created project 30: they may request its environment and follow it.
    const statusUrl = await requestOk(await createResource(containerRequest, 'gbm'));
    expect((await call(`/api/checkStatus?${query({ statusUrl })}`, { token: gbm })).status).toBe(200);
  });

  it('lets roles 2 and 8 read price lists, not the agencies', async () => {
    const params = { skip: '0', region: 'us', service: 'Storage' };
    expect((await priceList(params, 'gbm')).status).toBe(200);
    expect((await priceList(params, 'tech')).status).toBe(200);
    expect((await priceList(params, 'lbm')).status).toBe(403);
    expect((await priceList(params, 'gagency')).status).toBe(403);
  });

  it('saves an environment only for the tech user assigned to the project or the brand manager who created it', async () => {
    const { body } = await createdEnvironment({ ...containerRequest, service: 'Azure App Service' });
    expect((await putJson(`/api/save_env_url/${PROJECT}`, body, await signInAs('tech'))).status).toBe(403);
    expect((await putJson(`/api/save_env_url/${PROJECT}`, body, await signInAs('lbm'))).status).toBe(403);
    expect((await putJson(`/api/save_env_url/${PROJECT}`, body, await signInAs('gbm'))).status).toBe(200);
  });

  it('lets the project readers read its status, not another agency', async () => {
    expect((await call(`/api/get_dfc_project_status/${PROJECT}`, { token: await signInAs('lagency') })).status).toBe(403);
    expect((await call(`/api/get_dfc_project_status/${PROJECT}`, { token: await signInAs('gagency') })).status).toBe(200);
  });
});

describe('POST /api/recommendations', () => {
  it('scores the services from the flags, best first', async () => {
    const answer = await postJson('/api/recommendations', { staticSite: true, lowCost: true }, await signInAs('tech'));
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as Recommendation[];
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual({ serviceName: 'Static web apps', percentage: 100 });
    expect(list.map((r) => r.percentage)).toEqual([...list.map((r) => r.percentage)].sort((a, b) => b - a));
  });

  it('refuses unknown flags and flags that are not booleans', async () => {
    const token = await signInAs('tech');
    const unknown = await postJson('/api/recommendations', { cheap: true }, token);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toContain('Unknown recommendation flag(s): cheap');
    expect((await postJson('/api/recommendations', { staticSite: 'yes' }, token)).status).toBe(400);
    expect((await postJson('/api/recommendations', [true], token)).status).toBe(400);
  });
});

describe('GET /api/pricelist', () => {
  it('pages the list of a region and service five items at a time', async () => {
    const first = (await (await priceList({ skip: '0', region: 'europe', service: 'Azure App Service' })).json()) as PriceList;
    const second = (await (await priceList({ skip: '5', region: 'europe', service: 'Azure App Service' })).json()) as PriceList;
    expect(first.items).toHaveLength(5);
    expect(first.totalItems).toBeGreaterThanOrEqual(12);
    expect(second.totalItems).toBe(first.totalItems);
    expect(second.items[0].skuId).not.toBe(first.items[0].skuId);
    expect(first.items.every((i) => i.serviceName === 'Azure App Service' && i.armRegionName === 'westeurope')).toBe(true);
  });

  it('refuses a bad skip and a missing region or service; an unknown service has no plans', async () => {
    const bad = await priceList({ skip: '-5', region: 'us', service: 'Storage' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/skip must be a non-negative integer/);
    const missing = await priceList({ skip: '0', service: 'Storage' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Missing query parameter(s): region' });
    expect(await (await priceList({ skip: '0', region: 'us', service: 'Mainframe' })).json()).toEqual({ items: [], totalItems: 0 });
  });
});

describe('environment creation', () => {
  it('goes Accepted, Started, Running..., Succeeded as the clock moves, with the service URL and IP', async () => {
    const statusUrl = await requestOk(await createResource(containerRequest));
    expect(statusUrl).toMatch(/^https:\/\/management\.azure\.example\/subscriptions\/dfc\/operations\/env-\d+$/);

    const seen = [(await checkStatus(statusUrl)).status];
    for (const ms of [3000, 5000, 24_999, 1]) {
      advanceClock(ms);
      seen.push((await checkStatus(statusUrl)).status);
    }
    expect(seen).toEqual(['Accepted', 'Started', 'Running...', 'Running...', 'Succeeded']);
    const done = await checkStatus(statusUrl);
    expect(done.service).toBe(`http://${RESOURCE}.centralindia.azurecontainer.io`);
    expect(done.ipAddress).toMatch(/^20\.\d{1,3}\.\d{1,3}\.\d{1,3}$/);

    // The job remembers who asked, for which project, and the environment; the project is unchanged.
    const job = findJob(jobIdOfStatusUrl(statusUrl)!)!;
    expect(job).toMatchObject({ kind: 'environmentCreation', createdBy: 11, subject: { type: 'environment', id: job.jobId } });
    expect(job.result as EnvironmentJobResult).toMatchObject({
      request: { service: 'Container Instances', name: RESOURCE, region: 'centralindia', language: 'Node.js', projectId: PROJECT },
      environment: { service: done.service, ipAddress: done.ipAddress },
    });
    const details = await getJson<ProjectDetails>(`/api/get_dfc_project/${PROJECT}`, await signInAs('tech2'));
    expect(details).toMatchObject({ projectStatus: 'DEVOPS_SETUP_COMPLETED', envUrl: null });
  });

  it('names the host by service: App Service and static sites have no IP address', async () => {
    const web = await requestOk(await createResource({ ...containerRequest, service: 'Azure App Service', location: 'Europe' }));
    const site = await requestOk(await createResource({ ...containerRequest, service: 'Static web apps', location: 'us' }));
    advanceClock(33_000);
    expect(await checkStatus(web)).toEqual({ status: 'Succeeded', service: `https://${RESOURCE}.azurewebsites.net`, ipAddress: '' });
    expect(await checkStatus(site)).toEqual({ status: 'Succeeded', service: `https://${RESOURCE}.azurestaticapps.net`, ipAddress: '' });
  });

  it('refuses a request with a missing name or language, an unknown service or location', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...containerRequest, name: ' ' }, /Missing query parameter\(s\): name/],
      [{ service: 'Storage', name: RESOURCE, location: 'us' }, /Missing query parameter\(s\): language/],
      [{ ...containerRequest, service: 'Mainframe' }, /Unknown service 'Mainframe'/],
      [{ ...containerRequest, location: 'Mars' }, /Unknown location 'Mars'/],
    ];
    for (const [params, text] of cases) {
      const response = await createResource(params);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(text);
    }
  });

  it('refuses a request for a project assigned to another tech user', async () => {
    const response = await createResource(containerRequest, 'tech');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Forbidden: the resource's project is not yours to use here: only its assigned technical user, or the global brand manager who created it",
    });
  });

  it('creates a selectable plan of the price list, and refuses one that is not selectable', async () => {
    const { items } = (await (await priceList({ skip: '0', region: 'europe', service: 'Azure App Service' })).json()) as PriceList;
    const green = items.find((i) => i.armSkuName === 'true')!;
    const pink = items.find((i) => i.armSkuName !== 'true')!;
    const sku = (item: typeof green) => ({ service: 'Azure App Service', name: RESOURCE, skuId: item.skuId, skuName: item.skuName, language: 'Java' });

    const statusUrl = await requestOk(await createResourceSku(sku(green)));
    expect((await checkStatus(statusUrl)).status).toBe('Accepted');
    expect((findJob(jobIdOfStatusUrl(statusUrl)!)!.result as EnvironmentJobResult).request).toMatchObject({ skuId: green.skuId, region: 'westeurope' });

    const refused = await createResourceSku(sku(pink));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `The plan ${pink.skuId} (${pink.productName}) of Azure App Service cannot be selected`,
    );
    const unknown = await createResourceSku({ ...sku(green), skuId: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'No plan NOPE in the price list of Azure App Service' });
    expect((await createResourceSku({ ...sku(green), service: 'Storage' })).status).toBe(400);
  });

  it('fails when the fault switch fails environment jobs', async () => {
    const set = await postJson('/__mock__/faults', { jobFaults: [{ jobKind: 'environmentCreation', step: 1, times: 1 }] });
    expect(set.status).toBe(200);
    const failing = await requestOk(await createResource(containerRequest));
    const healthy = await requestOk(await createResource(containerRequest));
    advanceClock(3000);
    expect((await checkStatus(failing)).status).toBe('Started');
    advanceClock(5000);
    expect(await checkStatus(failing)).toEqual({ status: 'Failed', service: '', ipAddress: '' });
    expect((await checkStatus(healthy)).status).toBe('Running...');
  });

  it('answers 404 for an unknown status URL and 403 to another user', async () => {
    const token = await signInAs('tech2');
    for (const statusUrl of ['https://management.azure.example/subscriptions/dfc/operations/env-999999', 'nonsense', '']) {
      expect((await call(`/api/checkStatus?${query({ statusUrl })}`, { token })).status).toBe(404);
    }
    expect((await call('/api/checkStatus', { token })).status).toBe(404);
    const statusUrl = await requestOk(await createResource(containerRequest));
    expect((await call(`/api/checkStatus?${query({ statusUrl })}`, { token: await signInAs('tech') })).status).toBe(403);
  });

  it("answers a succeeded job only to who may follow it: another tech user gets 403 without any of the job's data", async () => {
    // tech2 (assigned) starts it; gbm created project 30; tech is a tech user of other projects.
    const { statusUrl, body } = await createdEnvironment(containerRequest);
    for (const username of ['tech2', 'gbm']) {
      expect(await checkStatus(statusUrl, username)).toEqual({ status: 'Succeeded', service: body.envURL, ipAddress: body.ip });
    }
    const refused = await call(`/api/checkStatus?${query({ statusUrl })}`, { token: await signInAs('tech') });
    expect(refused.status).toBe(403);
    const answer = await refused.text();
    expect(JSON.parse(answer)).toEqual({
      message: 'Forbidden: the environment request is not yours to use here: only who requested it, or who sets up environments for its project',
    });
    for (const leaked of [body.envURL, body.ip, RESOURCE, 'Succeeded', 'Zenith', String(PROJECT)]) expect(answer).not.toContain(leaked);
    // A role outside Plan Selection learns nothing either.
    expect(await (await call(`/api/checkStatus?${query({ statusUrl })}`, { token: await signInAs('lbm') })).text()).not.toContain(body.envURL);
  });
});

describe('PUT /api/save_env_url/{projectId} and GET /api/get_dfc_project_status/{projectId}', () => {
  const statusText = async (projectId: number, username = 'tech2') => {
    const response = await call(`/api/get_dfc_project_status/${projectId}`, { token: await signInAs(username) });
    expect(response.status).toBe(200);
    return response.text();
  };

  const saveEnvUrl = async (projectId: number, body: unknown, username = 'tech2') => putJson(`/api/save_env_url/${projectId}`, body, await signInAs(username));
  const projectOf = async (projectId: number) => getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, await signInAs('gbm'));

  it('stores the address and IP and moves DEVOPS_SETUP_COMPLETED to ENVIRONMENT_SETUP_COMPLETED', async () => {
    expect(await statusText(PROJECT)).toBe('DEVOPS_SETUP_COMPLETED');
    const { body } = await createdEnvironment(containerRequest);
    expect(body.envURL).toBe(`http://${RESOURCE}.centralindia.azurecontainer.io`);
    const saved = await saveEnvUrl(PROJECT, body);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: 'saved' });
    expect(await statusText(PROJECT)).toBe('ENVIRONMENT_SETUP_COMPLETED');
    expect(await projectOf(PROJECT)).toMatchObject({ envUrl: body.envURL, ipAddress: body.ip, projectStatus: 'ENVIRONMENT_SETUP_COMPLETED' });
  });

  it('keeps a later status as it is (project 1, DEPLOYMENT_COMPLETED, tech)', async () => {
    const { body } = await createdEnvironment({ service: 'Azure App Service', name: 'harboradoptionstories1', location: 'europe', language: 'Java' }, 'tech');
    expect(body).toEqual({ envURL: 'https://harboradoptionstories1.azurewebsites.net', ip: '' });
    expect((await saveEnvUrl(1, body, 'tech')).status).toBe(200);
    expect(await statusText(1, 'tech')).toBe('DEPLOYMENT_COMPLETED');
    expect((await projectOf(1)).envUrl).toBe(body.envURL);
  });

  it('refuses an envURL that is not an http(s) address (400)', async () => {
    for (const envURL of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/x', 'not an address']) {
      const refused = await saveEnvUrl(PROJECT, { envURL, ip: '' });
      expect([envURL, refused.status]).toEqual([envURL, 400]);
      expect(await refused.json()).toEqual({ message: `envURL must be an http(s) address, not '${envURL}'` });
    }
    expect(await projectOf(PROJECT)).toMatchObject({ envUrl: null, projectStatus: 'DEVOPS_SETUP_COMPLETED' });
  });

  it("refuses the address of another project's environment, one typed by hand and one still being created (409)", async () => {
    // Project 33 'Harbor Travel Companion' is tech's too: its environment is not project 1's.
    const other = await createdEnvironment({ service: 'Azure App Service', name: 'harbortravelcompanion33', location: 'us', language: 'Java' }, 'tech');
    const refused = await saveEnvUrl(1, other.body, 'tech');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: `The address ${other.body.envURL} is not one of this project's environments: save the service URL of an environment created for project 1`,
    });
    expect((await saveEnvUrl(1, { envURL: 'https://attacker.example', ip: '' }, 'tech')).status).toBe(409);
    const running = await requestOk(await createResource({ service: 'Azure App Service', name: 'harboradoptionstories1', location: 'europe', language: 'Java' }, 'tech'));
    expect((await checkStatus(running, 'tech')).status).toBe('Accepted');
    expect((await saveEnvUrl(1, { envURL: 'https://harboradoptionstories1.azurewebsites.net', ip: '' }, 'tech')).status).toBe(409);
    expect((await projectOf(1)).envUrl).toBe('https://harbor-adoption-stories.azurewebsites.net');
    // The other project's own save still works.
    expect((await saveEnvUrl(33, other.body, 'tech')).status).toBe(200);
  });

  it("refuses an IP address that is not the environment's (409)", async () => {
    const { body } = await createdEnvironment(containerRequest);
    const refused = await saveEnvUrl(PROJECT, { ...body, ip: '203.0.113.9' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: `The IP address '203.0.113.9' is not the one of this project's environment at ${body.envURL}` });
    expect(await projectOf(PROJECT)).toMatchObject({ envUrl: null, ipAddress: null });
  });

  it('refuses a missing envURL (400) and an unknown project (404)', async () => {
    const token = await signInAs('tech2');
    const missing = await putJson(`/api/save_env_url/${PROJECT}`, { ip: '1.2.3.4' }, token);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'envURL is required' });
    expect((await putJson('/api/save_env_url/9999', { envURL: 'https://x.azurewebsites.net' }, token)).status).toBe(404);
    expect(await statusText(PROJECT)).toBe('DEVOPS_SETUP_COMPLETED');
  });

  it('answers an empty text for a project without a status, 404 for an unknown one', async () => {
    expect(await statusText(3, 'gagency')).toBe('');
    expect((await call('/api/get_dfc_project_status/9999', { token: await signInAs('gbm') })).status).toBe(404);
  });
});
