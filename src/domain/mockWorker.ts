/** Where mock builds serve the mock backend's service worker (at the root, so its scope is the whole site). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';
