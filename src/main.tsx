import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { config } from './config';
import { bootFailureReason, mockWorkerFailureReason, showBootFailure, type BootFailureReason } from './components/BootFailure';
import { backendReady, registerBackendStarter } from './api/backend';

declare const __MOCK__: boolean;

/** A boot step that failed, with the words to say why. */
class BootError extends Error {
  constructor(readonly reason: BootFailureReason) {
    super(reason.message ?? reason.summary);
  }
}

/**
 * In mock mode (development and demo builds) start the MSW worker, through a dynamic import, so a
 * production build carries no MSW code at all. It does not hold up the first render: the api
 * client waits for it (src/api/backend.ts). Once it answers, <html data-mock-backend="ready">
 * says so (the e2e tests and `npm run perf` wait for it).
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
    document.documentElement.dataset.mockBackend = 'ready';
  } catch (error) {
    throw new BootError(mockWorkerFailureReason(error, env));
  }
}

/** After the first render, when the browser is idle (or soon, where it has no idle callback). */
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * Boot: the app renders at once; in mock mode the mock backend starts on the first call or at
 * idle time, whichever comes first. Any failure shows a page that says why, never a white page.
 */
function boot() {
  const container = document.getElementById('root');
  try {
    if (!container) throw new Error('#root is missing from index.html');
    const store = makeStore();
    // A public page pre-rendered at build time (src/prerender/render.tsx) is hydrated: its markup
    // and styles are already on screen. A signed-in visitor gets a fresh render instead (the page
    // would redirect, and hydrating it would not match).
    const prerendered = container.dataset.prerendered;
    const hydrate = prerendered === window.location.pathname && !store.getState().auth.token;
    if (prerendered && !hydrate) container.replaceChildren();
    const options = {
      // An error that escapes every boundary would unmount the app and leave a white page.
      onUncaughtError: (error: unknown) => {
        console.error('The portal failed', error);
        setTimeout(() => {
          root.unmount();
          showBootFailure(container, bootFailureReason(error));
        });
      },
    };
    const app = <App store={store} />;
    // In a transition, the first render (or hydration) is cut into short tasks that let the browser
    // answer input in between, instead of one long task.
    let root!: Root;
    if (hydrate) startTransition(() => void (root = hydrateRoot(container, app, options)));
    else root = createRoot(container, options);
    if (__MOCK__) {
      // One start, shared by every call; if it fails, the app gives way to the page saying why.
      registerBackendStarter(() =>
        startMockBackend().catch((error: unknown) => {
          console.error('The mock backend could not start', error);
          root.unmount();
          showBootFailure(container, error instanceof BootError ? error.reason : bootFailureReason(error));
          throw error;
        }),
      );
      // A signed-in page calls the backend as soon as its chunk is in: start the mock now, beside
      // that chunk, instead of after it. A signed-out page starts it when the browser is idle.
      if (store.getState().auth.token) void backendReady().catch(() => undefined);
      else whenIdle(() => void backendReady().catch(() => undefined));
    }
    if (!hydrate) startTransition(() => root.render(app));
  } catch (error) {
    console.error('The portal could not start', error);
    showBootFailure(container, error instanceof BootError ? error.reason : bootFailureReason(error));
  }
}

boot();
