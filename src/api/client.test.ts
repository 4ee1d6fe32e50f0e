import { delay, http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { initialAuthState } from '../session/slice';
import { unsignedToken } from '../testing/tokens';
import { client, refreshSession } from './client';
import { isApiError } from './errors';

const oldToken = unsignedToken({ sub: 'gbm', iat: 1 });
const newToken = unsignedToken({ sub: 'gbm', iat: 2 });

function storeWith(token: string | null, sagas = false) {
  if (token) window.localStorage.setItem('token', token);
  return makeStore({ auth: { ...initialAuthState, token } }, { sagas });
}

describe('axios client', () => {
  it('sends the bearer token', async () => {
    storeWith(oldToken);
    let seen: string | null = null;
    server.use(http.get('/api/probe', ({ request }) => ((seen = request.headers.get('Authorization')), HttpResponse.json(1))));
    await client.get('/api/probe');
    expect(seen).toBe(`Bearer ${oldToken}`);
  });

  it('meets 20 concurrent 401s with exactly one refresh, then retries each call once', async () => {
    const store = storeWith(oldToken);
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.get('/refresh', async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('Authorization')).toBe(`Bearer ${oldToken}`);
        await delay(30);
        return HttpResponse.json({ token: newToken });
      }),
      http.get('/api/probe/:n', ({ request, params }) => {
        calls += 1;
        return request.headers.get('Authorization') === `Bearer ${newToken}`
          ? HttpResponse.json({ n: params.n })
          : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => client.get(`/api/probe/${i}`)));
    expect(results.map((r) => r.data.n)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    expect(refreshes).toBe(1);
    expect(calls).toBe(40);
    expect(store.getState().auth.token).toBe(newToken);
    expect(store.getState().auth.refreshed).toBe(true);
  });

  it('does not retry a call twice when the retry meets 401 again', async () => {
    storeWith(oldToken);
    let calls = 0;
    server.use(
      http.get('/refresh', () => HttpResponse.json({ token: newToken })),
      http.get('/api/probe', () => ((calls += 1), HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }))),
    );
    await expect(client.get('/api/probe')).rejects.toMatchObject({ status: 401, code: 'http' });
    expect(calls).toBe(2);
  });

  it('signs the user out when the refresh fails', async () => {
    const store = storeWith(oldToken, true);
    server.use(
      http.get('/refresh', () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
      http.get('/api/probe', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.get('/api/unread_notifications_count', () => HttpResponse.json(0)),
    );
    await expect(client.get('/api/probe')).rejects.toMatchObject({ status: 401 });
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('rejects a refresh answer without a token as malformed', async () => {
    storeWith(oldToken);
    server.use(http.get('/refresh', () => HttpResponse.text('<html>oops</html>')));
    await expect(refreshSession()).rejects.toMatchObject({ code: 'malformed' });
  });

  it('normalises failures into plain ApiError data', async () => {
    storeWith(null);
    server.use(
      http.get('/api/e500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get('/api/down', () => HttpResponse.error()),
    );
    const e500 = await client.get('/api/e500').catch((e: unknown) => e);
    expect(isApiError(e500) && e500).toMatchObject({ status: 500, code: 'http', message: 'boom' });
    const down = await client.get('/api/down').catch((e: unknown) => e);
    expect(isApiError(down) && down).toMatchObject({ status: 0, code: 'network' });
  });
});
