/**
 * The page's side of the mock backend (development and demo builds, imported lazily by main.tsx):
 * registers the mock's service worker (mocks/serviceWorker.ts) and waits until it controls the
 * page. The mock itself, its data and msw all live in the worker; none of it loads in the page.
 */
import { MOCK_WORKER_CLAIM, MOCK_WORKER_KEEPALIVE, MOCK_WORKER_KEEPALIVE_MS, MOCK_WORKER_URL } from './workerProtocol';
import { TRUSTED_TYPES_POLICY } from '../src/domain/trustedTypes';
import type { MockScale } from '../src/domain/contract/mockAdmin';

export interface MockWorkerOptions {
  /** Where the app calls the build server and the devops service (answered there by the mock). */
  buildServerUrl?: string;
  devopsServiceUrl?: string;
  /** Mock milliseconds per real one for the server jobs of a fresh or reset demo (a saved clock keeps its speed). */
  clockSpeed?: number;
  /** How much data a fresh or reset demo seeds (default 'normal'; POST /__mock__/scale changes it). */
  scale?: MockScale;
  /** A session's maximum age from its sign-in, in seconds (default 12 hours): past it the mock refuses its tokens and their refresh. */
  sessionMaxAgeSeconds?: number;
}

/** How long the page waits for the worker to take it over before it says the mock could not start. */
const TAKE_OVER_MS = 15_000;

/** The worker's URL with its options: other options are another worker, installed in its place. */
export function mockWorkerUrl(options: MockWorkerOptions = {}): string {
  const params = new URLSearchParams();
  if (options.buildServerUrl) params.set('buildServerUrl', options.buildServerUrl);
  if (options.devopsServiceUrl) params.set('devopsServiceUrl', options.devopsServiceUrl);
  if (options.clockSpeed !== undefined) params.set('clockSpeed', String(options.clockSpeed));
  // The normal scale names none, so that the normal demo's worker keeps its URL.
  if (options.scale && options.scale !== 'normal') params.set('scale', options.scale);
  if (options.sessionMaxAgeSeconds !== undefined) params.set('sessionMaxAgeSeconds', String(options.sessionMaxAgeSeconds));
  const query = params.toString();
  return query ? `${MOCK_WORKER_URL}?${query}` : MOCK_WORKER_URL;
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
let workerUrlPolicy: ScriptUrlPolicy | null | undefined;

/**
 * The worker's URL as the browser's Trusted Types want it for `register()` (a TrustedScriptURL of
 * the portal's mock-worker policy, which signs this one script only); the string itself elsewhere.
 */
export function trustedWorkerUrl(url: string): string {
  if (workerUrlPolicy === undefined) {
    const tt = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy } }).trustedTypes;
    workerUrlPolicy = tt
      ? tt.createPolicy(TRUSTED_TYPES_POLICY.mockWorker, {
          createScriptURL: (candidate) => {
            if (new URL(candidate, window.location.origin).pathname !== MOCK_WORKER_URL) throw new TypeError(`not the mock worker: ${candidate}`);
            return candidate;
          },
        })
      : null;
  }
  return workerUrlPolicy ? workerUrlPolicy.createScriptURL(url) : url;
}

/** The registration's newest worker, once it is activated (a new version installs first). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (!worker) return reject(new Error('The mock service worker was not installed'));
      if (worker.state === 'activated') return resolve(worker);
      worker.addEventListener('statechange', check, { once: true });
    };
    check();
  });
}

/** Resolves once `worker` controls this page; asks it to, when the page was loaded without it. */
function controlledBy(container: ServiceWorkerContainer, worker: ServiceWorker): Promise<void> {
  const isControlled = () => container.controller?.scriptURL === worker.scriptURL;
  if (isControlled()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', changed);
      reject(new Error(`The mock service worker did not take over this page within ${TAKE_OVER_MS / 1000} s`));
    }, TAKE_OVER_MS);
    function changed() {
      if (!isControlled()) return;
      clearTimeout(timer);
      container.removeEventListener('controllerchange', changed);
      resolve();
    }
    container.addEventListener('controllerchange', changed);
    worker.postMessage(MOCK_WORKER_CLAIM);
  });
}

/** While the page is visible, tells the worker it is still needed, so the browser does not stop it. */
function keepAlive(container: ServiceWorkerContainer) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const update = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState === 'visible') {
      timer = setInterval(() => container.controller?.postMessage(MOCK_WORKER_KEEPALIVE), MOCK_WORKER_KEEPALIVE_MS);
    }
  };
  document.addEventListener('visibilitychange', update);
  update();
}

/**
 * Registers the worker (or updates it to this build's), waits until it controls the page, and
 * keeps it running while the page is visible. Rejects when it cannot (no service workers: they
 * need https or localhost).
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<void> {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) {
    throw new Error(`navigator.serviceWorker is not available on ${window.location.origin}`);
  }
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(trustedWorkerUrl(mockWorkerUrl(options)), { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    // The check for a newer worker failed (the network, or the page moving on meanwhile): the
    // worker already installed keeps answering.
    const existing = await container.getRegistration('/');
    if (!existing?.active) throw error;
    console.warn('[mock backend] could not check for a newer mock worker; the installed one answers', error);
    registration = existing;
  }
  await controlledBy(container, await activated(registration));
  keepAlive(container);
}
