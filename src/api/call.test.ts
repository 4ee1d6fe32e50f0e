import { config } from '../config';
import { defineGroup, get, post } from '../domain/contract';
import { http, HttpResponse, server } from '../../mocks/node';
import { callsOf, urlOf } from './call';

const example = defineGroup('example', {
  list: get('/api/example/:projectId/items', 'array').returns<{ id: number }[]>().withQuery<{ page: number }>(),
  save: post('api/v2/example', 'object').returns<{ saved: boolean }>().takes<{ name: string }>(),
  job: get('/job/:jobName/lastBuild', 'object', { service: 'buildServer' }).returns<{ number: number }>(),
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
