import * as z from 'zod/mini';
import { config } from '../config';
import { defineGroup, get, post } from '../domain/contract';
import { loose, orNull } from '../domain/contract/check';
import { http, HttpResponse, server } from '../../mocks/node';
import { File as NodeFile } from 'node:buffer';
import { client } from './client';
import { callsOf, request, urlOf } from './call';

const example = defineGroup('example', {
  list: get('/api/example/:projectId/items', 'array').returns(z.array(loose({ id: z.number() }))).withQuery(loose({ page: z.number() })),
  save: post('api/v2/example', 'object').returns(loose({ saved: z.boolean() })).takes(loose({ name: z.string() })),
  upload: post('api/v2/example/upload', 'any').returns(z.unknown()).takes(z.custom<FormData>()),
  job: get('/job/:jobName/lastBuild', 'object', { service: 'buildServer' }).returns(loose({ number: z.number() })),
});

describe('callsOf (typed calls from the contract)', () => {
  const saved = { ...config };
  afterEach(() => Object.assign(config, saved));

  it('fills path parameters (encoded), sends the query and the body, and returns the answer', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/example/:projectId/items', ({ request, params }) => {
        seen.push(`${params.projectId} page=${new URL(request.url).searchParams.get('page')}`);
        return HttpResponse.json([{ id: 1 }]);
      }),
      http.post('/api/v2/example', async ({ request }) => HttpResponse.json({ saved: ((await request.json()) as { name: string }).name === 'a/b' })),
    );
    const calls = callsOf(example);
    await expect(calls.list({ params: { projectId: 'x y' }, query: { page: 2 } })).resolves.toEqual([{ id: 1 }]);
    expect(seen).toEqual(['x y page=2']);
    await expect(calls.save({ body: { name: 'a/b' } })).resolves.toEqual({ saved: true });
  });

  it('refuses an answer of another shape than the contract says, as a malformed error', async () => {
    server.use(http.get('/api/example/:projectId/items', () => HttpResponse.json({ not: 'a list' })));
    await expect(callsOf(example).list({ params: { projectId: 1 }, query: { page: 1 } })).rejects.toMatchObject({ code: 'malformed' });
  });

  it('sends build-server and devops-service calls to their configured base URLs', () => {
    config.buildServerUrl = 'https://build.example.test/';
    expect(urlOf(example.job, { jobName: 'site' })).toBe('https://build.example.test/job/site/lastBuild');
    config.buildServerUrl = '';
    expect(urlOf(example.job, { jobName: 'site' })).toBe('/job/site/lastBuild');
    expect(urlOf(example.save)).toBe('api/v2/example');
  });

  it('throws before any call when a path parameter is missing', () => {
    expect(() => urlOf(example.list, {})).toThrow(/projectId/);
  });
});

describe("request: answers checked against the entry's schema", () => {
  const checked = defineGroup('checked', {
    details: get('/api/checked/:projectId', 'object').returns(loose({ projectName: z.string(), ipAddress: orNull(z.string()) })),
    count: get('/api/checked_count', 'number'),
  });
  const answer = (body: Record<string, unknown>) => server.use(http.get('/api/checked/:projectId', () => HttpResponse.json(body)));

  it('returns the parsed answer: extra fields kept, a nullable field left out read as null', async () => {
    answer({ projectName: 'Harbor', extra: [1] });
    await expect(request(checked.details, { params: { projectId: 7 } })).resolves.toEqual({ projectName: 'Harbor', ipAddress: null, extra: [1] });
  });

  it('throws malformed naming the endpoint and the field when a documented field is missing', async () => {
    answer({ ipAddress: null });
    await expect(request(checked.details, { params: { projectId: 7 } })).rejects.toEqual({
      status: 200,
      code: 'malformed',
      message: 'Unexpected answer from checked.details (GET /api/checked/:projectId): projectName: expected string, received undefined',
      data: { ipAddress: null },
    });
  });

  it('throws malformed for a field of the wrong type', async () => {
    answer({ projectName: 42 });
    await expect(request(checked.details, { params: { projectId: 7 } })).rejects.toMatchObject({
      code: 'malformed',
      message: expect.stringContaining('projectName: expected string, received number'),
    });
  });

  it("keeps the coarse check for an entry without a schema: a 'number' answer may be a numeric string, not other text", async () => {
    server.use(http.get('/api/checked_count', () => HttpResponse.json('12')));
    await expect(request(checked.count, undefined)).resolves.toBe('12');
    server.use(http.get('/api/checked_count', () => HttpResponse.json('twelve')));
    await expect(request(checked.count, undefined)).rejects.toMatchObject({
      code: 'malformed',
      message: 'Unexpected answer from checked.count (GET /api/checked_count)',
    });
  });
});

describe('request: uploads', () => {
  /** The time-out each call leaves with (the client's own interceptor sees the final config). */
  function timeouts() {
    const seen: Array<number | undefined> = [];
    const id = client.interceptors.request.use((request) => {
      seen.push(request.timeout);
      return request;
    });
    return { seen, stop: () => client.interceptors.request.eject(id) };
  }

  it('gives a multipart body a time-out that grows with its size; other calls keep 30 s', async () => {
    server.use(
      http.post('/api/v2/example/upload', () => HttpResponse.json({ ok: true })),
      http.post('/api/v2/example', () => HttpResponse.json({ saved: true })),
    );
    const { seen, stop } = timeouts();
    const form = new FormData();
    form.append('file', new NodeFile([new Uint8Array(5 * 1024 * 1024)], 'big.zip') as unknown as Blob);
    await request(example.upload, { body: form });
    await request(example.save, { body: { name: 'a' } });
    stop();
    expect(seen[0]).toBeGreaterThan(30_000 + 100_000); // 5 MB at 50 KB/s: 102 s more
    expect(seen[1]).toBe(30_000);
  });

  it("turns axios' upload progress events into percents for the caller's onUploadProgress", async () => {
    server.use(http.post('/api/v2/example/upload', () => HttpResponse.json({ ok: true })));
    const handlers: Array<((event: { loaded: number; total?: number }) => void) | undefined> = [];
    const id = client.interceptors.request.use((request) => {
      handlers.push(request.onUploadProgress as never);
      return request;
    });
    const seen: number[] = [];
    await request(example.upload, { body: new FormData() }, undefined, { onUploadProgress: (percent) => seen.push(percent) });
    client.interceptors.request.eject(id);
    const report = handlers[0];
    if (!report) throw new Error('no onUploadProgress handed to axios');
    const before = seen.length; // what the real transfer reported, if anything
    report({ loaded: 0, total: 0 }); // no total yet: nothing to say
    report({ loaded: 50, total: 200 });
    report({ loaded: 200, total: 200 });
    expect(seen.slice(before)).toEqual([25, 100]);
  });
});
