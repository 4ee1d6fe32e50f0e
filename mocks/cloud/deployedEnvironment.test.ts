/**
 * GET /api/checkStatus after a deploy job (seed 000 section 4: "Screen text reads 'Environment
 * Creation {status}', and after a deploy job 'Deployment Successful'"): the job that created the
 * project's saved environment answers 'Deployment Successful' once a deployment went to it.
 */
import type { EnvironmentStatus } from '../../src/domain/contract/cloud';
import { advanceClock } from '../core/clock';
import { putJson } from '../testing';
import { get, json, post, resetChainTest, runBuild, text, tokenOf } from '../techTeam/chainTesting';

beforeEach(resetChainTest);

// Project 14 'Zenith Loyalty App': tech's, SONAR_ANALYSIS_COMPLETED, a web-app environment.
const PROJECT = 14;
const RESOURCE = 'zenithloyaltyapp14';

const checkStatus = (statusUrl: string) => json<EnvironmentStatus>(get(`/api/checkStatus?${new URLSearchParams({ statusUrl })}`));

/** Requests an environment of the project as tech and runs it to its end: its status URL. */
async function environment(service: string): Promise<string> {
  const statusUrl = await text(post(`/api/createResource?${new URLSearchParams({ service, name: RESOURCE, location: 'Europe', language: 'Node.js' })}`, undefined));
  advanceClock(60_000);
  return statusUrl;
}

async function save({ service, ipAddress }: EnvironmentStatus): Promise<void> {
  expect((await putJson(`/api/save_env_url/${PROJECT}`, { envURL: service, ip: ipAddress }, await tokenOf('tech'))).status).toBe(200);
}

describe("checkStatus after a deploy job: 'Deployment Successful'", () => {
  it('answers it for the job of the environment deployed to, with its URL and IP; other jobs stay Succeeded', async () => {
    const other = await environment('Static web apps');
    const deployedTo = await environment('Azure App Service');
    const succeeded = await checkStatus(deployedTo);
    expect(succeeded).toEqual({ status: 'Succeeded', service: `https://${RESOURCE}.azurewebsites.net`, ipAddress: '' });
    await save(succeeded);
    expect((await checkStatus(deployedTo)).status).toBe('Succeeded'); // saved, not deployed yet

    expect(await runBuild('dfc-deploy-web-app', { projectId: String(PROJECT) })).toMatchObject({ result: 'SUCCESS' });
    expect(await text(get(`/api/set_deployment_status/${PROJECT}`))).toBe('Deployment Successful');

    expect(await checkStatus(deployedTo)).toEqual({ ...succeeded, status: 'Deployment Successful' });
    expect((await checkStatus(other)).status).toBe('Succeeded'); // never saved
    const later = await environment('Azure App Service'); // a new environment, not deployed to
    expect((await checkStatus(later)).status).toBe('Succeeded');
  });
});
