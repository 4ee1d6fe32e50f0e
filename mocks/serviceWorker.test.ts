/**
 * The mock's service worker (mocks/serviceWorker.ts), loaded into a stand-in worker scope: what it
 * answers and what it leaves to the network, the options its URL carries, and its lifecycle.
 */
import { webcrypto } from 'node:crypto';
import { MOCK_WORKER_CLAIM, MOCK_WORKER_KEEPALIVE } from './workerProtocol';

type Listener = (event: unknown) => void;

interface LoadedWorker {
  listeners: Map<string, Listener>;
  skipWaiting: jest.Mock;
  claim: jest.Mock;
}

const BUILD_SERVER = 'http://build.test';

/** Loads a fresh copy of the worker script as if served from `url`, catching its listeners. */
async function loadWorker(url = '/mockServiceWorker.js'): Promise<LoadedWorker> {
  window.history.replaceState(null, '', url);
  const listeners = new Map<string, Listener>();
  const scope = globalThis as unknown as Record<string, unknown>;
  const skipWaiting = jest.fn(() => Promise.resolve());
  const claim = jest.fn(() => Promise.resolve());
  scope.skipWaiting = skipWaiting;
  scope.clients = { claim };
  const add = jest.spyOn(globalThis, 'addEventListener').mockImplementation(((type: string, listener: Listener) => {
    listeners.set(type, listener);
  }) as typeof globalThis.addEventListener);
  try {
    await jest.isolateModulesAsync(async () => {
      // jsdom has no crypto.subtle to sign tokens with (a browser's worker has): node's, as mocks/node.ts does.
      (await import('./core/jwt')).provideSubtleCrypto(webcrypto.subtle as unknown as SubtleCrypto);
      await import('./serviceWorker');
    });
  } finally {
    add.mockRestore();
  }
  return { listeners, skipWaiting, claim };
}

/** Dispatches a fetch event; resolves with the worker's answer, or null when it left the request alone. */
async function fetchEvent(worker: LoadedWorker, request: Request | { mode: string; url: string; method: string }): Promise<Response | null> {
  let answer: Promise<Response> | null = null;
  worker.listeners.get('fetch')!({ request, respondWith: (response: Promise<Response>) => (answer = response), waitUntil: () => undefined });
  return answer ? await answer : null;
}

function extendable(data?: unknown) {
  const waited: Promise<unknown>[] = [];
  return { event: { data, waitUntil: (promise: Promise<unknown>) => waited.push(promise) }, waited };
}

afterEach(() => {
  const scope = globalThis as unknown as Record<string, unknown>;
  delete scope.skipWaiting;
  delete scope.clients;
  window.history.replaceState(null, '', '/');
});

describe('the mock service worker', () => {
  it('answers the mock routes with the same handlers as jest', async () => {
    const worker = await loadWorker();
    const response = await fetchEvent(worker, new Request('http://localhost/__mock__/accounts'));
    expect(response?.status).toBe(200);
    const body = (await response!.json()) as { password: string; accounts: { username: string }[] };
    expect(body.password).toBeTruthy();
    expect(body.accounts.map((a) => a.username)).toContain('gbm');
  });

  it('answers portal calls, sign-in included', async () => {
    const worker = await loadWorker();
    const accounts = (await (await fetchEvent(worker, new Request('http://localhost/__mock__/accounts')))!.json()) as { password: string };
    const response = await fetchEvent(
      worker,
      new Request('http://localhost/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'gbm', password: accounts.password }),
      }),
    );
    expect(response?.status).toBe(200);
    expect(await response!.json()).toEqual(expect.objectContaining({ token: expect.any(String) }));
  });

  it("leaves the app's own files, page loads and unknown calls to the network", async () => {
    const worker = await loadWorker();
    expect(await fetchEvent(worker, new Request('http://localhost/assets/app.12345678.js'))).toBeNull();
    expect(await fetchEvent(worker, new Request('http://localhost/mockServiceWorker.js'))).toBeNull();
    expect(await fetchEvent(worker, new Request('http://localhost/no/such/route'))).toBeNull();
    expect(await fetchEvent(worker, { mode: 'navigate', url: 'http://localhost/__mock__/accounts', method: 'GET' })).toBeNull();
  });

  it('answers the build server at the base URL its own URL names, and takes the clock speed from it', async () => {
    const worker = await loadWorker(`/mockServiceWorker.js?buildServerUrl=${encodeURIComponent(BUILD_SERVER)}&clockSpeed=40`);
    const job = await fetchEvent(worker, new Request(`${BUILD_SERVER}/job/dfc-git-merge/buildWithParameters`, { method: 'POST' }));
    expect(job).not.toBeNull();
    expect(job!.status).toBeGreaterThanOrEqual(200);
    const clock = (await (await fetchEvent(worker, new Request('http://localhost/__mock__/clock')))!.json()) as { speed: number };
    expect(clock.speed).toBe(40);

    // Without the option, the build server's routes are on the portal's origin instead.
    const plain = await loadWorker();
    expect(await fetchEvent(plain, new Request(`${BUILD_SERVER}/job/dfc-git-merge/buildWithParameters`, { method: 'POST' }))).toBeNull();
  });

  it("takes a session's maximum age from its URL (config mockSessionMaxAgeSeconds): a refresh past it answers 401", async () => {
    const refreshAfter = async (worker: LoadedWorker, seconds: number) => {
      const accounts = (await (await fetchEvent(worker, new Request('http://localhost/__mock__/accounts')))!.json()) as { password: string };
      const signIn = await fetchEvent(
        worker,
        new Request('http://localhost/authenticate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'gbm', password: accounts.password }),
        }),
      );
      const { token } = (await signIn!.json()) as { token: string };
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
      try {
        return (await fetchEvent(worker, new Request('http://localhost/refresh', { headers: { Authorization: `Bearer ${token}` } })))!.status;
      } finally {
        jest.restoreAllMocks();
      }
    };
    expect(await refreshAfter(await loadWorker('/mockServiceWorker.js?sessionMaxAgeSeconds=60'), 61)).toBe(401);
    // Without the option, the default (12 hours) holds.
    expect(await refreshAfter(await loadWorker(), 61)).toBe(200);
  });

  it('takes over at once: skips waiting, claims the open pages, and claims a page that asks', async () => {
    const worker = await loadWorker();
    const install = extendable();
    worker.listeners.get('install')!(install.event);
    await Promise.all(install.waited);
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);

    const activate = extendable();
    worker.listeners.get('activate')!(activate.event);
    await Promise.all(activate.waited);
    expect(worker.claim).toHaveBeenCalledTimes(1);

    const claim = extendable(MOCK_WORKER_CLAIM);
    worker.listeners.get('message')!(claim.event);
    await Promise.all(claim.waited);
    expect(worker.claim).toHaveBeenCalledTimes(2);

    const keepalive = extendable(MOCK_WORKER_KEEPALIVE);
    worker.listeners.get('message')!(keepalive.event);
    expect(keepalive.waited).toHaveLength(1);
    expect(worker.claim).toHaveBeenCalledTimes(2);
  });
});
