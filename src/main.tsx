import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { config } from './config';
import { bootFailureReason, mockWorkerFailureReason, showBootFailure, type BootFailureReason } from './components/BootFailure';

declare const __MOCK__: boolean;

/** A boot step that failed, with the words to say why. */
class BootError extends Error {
  constructor(readonly reason: BootFailureReason) {
    super(reason.message ?? reason.summary);
  }
}

/**
 * In mock mode (development and demo builds) start the MSW worker before the first render,
 * through a dynamic import, so a production build carries no MSW code at all.
 */
async function startMockBackend() {
  const env = { secure: window.isSecureContext, serviceWorker: 'serviceWorker' in navigator };
  // The imports sit inside `if (__MOCK__)`: webpack drops the dead branch, so production has no chunk of them.
  if (!__MOCK__) return;
  try {
    let modules: [typeof import('../mocks/browser'), typeof import('../mocks/swUpdateGuard')] | null = null;
    if (__MOCK__) {
      modules = await Promise.all([
        import(/* webpackChunkName: "mock-backend" */ '../mocks/browser'),
        import(/* webpackChunkName: "mock-backend" */ '../mocks/swUpdateGuard'),
      ]);
    }
    if (!modules) return;
    const [{ startMockWorker }, { installSwUpdateGuard }] = modules;
    // Before start(): msw's background worker update may reject unhandled (mswjs/msw#2006).
    installSwUpdateGuard();
    if (!env.secure || !env.serviceWorker) throw new Error(`navigator.serviceWorker is not available on ${window.location.origin}`);
    // The mock answers the build server and the devops service at their configured base URLs.
    await startMockWorker({ buildServerUrl: config.buildServerUrl, devopsServiceUrl: config.devopsServiceUrl, clockSpeed: config.mockClockSpeed });
  } catch (error) {
    throw new BootError(mockWorkerFailureReason(error, env));
  }
}

/** Boot: the mock backend when configured, then the app. Any failure shows a page that says why, never a white page. */
async function boot() {
  const container = document.getElementById('root');
  try {
    if (__MOCK__) await startMockBackend();
    if (!container) throw new Error('#root is missing from index.html');
    const store = makeStore();
    const root = createRoot(container, {
      // An error that escapes every boundary would unmount the app and leave a white page.
      onUncaughtError: (error) => {
        console.error('The portal failed', error);
        setTimeout(() => {
          root.unmount();
          showBootFailure(container, bootFailureReason(error));
        });
      },
    });
    root.render(<App store={store} />);
  } catch (error) {
    console.error('The portal could not start', error);
    showBootFailure(container, error instanceof BootError ? error.reason : bootFailureReason(error));
  }
}

void boot();
