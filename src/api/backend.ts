/**
 * The backend the api client talks to may need starting first: in mock builds (development and
 * demo) it is the mock's service worker (mocks/browser.ts registers it). The app renders without
 * waiting for it; every call waits here instead (http(), src/api/http.ts). src/main.tsx registers
 * the starter and starts it at boot; the first call would otherwise. Builds with a real backend
 * register none: calls go straight out.
 */
type Starter = () => Promise<void>;

let starter: Starter | null = null;
let started: Promise<void> | null = null;

/** Sets how the backend starts (main.tsx, mock builds); forgets an earlier start (tests). */
export function registerBackendStarter(start: Starter | null): void {
  starter = start;
  started = null;
}

/** Resolves once the backend can answer; starts it on first use. Rejects when it could not start. */
export function backendReady(): Promise<void> {
  if (!starter) return Promise.resolve();
  started ??= starter();
  return started;
}
