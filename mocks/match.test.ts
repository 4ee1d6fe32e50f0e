/**
 * The mock's handler lookup (mocks/match.ts): the handlers msw's getResponse is given for a request
 * are exactly those whose method and path match, in their order, worked out once per method and
 * address.
 */
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { createHandlers } from './areas';
import { handlerLookup, LOOKUP_LIMIT, matchingHandlers } from './match';

const BASE = 'http://127.0.0.1:4173';
const url = (path: string) => new URL(path, BASE);

describe('the handlers that answer a request', () => {
  const handlers = createHandlers({});

  it('are the few whose method and path match, out of the mock\'s hundreds, in their order', () => {
    const lookup = handlerLookup(handlers);
    expect(handlers.length).toBeGreaterThan(100);
    const marking = lookup('GET', url('/api/mark_notification/5'), BASE);
    expect(marking.length).toBeGreaterThanOrEqual(1);
    expect(marking.length).toBeLessThan(5);
    for (const [method, path] of [
      ['GET', '/api/mark_notification/5'],
      ['GET', '/api/get_dfc_project/12'],
      ['POST', '/authenticate'],
      ['get', '/api/notifications/1'],
      ['DELETE', '/api/get_dfc_project/12'],
      ['GET', '/assets/app.js'],
    ] as const) {
      const found = lookup(method, url(path), BASE);
      expect(found).toEqual(matchingHandlers(handlers, method, url(path), BASE));
      // In the list's order.
      expect(found.map((handler) => handlers.indexOf(handler))).toEqual([...found.map((handler) => handlers.indexOf(handler))].sort((a, b) => a - b));
    }
    expect(lookup('GET', url('/assets/app.js'), BASE)).toEqual([]);
  });

  it('are worked out once per method and address: the query plays no part', () => {
    const lookup = handlerLookup(handlers);
    const first = lookup('GET', url('/api/notifications/1?page=2'), BASE);
    expect(lookup('GET', url('/api/notifications/1'), BASE)).toBe(first);
    expect(lookup('get', url('/api/notifications/1?page=3'), BASE)).toBe(first);
    expect(lookup('POST', url('/api/notifications/1'), BASE)).not.toBe(first);
  });

  it('starts afresh past its limit, with the same answers', () => {
    const lookup = handlerLookup(handlers);
    const first = lookup('GET', url('/api/get_dfc_project/1'), BASE);
    for (let id = 2; id <= LOOKUP_LIMIT + 1; id += 1) lookup('GET', url(`/api/get_dfc_project/${id}`), BASE);
    const again = lookup('GET', url('/api/get_dfc_project/1'), BASE);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keep a handler that passes a request on followed by the next that answers it', async () => {
    const order: HttpHandler[] = [
      http.get('/api/things/:id', () => undefined),
      http.post('/api/things/:id', () => HttpResponse.json({ wrong: 'method' })),
      http.get('/api/other', () => HttpResponse.json({ wrong: 'path' })),
      http.get('/api/things/:id', ({ params }) => HttpResponse.json({ id: params.id })),
    ];
    const lookup = handlerLookup(order);
    const found = lookup('GET', url('/api/things/7'), BASE);
    expect(found).toEqual([order[0], order[3]]);
    const response = await getResponse([...found], new Request(`${BASE}/api/things/7`), { baseUrl: BASE, quiet: true });
    expect(await response?.json()).toEqual({ id: '7' });
  });
});
