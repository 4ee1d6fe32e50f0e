import { config } from '../config';
import type { MockScale } from '../domain/contract/mockAdmin';

/** What the mock worker's start takes (mocks/browser.ts startMockWorker, which src/ reaches only from its entry points). */
type StartMockWorker = (options: {
  buildServerUrl?: string;
  devopsServiceUrl?: string;
  clockSpeed?: number;
  scale?: MockScale;
  sessionMaxAgeSeconds?: number;
}) => Promise<void>;

/**
 * Mock builds: starts the mock backend's service worker with this build's settings (the mock
 * answers the build server and the devops service at their configured base URLs; its sessions
 * last mockSessionMaxAgeSeconds from their sign-in) and marks
 * <html data-mock-backend="ready"> once it controls the page (the e2e tests and `npm run perf`
 * wait for it). Once per page: the demo's sign-in pages start it before the app (src/public/demoPage.ts),
 * and the app, loaded after sign-in, finds it running.
 */
export async function startMockBackend(start: StartMockWorker): Promise<void> {
  if (document.documentElement.dataset.mockBackend === 'ready') return;
  await start({
    buildServerUrl: config.buildServerUrl,
    devopsServiceUrl: config.devopsServiceUrl,
    clockSpeed: config.mockClockSpeed,
    scale: config.mockScale,
    sessionMaxAgeSeconds: config.mockSessionMaxAgeSeconds,
  });
  document.documentElement.dataset.mockBackend = 'ready';
}
