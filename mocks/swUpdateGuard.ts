/**
 * msw starts by calling `registration.update()` on an existing worker registration without
 * awaiting or catching it (msw 2.x, src/browser/utils/get-worker-instance.ts). When
 * the page navigates or reloads while that update fetches mockServiceWorker.js, or the script
 * cannot be fetched, the browser rejects the promise and it surfaces as an uncaught error
 * ("TypeError: Failed to update a ServiceWorker for scope (...) with script (...): An unknown
 * error occurred when fetching the script."). Upstream: https://github.com/mswjs/msw/issues/2006
 *
 * The update is only a background freshness check of a worker that is already running, so this
 * rejection, and only this one, is marked handled. Installed in mock mode only (main.tsx).
 */

const WORKER_SCRIPT = 'mockServiceWorker.js';

/** Whether an unhandled rejection is the failed background update of the mock worker. */
export function isWorkerUpdateRejection(reason: unknown): boolean {
  if (reason == null || typeof reason !== 'object') return false;
  const message = String((reason as { message?: unknown }).message ?? '');
  // Chromium: "Failed to update a ServiceWorker for scope ('…') with script ('…/mockServiceWorker.js'): …"
  // Firefox: "ServiceWorker script at …/mockServiceWorker.js for scope … encountered an error during installation."
  //          or "Failed to update the ServiceWorker for scope …" with an AbortError when the page goes away.
  const aboutUpdate = /update (a|the) ServiceWorker|ServiceWorker script at/i.test(message);
  return aboutUpdate && (message.includes(WORKER_SCRIPT) || /for scope/i.test(message));
}

/**
 * Installs the listener; returns a function that removes it. Safe to call more than once: a
 * second call while installed does nothing more.
 */
let installed: (() => void) | null = null;

export function installSwUpdateGuard(target: Window = window): () => void {
  if (installed) return installed;
  const listener = (event: PromiseRejectionEvent) => {
    if (!isWorkerUpdateRejection(event.reason)) return;
    event.preventDefault();
    console.warn('[mock] The mock worker could not check for its update (mswjs/msw#2006); the running worker stays in use.', event.reason);
  };
  target.addEventListener('unhandledrejection', listener);
  installed = () => {
    target.removeEventListener('unhandledrejection', listener);
    installed = null;
  };
  return installed;
}
