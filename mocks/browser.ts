/** The mock backend in the browser (development and demo builds, imported lazily by main.tsx). */
import { setupWorker } from 'msw/browser';
import { loadPersistedDb, setLatency } from './db';
import { configureClock } from './db/clock';
import { createHandlers, type ServiceUrls } from './handlers';

/** Realistic answer times in the browser; jest keeps them off. */
const LATENCY_MS = { min: 120, max: 300 };

export interface MockWorkerOptions extends ServiceUrls {
  /** Mock milliseconds per real one for the server jobs of a fresh or reset demo (a saved clock keeps its speed). */
  clockSpeed?: number;
}

/**
 * Loads the saved mock data (or a fresh seed), then starts the service worker, answering the
 * portal's API on its own origin and the build server and devops service at their base URLs.
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<void> {
  configureClock({ speed: options.clockSpeed });
  await loadPersistedDb({ yieldBetweenTables: true });
  setLatency(LATENCY_MS.min, LATENCY_MS.max);
  await setupWorker(...createHandlers(options)).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
