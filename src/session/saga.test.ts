import { take } from 'redux-saga/effects';
import { http, HttpResponse, server } from '../../mocks/node';
import { makeStore } from '../app/store';
import { api } from '../store/apiRuntime';
import { config } from '../config';
import { decodeToken } from '../domain/session';
import { runWhileSignedIn } from '../store/sagas';
import { tokenFor, unsignedToken } from '../testing/tokens';
import { REFRESH_RETRY } from './saga';
import { initialAuthState, loginSucceeded, logoutRequested, tokenRefreshed } from './slice';
import { answerBadgeCount, recordActions, tokenFromAnotherTab, until } from '../testing/session';

/** A signed-in saga that counts its starts, to see the signed-in part begin. */
let signedInStarts = 0;
runWhileSignedIn('test/probe', function* probe() {
  signedInStarts += 1;
  yield take('test/never');
});

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ whoAmIProbe: build.query<string, void>({ queryFn: () => ({ data: 'cached for the first user' }) }) }),
});

beforeEach(answerBadgeCount);

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

const DAY_MS = 24 * 3600 * 1000;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The pageshow event of a page that the browser restored from the back-forward cache (or loaded: persisted false). */
function pageShown(persisted: boolean): void {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
}

/** Answers /refresh with a renewed token of gbm and counts the calls. */
function refreshAnswers(): { calls: number[] } {
  const seen = { calls: [] as number[] };
  server.use(
    http.get('/refresh', () => {
      seen.calls.push(Date.now());
      const iat = seconds(Date.now());
      return HttpResponse.json({ token: unsignedToken({ sub: 'gbm', Id: 2, iat, exp: iat + 3600 }) });
    }),
  );
  return seen;
}

/** A margin that makes the refresh of `token` due `inMs` from now. */
const marginDueIn = (token: string, inMs: number) => decodeToken(token)!.exp * 1000 - Date.now() - inMs;

describe('page restored from the back-forward cache', () => {
  const margin = config.timings.tokenRefreshMarginMs;
  afterEach(() => {
    config.timings.tokenRefreshMarginMs = margin;
  });

  it('signed out in storage meanwhile: signs out at once, and neither refreshes nor writes a token back when the refresh falls due', async () => {
    const seen = refreshAnswers();
    const token = unsignedToken({ sub: 'gbm', Id: 2, iat: seconds(Date.now()) });
    window.localStorage.setItem('token', token);
    config.timings.tokenRefreshMarginMs = marginDueIn(token, 400);
    const store = makeStore();
    const actions = recordActions(store);
    expect(store.getState().auth.token).toBe(token);
    // Another tab signed out while this page was in the cache: no storage event reached it.
    window.localStorage.removeItem('token');
    pageShown(true);
    expect(store.getState().auth.token).toBeNull();
    expect(actions.map((a) => a.type)).toContain('auth/loggedOut');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(seen.calls).toEqual([]);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('a refresh overdue at the restore (the clock moved on, the timers stood still) never runs once storage says signed out', async () => {
    const seen = refreshAnswers();
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const token = unsignedToken({ sub: 'gbm', Id: 2, iat: seconds(Date.now()) });
      window.localStorage.setItem('token', token);
      config.timings.tokenRefreshMarginMs = marginDueIn(token, 1000);
      const store = makeStore();
      // In the cache: time passes, no timer runs, another tab signs out.
      jest.setSystemTime(Date.now() + 60_000);
      window.localStorage.removeItem('token');
      pageShown(true);
      expect(store.getState().auth.token).toBeNull();
      jest.advanceTimersByTime(5000);
    } finally {
      jest.useRealTimers();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.calls).toEqual([]);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("another user's token in storage: the same as another user's sign-in in another tab, nothing written", async () => {
    const first = unsignedToken({ sub: 'gbm', Id: 2, Role: 2 });
    window.localStorage.setItem('token', first);
    const store = makeStore();
    const actions = recordActions(store);
    const second = unsignedToken({ sub: 'tech', Id: 8, Role: 8 });
    window.localStorage.setItem('token', second);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      pageShown(true);
      expect(store.getState().auth.token).toBe(second);
      expect(actions.map((a) => a.type).filter((type) => type.startsWith('auth/'))).toEqual(['auth/loggedOut', 'auth/loginSucceeded']);
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it("the same user's newer token in storage is adopted (a refresh), not written back; a plain pageshow changes nothing", async () => {
    const now = seconds(Date.now());
    const held = unsignedToken({ sub: 'gbm', Id: 2, iat: now - 60, exp: now + 1800 });
    window.localStorage.setItem('token', held);
    const store = makeStore();
    const actions = recordActions(store);
    const newer = unsignedToken({ sub: 'gbm', Id: 2, iat: now, exp: now + 3600 });
    window.localStorage.setItem('token', newer);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      pageShown(false);
      expect(store.getState().auth.token).toBe(held);
      pageShown(true);
      expect(store.getState().auth.token).toBe(newer);
      expect(actions.map((a) => a.type).filter((type) => type.startsWith('auth/'))).toEqual(['auth/tokenRefreshed']);
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it('a refresh that falls due after another tab signed out (no storage event reached this page) signs out instead of refreshing', async () => {
    const seen = refreshAnswers();
    const token = unsignedToken({ sub: 'gbm', Id: 2, iat: seconds(Date.now()) });
    window.localStorage.setItem('token', token);
    config.timings.tokenRefreshMarginMs = marginDueIn(token, 300);
    const store = makeStore();
    window.localStorage.removeItem('token');
    await until(() => store.getState().auth.token === null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.calls).toEqual([]);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('storage events that come late', () => {
  it("an old event (a page back from the cache gets its absence's events afterwards) does not undo what storage holds now", async () => {
    const token = unsignedToken({ sub: 'tech', Id: 8, Role: 8 });
    window.localStorage.setItem('token', token);
    const store = makeStore();
    const actions = recordActions(store);
    // The sign-out of the other user, then this user's sign-in, replayed after the fact.
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: unsignedToken({ sub: 'gbm', Id: 2 }) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().auth.token).toBe(token);
    expect(actions.map((a) => a.type).filter((type) => type.startsWith('auth/'))).toEqual([]);
  });
});

describe('tokens from storage are never written back', () => {
  it("another tab's token is adopted and localStorage.setItem is not called for it", async () => {
    const now = seconds(Date.now());
    const store = makeStore({ auth: { ...initialAuthState, token: unsignedToken({ sub: 'gbm', Id: 2, iat: now - 60 }) } });
    const renewed = unsignedToken({ sub: 'gbm', Id: 2, iat: now });
    window.localStorage.setItem('token', renewed);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: renewed }));
      await until(() => store.getState().auth.token === renewed);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it("another user's sign-in in another tab is adopted without a write; this tab's own sign-in and refresh are saved", async () => {
    const store = makeStore({ auth: initialAuthState });
    const other = unsignedToken({ sub: 'tech', Id: 8, Role: 8 });
    window.localStorage.setItem('token', other);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: other }));
      await until(() => store.getState().auth.token === other);
      expect(setItem).not.toHaveBeenCalled();
      const own = unsignedToken({ sub: 'tech', Id: 8, Role: 8, iat: seconds(Date.now()) });
      store.dispatch(tokenRefreshed({ token: own }));
      expect(window.localStorage.getItem('token')).toBe(own);
      expect(setItem).toHaveBeenCalledWith('token', own);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('refresh by the server clock', () => {
  const margin = config.timings.tokenRefreshMarginMs;
  const realNow = Date.now.bind(Date);
  afterEach(() => {
    config.timings.tokenRefreshMarginMs = margin;
    jest.restoreAllMocks();
  });

  it.each([
    ['a day ahead', DAY_MS],
    ['a day behind', -DAY_MS],
  ])('with the browser clock %s, the refresh comes at its server-relative moment and the session stays', async (_name, skew) => {
    const seen = refreshAnswers();
    // The server issues a token now by its clock, due for refresh 1.5 s later.
    const iat = seconds(realNow());
    const token = unsignedToken({ sub: 'gbm', Id: 2, iat, exp: iat + 3600 });
    config.timings.tokenRefreshMarginMs = 3600 * 1000 - 1500;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
    const store = makeStore({ auth: initialAuthState });
    const actions = recordActions(store);
    const signedInAt = realNow();
    store.dispatch(loginSucceeded({ token }));
    await until(() => seen.calls.length > 0, 4000);
    const after = seen.calls[0] - skew - signedInAt;
    // Due 1.5 s after iat (whole seconds: up to a second earlier than the sign-in).
    expect(after).toBeGreaterThanOrEqual(400);
    expect(after).toBeLessThan(2000);
    await until(() => store.getState().auth.token !== token);
    expect(store.getState().auth.token).not.toBeNull();
    expect(actions.map((a) => a.type)).not.toContain('auth/loggedOut');
    expect(actions.map((a) => a.type)).not.toContain('auth/logoutRequested');
  });
});
