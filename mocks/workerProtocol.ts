/** What the page (mocks/browser.ts) and the mock's service worker (mocks/serviceWorker.ts) share. */

/** The worker's URL, at the site's root so that its scope covers every page (production retires it: src/api/backend.ts). */
export { MOCK_WORKER_URL } from '../src/domain/mockWorker';

/** Message from a page the worker does not control yet: take it over (clients.claim()). */
export const MOCK_WORKER_CLAIM = 'mock-backend:claim';

/** Message from a visible page, every MOCK_WORKER_KEEPALIVE_MS: keep running. */
export const MOCK_WORKER_KEEPALIVE = 'mock-backend:keepalive';
export const MOCK_WORKER_KEEPALIVE_MS = 20_000;

/** Realistic answer times in the browser; jest and the node server keep them off. */
export const LATENCY_MS = { min: 120, max: 300 };
