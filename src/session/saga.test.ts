import { take } from 'redux-saga/effects';
import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { api } from '../store/apiRuntime';
import { config } from '../config';
import { decodeToken } from '../domain/session';
import { runWhileSignedIn } from '../store/sagas';
import { tokenFor, unsignedToken } from '../testing/tokens';
import { REFRESH_RETRY } from './saga';
import { initialAuthState, logoutRequested } from './slice';
import { recordActions, tokenFromAnotherTab, until } from '../testing/session';

/** A signed-in saga that counts its starts, to see the signed-in part begin. */
let signedInStarts = 0;
runWhileSignedIn('test/probe', function* probe() {
  signedInStarts += 1;
  yield take('test/never');
});

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ whoAmIProbe: build.query<string, void>({ queryFn: () => ({ data: 'cached for the first user' }) }) }),
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

describe('session across tabs', () => {
  it('signs out when another tab signs out', async () => {
    const store = makeStore({ auth: { ...initialAuthState, token: unsignedToken({}) } });
    tokenFromAnotherTab(null);
    await until(() => store.getState().auth.token === null);
  });

  it('a sign-in in another tab signs in here and starts the signed-in sagas', async () => {
    const store = makeStore({ auth: initialAuthState });
    const actions = recordActions(store);
    const startsBefore = signedInStarts;
    const token = unsignedToken({ sub: 'tech', Id: 8, Role: 8 });
    tokenFromAnotherTab(token);
    await until(() => signedInStarts === startsBefore + 1);
    expect(store.getState().auth.token).toBe(token);
    expect(actions.map((a) => a.type)).toContain('auth/loginSucceeded');
    expect(actions.map((a) => a.type)).not.toContain('auth/loggedOut');
  });

  it("another user's token from another tab resets the store and every cache before signing in", async () => {
    const first = unsignedToken({ sub: 'gbm', Id: 2, Role: 2 });
    const store = makeStore({ auth: { ...initialAuthState, token: first } });
    await store.dispatch(probeApi.endpoints.whoAmIProbe.initiate());
    expect(JSON.stringify(store.getState().api?.queries)).toContain('cached for the first user');
    const actions = recordActions(store);
    const startsBefore = signedInStarts;
    const second = unsignedToken({ sub: 'tech', Id: 8, Role: 8 });
    tokenFromAnotherTab(second);
    await until(() => store.getState().auth.token === second);
    const types = actions.map((a) => a.type).filter((type) => type.startsWith('auth/'));
    expect(types).toEqual(['auth/loggedOut', 'auth/loginSucceeded']);
    expect(JSON.stringify(store.getState().api?.queries)).not.toContain('cached for the first user');
    await until(() => signedInStarts === startsBefore + 1);
  });

  it("the same user's new token from another tab is a refresh", async () => {
    const first = unsignedToken({ sub: 'gbm', Id: 2, iat: 1 });
    const store = makeStore({ auth: { ...initialAuthState, token: first } });
    const actions = recordActions(store);
    const renewed = unsignedToken({ sub: 'gbm', Id: 2, iat: 2 });
    tokenFromAnotherTab(renewed);
    await until(() => store.getState().auth.token === renewed);
    expect(actions.map((a) => a.type).filter((type) => type.startsWith('auth/'))).toEqual(['auth/tokenRefreshed']);
    expect(store.getState().auth.refreshed).toBe(true);
  });
});

describe('refresh that cannot reach the server', () => {
  const retry = { ...REFRESH_RETRY };
  const margin = config.timings.tokenRefreshMarginMs;
  afterEach(() => {
    Object.assign(REFRESH_RETRY, retry);
    config.timings.tokenRefreshMarginMs = margin;
  });

  it('keeps the session, retries with doubling backoff, and clears the flag on success', async () => {
    REFRESH_RETRY.firstMs = 60;
    REFRESH_RETRY.maxMs = 240;
    config.timings.tokenRefreshMarginMs = 10 * 3600 * 1000; // due at once
    const renewed = unsignedToken({ sub: 'gbm', iat: 99 });
    const times: number[] = [];
    const answers = [
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ message: 'bad gateway' }, { status: 502 }),
      () => HttpResponse.text('<html>proxy</html>'),
      () => HttpResponse.json({ token: renewed }),
    ];
    server.use(http.get('/refresh', () => (times.push(Date.now()), answers[times.length - 1]!())));
    const token = unsignedToken({ sub: 'gbm', iat: 1 });
    window.localStorage.setItem('token', token);
    const store = makeStore({ auth: { ...initialAuthState, token } });
    await until(() => times.length >= 1 && store.getState().auth.serverUnreachable);
    expect(store.getState().auth.token).toBe(token);
    await until(() => store.getState().auth.token === renewed, 4000);
    expect(store.getState().auth.serverUnreachable).toBe(false);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(gaps).toHaveLength(4);
    [60, 120, 240, 240].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 5));
  });
});
