// The mock worker's page side is a few hundred bytes; the app's entry (src/main.tsx) imports it too.
import { startMockWorker } from '../../mocks/browser';
import { backendReady, registerBackendStarter } from '../api/backend';
import { mockWorkerFailureReason, showBootFailure } from '../components/BootFailure';
import { enhanceDemoBox } from './demoBox';
import { enhancePublicPage } from './enhance';
import { startMockBackend } from './mockBackend';

/**
 * The pre-rendered sign-in pages of a mock build (demo, issue 27): the same light script as
 * production's (enhance.ts), the mock backend's worker registered before any call, and the demo
 * box of /login driven without React (demoBox.ts). The app's chunk is prefetched meanwhile and
 * loads after sign-in (`startApp`), as in production; the fault switch loads on demand (`openFaults`).
 */
export function enhanceDemoPage(root: HTMLElement, { startApp, openFaults }: { startApp: () => void; openFaults: () => Promise<unknown> }): void {
  // Before the page's first call (a click made before this script ran is replayed at once).
  registerBackendStarter(() =>
    startMockBackend(startMockWorker).catch((error: unknown) => {
      console.error('The mock backend could not start', error);
      showBootFailure(root, mockWorkerFailureReason(error, { secure: window.isSecureContext, serviceWorker: 'serviceWorker' in navigator }));
      throw error;
    }),
  );
  // A visitor with a session gets the app, which starts the worker itself.
  if (!enhancePublicPage(root, startApp)) return;
  enhanceDemoBox(root, openFaults);
  // At once: the worker does its work off this page's thread, and the first call needs it.
  void backendReady().catch(() => undefined);
}
