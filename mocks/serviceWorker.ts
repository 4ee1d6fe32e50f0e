/**
 * The mock backend of development and demo builds, as a service worker of its own: the same
 * handlers as jest (mocks/node.ts) and the node server (mocks/http.ts), answered through msw's
 * getResponse. webpack.config.ts builds it into one self-contained file, /mockServiceWorker.js, in
 * mock builds only; mocks/browser.ts registers it.
 *
 * Everything the mock does (loading or seeding its tables, matching and answering requests,
 * exceljs reading an upload) runs on the worker's thread, never on the page's: the page pays for a
 * registration and nothing else. One worker serves every tab of the portal, so all of them see the
 * same data.
 *
 * The query string of its URL carries the options (mocks/browser.ts writes it): `buildServerUrl`,
 * `devopsServiceUrl` (the services mocked at their configured base URLs), `clockSpeed`, `scale`
 * (config's mockScale: 'large' seeds the large demo) and `sessionMaxAgeSeconds` (config's
 * mockSessionMaxAgeSeconds: how long a session lasts from its sign-in).
 * Requests no handler answers (the app's own files, anything else) go to the network untouched.
 */
import './workerGlobals';
import { getResponse } from 'msw';
import { setLatency } from './core/latency';
import { loadPersistedDb } from './core/persistence';
import { configureClock } from './core/clock';
import { setMockScale } from './scale';
import { setSessionMaxAge } from './auth/sessions';
import { MOCK_SCALES, type MockScale } from '../src/domain/contract/mockAdmin';
import { createHandlers } from './areas';
import { handlerLookup } from './match';
import { MOCK_WORKER_CLAIM, MOCK_WORKER_KEEPALIVE, LATENCY_MS } from './workerProtocol';

/* The few service-worker types used here (the project's TypeScript lib is the DOM one). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const origin = scope.location.origin;

function options() {
  const params = new URL(scope.location.href).searchParams;
  const clockSpeed = Number(params.get('clockSpeed'));
  const scale = params.get('scale');
  const sessionMaxAge = Number(params.get('sessionMaxAgeSeconds'));
  return {
    scale: MOCK_SCALES.find((s): s is MockScale => s === scale) ?? 'normal',
    buildServerUrl: params.get('buildServerUrl') ?? undefined,
    devopsServiceUrl: params.get('devopsServiceUrl') ?? undefined,
    clockSpeed: params.has('clockSpeed') && Number.isFinite(clockSpeed) ? clockSpeed : undefined,
    // Anything but a positive number of seconds leaves the default.
    sessionMaxAgeSeconds: params.has('sessionMaxAgeSeconds') && Number.isFinite(sessionMaxAge) && sessionMaxAge > 0 ? sessionMaxAge : undefined,
  };
}

const { clockSpeed, scale, sessionMaxAgeSeconds, ...serviceUrls } = options();
const handlers = createHandlers(serviceUrls);
/** The handlers that answer a method at an address (getResponse is given only these). */
const matching = handlerLookup(handlers);

/**
 * The saved tables (or a fresh seed), loaded once per start of the worker. The browser stops an
 * idle worker and starts it again on the next request: the state is read back from IndexedDB,
 * where every change was committed before it was answered.
 */
let loaded: Promise<unknown> | null = null;
function ready(): Promise<unknown> {
  loaded ??= (async () => {
    configureClock({ speed: clockSpeed });
    setMockScale(scale);
    if (sessionMaxAgeSeconds !== undefined) setSessionMaxAge(sessionMaxAgeSeconds);
    await loadPersistedDb();
    setLatency(LATENCY_MS.min, LATENCY_MS.max);
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

async function answer(request: Request): Promise<Response> {
  try {
    await ready();
    const response = await getResponse([...matching(request.method, new URL(request.url), origin)], request.clone(), { baseUrl: origin, quiet: true });
    return response ?? (await fetch(request));
  } catch (error) {
    console.error('[mock backend] a handler failed', error);
    return Response.json({ message: 'Mock backend error' }, { status: 500 });
  }
}

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(Promise.all([scope.clients.claim(), ready()])));

scope.addEventListener('message', (event) => {
  // A page the worker does not control yet (the first visit, or a hard reload) asks for it.
  if (event.data === MOCK_WORKER_CLAIM) event.waitUntil(scope.clients.claim());
  // A visible page keeps the worker (and its fault switch, which lives in memory) running.
  else if (event.data === MOCK_WORKER_KEEPALIVE) event.waitUntil(ready());
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate') return;
  const url = new URL(request.url);
  if (matching(request.method, url, origin).length === 0) return;
  event.respondWith(answer(request));
});
