/** The mock backend in the browser (development and demo builds, imported lazily by main.tsx). */
import { setupWorker } from 'msw/browser';
import { loadPersistedDb, setLatency } from './db';
import { handlers } from './handlers';

/** Realistic answer times in the browser; jest keeps them off. */
const LATENCY_MS = { min: 120, max: 300 };

/** Loads the saved mock data (or a fresh seed), then starts the service worker. */
export async function startMockWorker(): Promise<void> {
  await loadPersistedDb();
  setLatency(LATENCY_MS.min, LATENCY_MS.max);
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
