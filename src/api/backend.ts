/**
 * The backend the api client talks to may need starting first: in mock builds (development and
 * demo) it is the mock's service worker (mocks/browser.ts registers it). The app renders without
 * waiting for it; every call waits here instead (http(), src/api/http.ts). src/main.tsx registers
 * the starter and starts it at boot; the first call would otherwise. Builds with a real backend
 * register none: their first call first retires any mock worker an earlier demo build left on
 * this origin (it would otherwise keep answering the real backend's calls from the mock).
 */
import { MOCK_WORKER_URL } from '../domain/mockWorker';

type Starter = () => Promise<void>;

let starter: Starter | null = null;
let started: Promise<void> | null = null;

/** Sets how the backend starts (main.tsx, mock builds); forgets an earlier start (tests). */
export function registerBackendStarter(start: Starter | null): void {
  starter = start;
  started = null;
  retired = null;
}

let retired: Promise<void> | null = null;

const isMockWorker = (worker: ServiceWorker | null | undefined) => !!worker && new URL(worker.scriptURL).pathname === MOCK_WORKER_URL;

/**
 * Unregisters every mock backend worker registered on this origin. A page that such a worker
 * still controls (unregistering does not release it) is reloaded once, so that no call of it goes
 * to the mock; the promise then never settles. Without service workers there is nothing to do.
 */
export async function retireMockWorkers(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  if (!container) return;
  try {
    const registrations = await container.getRegistrations();
    const mocks = registrations.filter((r) => [r.active, r.waiting, r.installing].some(isMockWorker));
    await Promise.all(mocks.map((r) => r.unregister()));
  } catch (error) {
    console.warn('Could not look for a mock backend worker left by a demo build', error);
  }
  if (isMockWorker(container.controller)) {
    window.location.reload();
    await new Promise<never>(() => undefined);
  }
}

/** Resolves once the backend can answer; starts it on first use. Rejects when it could not start. */
export function backendReady(): Promise<void> {
  if (!starter) return (retired ??= retireMockWorkers());
  started ??= starter();
  return started;
}
