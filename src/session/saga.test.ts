import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { config } from '../config';
import { decodeToken } from '../domain/session';
import { texts } from '../texts';
import { tokenFor, unsignedToken } from '../testing/tokens';
import { initialAuthState, loginRequested, logoutRequested, selectSession } from './slice';

type Store = ReturnType<typeof makeStore>;

const until = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const passwordOfDemo = async () => ((await (await fetch('http://localhost/__mock__/accounts')).json()) as { password: string }).password;

async function login(store: Store, username: string, password: string) {
  store.dispatch(loginRequested({ username, password }));
  await until(() => !store.getState().auth.loading);
}

describe('sign-in saga', () => {
  it('stores the token of a good sign-in in state and storage', async () => {
    const store = makeStore();
    await login(store, 'gbm', await passwordOfDemo());
    const token = store.getState().auth.token;
    expect(decodeToken(token)).toMatchObject({ sub: 'gbm', Role: 2, resetStatus: true });
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(selectSession(store.getState())?.role).toBe(2);
  });

  it('answers bad credentials with the documented message', async () => {
    const store = makeStore();
    await login(store, 'gbm', 'wrong-password');
    expect(store.getState().auth).toMatchObject({ token: null, error: texts.login.invalidCredentials });
  });

  it('answers a locked account with the lockout message', async () => {
    const store = makeStore();
    await login(store, 'locked', await passwordOfDemo());
    expect(store.getState().auth.error).toBe('Account is locked. Please try after 15 minutes');
  });

  it('asks for both fields without calling the server', async () => {
    let calls = 0;
    server.events.on('request:start', () => void (calls += 1));
    const store = makeStore();
    await login(store, '  ', 'x');
    expect(store.getState().auth.error).toBe('Please enter username and password');
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a non-JSON body', () => HttpResponse.text('<html>proxy error</html>')],
  ])('answers %s with the invalid-credentials message', async (_name, answer) => {
    server.use(http.post('/authenticate', answer));
    const store = makeStore();
    await login(store, 'gbm', 'whatever1');
    expect(store.getState().auth).toMatchObject({ token: null, loading: false, error: texts.login.invalidCredentials });
  });
});

describe('session', () => {
  it('starts signed in from a stored token and clears one that does not decode', () => {
    window.localStorage.setItem('token', 'garbage');
    expect(makeStore().getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    const good = unsignedToken({});
    window.localStorage.setItem('token', good);
    expect(makeStore().getState().auth.token).toBe(good);
  });

  it('logout clears storage and state but keeps the two devops status maps', async () => {
    const store = makeStore({ auth: { ...initialAuthState, token: await tokenFor('tech') } });
    window.localStorage.setItem('token', store.getState().auth.token!);
    window.localStorage.setItem('somethingElse', '1');
    expect(window.localStorage.getItem('devopsStatusMap')).toBeNull();
    const fresh = makeStore();
    expect(JSON.parse(window.localStorage.getItem('devopsStatusMap')!)['DFC-IAC-PIPELINE-SUCCESS'].label).toBe('Project Infra Setup Completed');
    fresh.dispatch(logoutRequested({ reason: 'idle' }));
    await until(() => fresh.getState().auth.token === null);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('somethingElse')).toBeNull();
    expect(window.localStorage.getItem('devopsStatusMap')).not.toBeNull();
    expect(window.localStorage.getItem('appDevopsStatusMap')).not.toBeNull();
    expect(fresh.getState().devopsStatus.app['DFC-IAC-PIPELINE-SUCCESS'].label).toBe('App Infra Setup Completed');
  });

  it('signs out when another tab signs out', async () => {
    const store = makeStore({ auth: { ...initialAuthState, token: unsignedToken({}) } });
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null }));
    await until(() => store.getState().auth.token === null);
  });

  it('renews the token before it expires', async () => {
    const token = await tokenFor('gbm');
    const margin = config.timings.tokenRefreshMarginMs;
    const { exp } = decodeToken(token)!;
    // Due in ~1.1 s: a new second, so the renewed token differs from the old one.
    config.timings.tokenRefreshMarginMs = exp * 1000 - Date.now() - 1100;
    try {
      window.localStorage.setItem('token', token);
      const store = makeStore();
      expect(store.getState().auth.refreshed).toBe(false);
      await until(() => store.getState().auth.token !== token, 4000);
      expect(store.getState().auth.refreshed).toBe(true);
      expect(decodeToken(store.getState().auth.token)!.exp).toBeGreaterThanOrEqual(exp);
      expect(window.localStorage.getItem('token')).toBe(store.getState().auth.token);
    } finally {
      config.timings.tokenRefreshMarginMs = margin;
    }
  });
});
