import type { BuildQueueItem, BuildTrigger } from '../../src/domain/techTeam';
import { advanceClock } from '../core/clock';
import { db } from '../core/state';
import { call } from '../testing';
import { activity, details, get, json, messageOf, post, tokenOf, put, resetChainTest, runBuild, setJobFault, text } from './chainTesting';
import { fromBase64 } from './reports';

beforeEach(resetChainTest);

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
    // save_env_url takes only the address and IP of a succeeded environment job of the project.
    advanceClock(33_000);
    const created = await json<{ status: string; service: string; ipAddress: string }>(
      call(`/api/checkStatus?${new URLSearchParams({ statusUrl: await createResource.text() })}`, { token: await tokenOf('tech') }),
    );
    expect(created).toMatchObject({ status: 'Succeeded', service: envUrl });
    const saved = await call('/api/save_env_url/31', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ envURL: envUrl, ip: created.ipAddress }),
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
      ['environmentCreation', 'Environment creation: Container Instances', 'tech', 'Succeeded'],
    ]);
    expect(entries[0].result).toEqual({ serviceName: 'casca31' });
    expect(entries[1].result).toEqual({ jobName: 'dfc-docker-image', buildNo: '1' });
    expect(entries[2]).toMatchObject({ state: 'succeeded', result: { service: 'Container Instances', region: 'westeurope', monthlyEstimate: 'EUR 31.5360' } });
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
    // save_env_url takes only the address of a succeeded environment job of the project.
    const request = new URLSearchParams({ service: 'Static web apps', name: 'zenith-loyalty-app', location: 'europe', language: 'React' });
    expect((await call(`/api/createResource?${request}`, { method: 'POST', token: await tokenOf('tech') })).status).toBe(200);
    advanceClock(33_000);
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
