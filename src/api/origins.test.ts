/**
 * The token stays home (issue 36): the portal's bearer token goes to the API's origin only. The
 * build server and the devops service on another origin get no Authorization header, only their
 * own credentials when config asks for them (withCredentials); on the API's origin they are the
 * portal's proxy and get the bearer like any API call. A 401 from another origin starts no refresh.
 */
import * as z from 'zod/mini';
import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { config } from '../config';
import { defineGroup, get } from '../domain/contract';
import { initialAuthState } from '../session/slice';
import { answerBadgeCount } from '../testing/session';
import { unsignedToken } from '../testing/tokens';
import { callsOf, sendsOwnCredentials } from './call';
import { client } from './client';
import { isApiOrigin } from './session';

beforeEach(answerBadgeCount);

const token = unsignedToken({ sub: 'gbm', iat: 1 });
const BUILD = 'https://build.example.test';
const DEVOPS = 'https://devops.example.test';

const services = defineGroup('originProbe', {
  api: get('/api/origin_probe', 'object').returns(z.unknown()),
  build: get('/job/origin_probe/api/json', 'object', { service: 'buildServer' }).returns(z.unknown()),
  devops: get('/_apis/origin_probe', 'object', { service: 'devopsService' }).returns(z.unknown()),
});
const calls = callsOf(services);

/** What each origin's probe received: its Authorization header and the request's credentials mode. */
const seen: Record<string, { authorization: string | null; credentials: RequestCredentials }> = {};
const record = (name: string, status = 200) => ({ request }: { request: Request }) => {
  seen[name] = { authorization: request.headers.get('Authorization'), credentials: request.credentials };
  return status === 200 ? HttpResponse.json({ ok: true }) : HttpResponse.json({ message: 'Unauthorized' }, { status });
};

function probes(status = 200) {
  for (const base of ['', BUILD, DEVOPS]) {
    server.use(
      http.get(`${base}/api/origin_probe`, record(`${base || 'api'} api`, status)),
      http.get(`${base}/job/origin_probe/api/json`, record(`${base || 'api'} build`, status)),
      http.get(`${base}/_apis/origin_probe`, record(`${base || 'api'} devops`, status)),
    );
  }
}

const saved = { ...config };
let refreshes = 0;
beforeEach(() => {
  for (const key of Object.keys(seen)) delete seen[key];
  refreshes = 0;
  server.use(http.get('/refresh', () => ((refreshes += 1), HttpResponse.json({ token: unsignedToken({ sub: 'gbm', iat: 2 }) }))));
  makeStore({ auth: { ...initialAuthState, token } });
});
afterEach(() => Object.assign(config, saved));

describe('the bearer token by origin', () => {
  it("reads '' and relative URLs as the API's origin, and an absolute URL by its own origin", () => {
    expect(isApiOrigin('')).toBe(true);
    expect(isApiOrigin('/api/x')).toBe(true);
    expect(isApiOrigin('http://localhost/api/x')).toBe(true);
    expect(isApiOrigin(`${BUILD}/job/x`)).toBe(false);
    expect(isApiOrigin('//build.example.test/job/x')).toBe(false);
    config.apiBaseUrl = 'https://portal-api.example.test/v1';
    expect(isApiOrigin('/api/x')).toBe(true);
    expect(isApiOrigin('https://portal-api.example.test/other')).toBe(true);
    expect(isApiOrigin('http://localhost/api/x')).toBe(false);
  });

  it('goes to the API, never to a build server or devops service on another origin, which get no credentials by default', async () => {
    config.buildServerUrl = BUILD;
    config.devopsServiceUrl = `${DEVOPS}/org/`;
    probes();
    server.use(http.get(`${DEVOPS}/org/_apis/origin_probe`, record('devops devops')));
    await Promise.all([calls.api(), calls.build(), calls.devops()]);
    expect(seen['api api']).toEqual({ authorization: `Bearer ${token}`, credentials: 'same-origin' });
    expect(seen[`${BUILD} build`]).toEqual({ authorization: null, credentials: 'same-origin' });
    expect(seen['devops devops']).toEqual({ authorization: null, credentials: 'same-origin' });
  });

  it("sends a service on another origin that origin's own credentials (withCredentials) only when config says 'include'", async () => {
    config.buildServerUrl = BUILD;
    config.devopsServiceUrl = DEVOPS;
    config.buildServerCredentials = 'include';
    probes();
    await Promise.all([calls.build(), calls.devops()]);
    expect(seen[`${BUILD} build`]).toEqual({ authorization: null, credentials: 'include' });
    expect(seen[`${DEVOPS} devops`]).toEqual({ authorization: null, credentials: 'same-origin' });
    expect([sendsOwnCredentials('buildServer'), sendsOwnCredentials('devopsService'), sendsOwnCredentials('api')]).toEqual([true, false, false]);
  });

  it("gives a service on the API's origin (the portal's proxy: '' or that origin) the bearer, like any API call", async () => {
    config.buildServerUrl = '';
    config.devopsServiceUrl = 'http://localhost/';
    config.buildServerCredentials = 'include';
    probes();
    await Promise.all([calls.build(), calls.devops()]);
    expect(seen['api build']).toEqual({ authorization: `Bearer ${token}`, credentials: 'same-origin' });
    expect(seen['api devops']).toEqual({ authorization: `Bearer ${token}`, credentials: 'same-origin' });
    expect(sendsOwnCredentials('buildServer')).toBe(false);
  });

  it('drops an Authorization header a call sets itself for another origin', async () => {
    probes();
    await client.get(`${BUILD}/api/origin_probe`, { headers: { Authorization: `Bearer ${token}` } });
    expect(seen[`${BUILD} api`].authorization).toBeNull();
  });

  it('meets a 401 from another origin without a refresh, and never sends the bearer there', async () => {
    config.buildServerUrl = BUILD;
    probes(401);
    await expect(calls.build()).rejects.toMatchObject({ status: 401, code: 'http' });
    expect(refreshes).toBe(0);
    expect(seen[`${BUILD} build`].authorization).toBeNull();

    // The same 401 from the API's origin is met with a refresh and a retry.
    await expect(calls.api()).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
  });
});
