import { delay, http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { initialAuthState, loginSucceeded, logoutRequested } from '../session/slice';
import { answerBadgeCount, recordActions, until } from '../testing/session';
import { unsignedToken } from '../testing/tokens';
import { client, REFRESH_REQUEST, refreshSession } from './client';
import { isApiError } from './errors';
import { nextSessionGeneration } from './session';

// Signed-in stores run the bell's badge poll: its count answers 0 (src/testing/session.ts).
beforeEach(answerBadgeCount);

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

  it('a 403 from /refresh signs the user out', async () => {
    const store = storeWith(oldToken, true);
    server.use(http.get('/refresh', () => HttpResponse.json({ message: 'forbidden' }, { status: 403 })));
    await expect(refreshSession()).rejects.toMatchObject({ status: 403 });
    await until(() => store.getState().auth.token === null);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a 503', () => HttpResponse.json({ message: 'maintenance' }, { status: 503 })],
    ['a network error', () => HttpResponse.error()],
  ])('%s from /refresh keeps the session and marks the server unreachable', async (_name, answer) => {
    const store = storeWith(oldToken, true);
    server.use(http.get('/refresh', answer));
    await expect(refreshSession()).rejects.toMatchObject({ status: expect.any(Number) });
    await new Promise((r) => setTimeout(r, 30));
    expect(store.getState().auth).toMatchObject({ token: oldToken, serverUnreachable: true });
    expect(window.localStorage.getItem('token')).toBe(oldToken);
  });

  it('a refresh that times out keeps the session', async () => {
    const store = storeWith(oldToken, true);
    server.use(http.get('/refresh', async () => (await delay(400), HttpResponse.json({ token: newToken }))));
    const timeout = REFRESH_REQUEST.timeoutMs;
    REFRESH_REQUEST.timeoutMs = 50;
    try {
      await expect(refreshSession()).rejects.toMatchObject({ code: 'timeout' });
    } finally {
      REFRESH_REQUEST.timeoutMs = timeout;
    }
    expect(store.getState().auth).toMatchObject({ token: oldToken, serverUnreachable: true });
  });

  it('logout aborts an in-flight refresh and drops its answer', async () => {
    const store = storeWith(oldToken, true);
    const actions = recordActions(store);
    server.use(http.get('/refresh', async () => (await delay(300), HttpResponse.json({ token: newToken }))));
    const refresh = refreshSession().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 30));
    const loggedOutAt = Date.now();
    store.dispatch(logoutRequested({ reason: 'user' }));
    expect(await refresh).toMatchObject({ code: 'cancelled' });
    // Aborted at once, not rejected when the answer comes.
    expect(Date.now() - loggedOutAt).toBeLessThan(150);
    await new Promise((r) => setTimeout(r, 350));
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(actions.map((a) => a.type)).not.toContain('auth/tokenRefreshed');
  });

  it('drops a refresh answer that arrives after another sign-in', async () => {
    const store = storeWith(oldToken, true);
    const actions = recordActions(store);
    const otherUser = unsignedToken({ sub: 'tech', Id: 8, Role: 8 });
    server.use(http.get('/refresh', async () => (await delay(100), HttpResponse.json({ token: newToken }))));
    const refresh = refreshSession().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    store.dispatch(loginSucceeded({ token: otherUser }));
    await refresh;
    await new Promise((r) => setTimeout(r, 150));
    expect(store.getState().auth.token).toBe(otherUser);
    expect(window.localStorage.getItem('token')).toBe(otherUser);
    expect(actions.map((a) => a.type)).not.toContain('auth/tokenRefreshed');
  });

  it('a late refresh failure never signs out a newer session', async () => {
    const store = storeWith(oldToken, true);
    const actions = recordActions(store);
    const next = unsignedToken({ sub: 'gbm', iat: 3 });
    server.use(http.get('/refresh', async () => (await delay(100), HttpResponse.json({ message: 'expired' }, { status: 401 }))));
    const refresh = refreshSession().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    store.dispatch(loginSucceeded({ token: next }));
    await refresh;
    await new Promise((r) => setTimeout(r, 150));
    expect(store.getState().auth.token).toBe(next);
    expect(actions.map((a) => a.type)).not.toContain('auth/logoutRequested');
  });

  it('a refresh of a new session does not join the old session\'s refresh', async () => {
    storeWith(oldToken, true);
    server.use(http.get('/refresh', async () => (await delay(60), HttpResponse.json({ token: newToken }))));
    const first = refreshSession().catch((e: unknown) => e);
    nextSessionGeneration();
    await expect(refreshSession()).resolves.toBe(newToken);
    expect(await first).toMatchObject({ code: 'cancelled' });
  });
});
