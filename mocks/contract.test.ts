/**
 * The endpoint contract is answered on both sides: every entry has a client function (src/api)
 * and exactly one mock handler (mocks/<area>/handlers.ts), every mock handler answers an entry, and no two
 * entries are the same route.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { coveredEndpoints } from '../src/api/call';
import { allEndpoints, contract, routePath, type AnyEndpoint } from '../src/domain/contract';
import * as persistence from './core/persistence';
import { createHandlers, routes } from './areas';
import { endpointIdOf } from './core/contract';
import { urlPattern } from './core/contract';
import { call, putJson, signInAs } from './testing';

const API_DIR = join(__dirname, '..', 'src', 'api');

/** Every module of src/api (not the tests), so that each registers its calls (and coverage records them). */
beforeAll(async () => {
  const modules = readdirSync(API_DIR).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  expect(modules.length).toBeGreaterThan(0);
  for (const file of modules) await import(join(API_DIR, file));
});

const entries = allEndpoints();
const ids = entries.map((e) => e.id);

/** What a server route is: the method and the path, trailing slash and parameter names aside. */
const routeKey = (e: Pick<AnyEndpoint, 'method' | 'path' | 'service'>) =>
  `${e.service === 'buildServer' || e.service === 'devopsService' ? e.service : 'portal'} ${e.method} ${routePath(e)
    .replace(/:\w+/g, ':')
    .replace(/(.)\/+$/, '$1')}`;

const handlerInfo = (handler: unknown) => (handler as { info: { method: string; path: string } }).info;

describe('the endpoint contract', () => {
  it('names every entry once', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(ids.every((id) => /^\w+\.\w+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [group, members] of Object.entries(contract)) {
      for (const [key, endpoint] of Object.entries(members)) expect(endpoint.id).toBe(`${group}.${key}`);
    }
  });

  it('never gives two entries the same method and route', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of entries) {
      const key = routeKey(entry);
      const other = seen.get(key);
      if (other) clashes.push(`${other} and ${entry.id}: ${key}`);
      seen.set(key, entry.id);
    }
    expect(clashes).toEqual([]);
  });

  it('gives every entry a runtime schema of its answer (the client checks answers against it; npm run openapi publishes it)', () => {
    expect(entries.filter((e) => !e.schemas.answer).map((e) => e.id)).toEqual([]);
  });

  it('has a client function for every entry (src/api)', () => {
    expect(ids.filter((id) => !coveredEndpoints.has(id))).toEqual([]);
    expect([...coveredEndpoints].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('has exactly one mock handler for every entry, and no handler outside it', () => {
    const handlers = createHandlers({});
    const answered = handlers.map((h) => endpointIdOf(h));
    expect(answered.filter((id) => id === undefined)).toEqual([]);
    expect(answered.filter((id) => !ids.includes(id as string))).toEqual([]);
    expect(ids.filter((id) => !answered.includes(id))).toEqual([]);
    expect(answered.filter((id, i) => answered.indexOf(id) !== i)).toEqual([]);
    expect(routes.map((r) => r.endpoint.id).sort()).toEqual([...answered].sort());
  });

  it("registers each handler at its entry's method and route, on its service's base URL", () => {
    const urls = { buildServerUrl: 'http://build.example/', devopsServiceUrl: 'https://devops.example/v1' };
    for (const handler of createHandlers(urls)) {
      const entry = entries.find((e) => e.id === endpointIdOf(handler)) as AnyEndpoint;
      const { method, path } = handlerInfo(handler);
      expect([entry.id, method]).toEqual([entry.id, entry.method]);
      expect([entry.id, path]).toEqual([entry.id, urlPattern(entry, urls)]);
      const base = entry.service === 'buildServer' ? 'http://build.example/' : entry.service === 'devopsService' ? 'https://devops.example/v1/' : '/';
      expect([entry.id, path.startsWith(base)]).toEqual([entry.id, true]);
    }
  });

  it('answers a route with and without its trailing slash', () => {
    expect(urlPattern(contract.projects.assigned)).toBe('/api/assignedprojects');
    expect(urlPattern(contract.auth.resetPassword)).toBe('/api/reset/password');
    expect(urlPattern(contract.projects.cloudRegions)).toBe('/api/get_cloud_regions/:cloudPlatformId');
  });

  it('declares an access rule with a description for every handler', () => {
    for (const route of routes) {
      expect([route.endpoint.id, typeof route.access.describe, route.access.describe.length > 0]).toEqual([route.endpoint.id, 'string', true]);
      if (route.endpoint.service === 'mock') expect([route.endpoint.id, route.access.public]).toEqual([route.endpoint.id, true]);
    }
  });
});

describe('the handler wrapper', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a write only once it is stored, and stores no read and no refused write', async () => {
    const token = await signInAs('gbm');
    const page = (await (await call('/api/notifications/1', { token })).json()) as { content: { notificationId: number }[] };
    let stored!: () => void;
    const commit = jest.spyOn(persistence, 'commitDb').mockImplementation(() => new Promise<void>((resolve) => (stored = resolve)));

    await call('/api/unread_notifications_count', { token });
    expect((await putJson('/api/reject_project_by_bm/999', undefined, token)).status).toBe(404);
    expect(commit).not.toHaveBeenCalled();

    let answered = false;
    // A GET that changes state (contract: changes true).
    const toggle = call(`/api/mark_notification/${page.content[0].notificationId}`, { token }).then((response) => {
      answered = true;
      return response;
    });
    for (let waited = 0; waited < 3000 && commit.mock.calls.length === 0 && !answered; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(commit).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    stored();
    expect((await toggle).status).toBe(200);
  });

  it('answers 401 without a bearer and 403 with the rule when the role may not call', async () => {
    expect(await (await call('/api/get_all_tech')).json()).toEqual({ message: 'Unauthorized' });
    const refused = await call('/api/get_all_tech', { token: await signInAs('tech') });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Forbidden: only roles 2 (Global Brand Manager), 3 (Local Brand Manager)' });
  });
});
