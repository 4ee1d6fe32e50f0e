import { matchRequestUrl, type HttpHandler } from 'msw';
import { routePath } from '../src/domain/contract';
import { routes } from './areas';
import { createHandlersOf, endpointIdOf, type MockRoute } from './core/contract';

const ORIGIN = 'http://localhost';

/** The entry whose handler answers a request: the first handler that matches its method and URL. */
function answeringEntry(handlers: readonly HttpHandler[], method: string, path: string): string | undefined {
  const url = new URL(path, ORIGIN);
  const handler = handlers.find((h) => h.info.method === method && matchRequestUrl(url, h.info.path as string, ORIGIN).matches);
  return handler && endpointIdOf(handler);
}

/** A request path for a route: each path parameter filled with a value no literal segment uses. */
const samplePath = (route: MockRoute) => routePath(route.endpoint).replace(/:[A-Za-z]+/g, '7');

/** Routes of the same method whose paths differ only by case (paths match whatever their case). */
const caseTwin = (route: MockRoute) =>
  routes.some((other) => other !== route && other.endpoint.method === route.endpoint.method && routePath(other.endpoint).toLowerCase() === routePath(route.endpoint).toLowerCase());

const orders: Array<[string, readonly MockRoute[]]> = [
  ['as listed', routes],
  ['reversed', [...routes].reverse()],
  ['by entry id', [...routes].sort((a, b) => (a.endpoint.id < b.endpoint.id ? -1 : 1))],
];

describe('the areas', () => {
  it('make the same handlers whatever the order of the routes', () => {
    const [first, ...others] = orders.map(([, list]) => createHandlersOf(list).map((h) => endpointIdOf(h)));
    for (const other of others) expect(other).toEqual(first);
  });

  it.each(orders)('answer each request by the entry it names (routes %s)', (_order, list) => {
    const handlers = createHandlersOf(list);
    const answers = routes.filter((route) => !caseTwin(route)).map((route) => [samplePath(route), answeringEntry(handlers, route.endpoint.method, samplePath(route))]);
    expect(answers).toEqual(routes.filter((route) => !caseTwin(route)).map((route) => [samplePath(route), route.endpoint.id]));
  });

  it('answer a git job by the git tools, not by the build server route that would also match it', () => {
    for (const [, list] of orders) {
      const handlers = createHandlersOf(list);
      expect(answeringEntry(handlers, 'POST', '/job/dfc-git-branch/buildWithParameters')).toBe('gitJobs.branchJob');
      expect(answeringEntry(handlers, 'GET', '/job/dfc-git-merge/api/json')).toBe('gitJobs.mergeBuilds');
      expect(answeringEntry(handlers, 'POST', '/job/dfc-docker-image/buildWithParameters')).toBe('buildServer.triggerBuild');
    }
  });
});
