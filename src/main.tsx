import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { bootFailureReason, mockWorkerFailureReason, showBootFailure, type BootFailureReason } from './components/BootFailure';
import { backendReady, registerBackendStarter } from './api/backend';
import { loadHttpClient } from './api/http';
import { holdUntilFirstRender, releaseAfterFirstRender } from './shared/firstRender';
import { FirstCommit } from './components/FirstCommit';
import { nextTask } from './components/nextTask';
import { DEMO_BOX, selectorOf } from './public/demoBoxMarkup';
import { startMockBackend as startMockBackendWith } from './public/mockBackend';

declare const __MOCK__: boolean;

/**
 * The app's code, evaluated in parts with a task boundary between them: the store (Redux, sagas),
 * React DOM, the theme (MUI's styling and emotion), MUI's button base, the pages' error boundary
 * (MUI's button), the route table (with the router), the shell (MUI's layout components), then the
 * rest of the app (providers, boundaries, the route guard, the data router over the route table).
 * All of it is in this chunk already ("eager": no request of its own); evaluated in one go, it was
 * the longest task of a signed-in page's load (issue 11). A step imports a module whole (its
 * namespace), so no step may name a barrel such as react-router-dom: everything it exports would
 * be kept in the bundle.
 */
async function loadAppCode() {
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './shared/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@mui/material/ButtonBase');
  await nextTask();
  await import(/* webpackMode: "eager" */ './components/RouteErrorBoundary');
  await nextTask();
  const [{ routeFor }, { preloadSignedInChrome }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/routes'),
    import(/* webpackMode: "eager" */ './app/layout/signedInChrome'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/layout/Shell');
  await nextTask();
  const [{ App }, { createAppRouter }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/router'),
  ]);
  /** Loads a signed-in page's code and the top navigation, so the first render needs no fallback. */
  const preloadPage = (pathname: string): Promise<void> =>
    Promise.all([routeFor(pathname)?.page.preload(), preloadSignedInChrome()]).then(() => undefined);
  /** Whether a pre-rendered page (its route's path: /login, /viewProjectDetails/:projectId) is this address's. */
  const isPageOf = (prerendered: string, pathname: string): boolean => prerendered === pathname || routeFor(pathname)?.path === prerendered;
  return { makeStore, createRoot, hydrateRoot, App, createAppRouter, preloadPage, isPageOf };
}

/** A boot step that failed, with the words to say why. */
class BootError extends Error {
  constructor(readonly reason: BootFailureReason) {
    super(reason.message ?? reason.summary);
  }
}

/**
 * In mock mode (development and demo builds) register the mock backend's service worker
 * (mocks/browser.ts), through a dynamic import, so a production build carries none of it. The mock
 * runs in that worker, off the page's thread; the page waits for nothing but the registration.
 * It does not hold up the first render: the api client waits for it (src/api/backend.ts). Once it
 * controls the page, <html data-mock-backend="ready"> says so (the e2e tests and `npm run perf`
 * wait for it).
 */
async function startMockBackend() {
  const env = { secure: window.isSecureContext, serviceWorker: 'serviceWorker' in navigator };
  // The import sits inside `if (__MOCK__)`: webpack drops the dead branch, so production has no chunk of it.
  if (!__MOCK__) return;
  try {
    // Eager: a few hundred bytes, part of the app chunk in mock builds (no request of its own).
    const { startMockWorker } = await import(/* webpackMode: "eager" */ '../mocks/browser');
    // Already running when the demo's sign-in page started it (src/public/demoPage.ts).
    await startMockBackendWith(startMockWorker);
  } catch (error) {
    throw new BootError(mockWorkerFailureReason(error, env));
  }
}

/**
 * Boot: the app renders at once; in mock mode the mock backend's worker is registered beside it.
 * Any failure shows a page that says why, never a white page.
 */
async function boot() {
  const container = document.getElementById('root');
  try {
    if (!container) throw new Error('#root is missing from index.html');
    // The page's first call needs the HTTP client: its chunks download while the app's code runs.
    loadHttpClient();
    // Calls that can wait (the bell's badge) start once the first render is on screen.
    holdUntilFirstRender();
    const { makeStore, createRoot, hydrateRoot, App, createAppRouter, preloadPage, isPageOf } = await loadAppCode();
    await nextTask();
    const store = makeStore();
    // A page pre-rendered at build time (src/prerender/render.tsx) is already on screen.
    // - A public page is hydrated. A signed-in visitor gets a fresh render instead (the page
    //   would redirect, and hydrating it would not match).
    // - A signed-in page's frame stays until the app's first render replaces it, in one commit
    //   once the page's code is in (no spinner in between). Without a session it goes at once.
    const prerendered = container.dataset.prerendered;
    const samePage = prerendered !== undefined && isPageOf(prerendered, window.location.pathname);
    const signedIn = Boolean(store.getState().auth.token);
    const isFrame = container.dataset.prerenderedFrame !== undefined;
    const hydrate = samePage && !isFrame && !signedIn;
    const overFrame = samePage && isFrame && signedIn;
    if (prerendered && !hydrate && !overFrame) container.replaceChildren();
    // The demo box the build put in the aside of /login (mock builds) is not the app's: the app's
    // own box takes its place (registerMockAdmin below).
    if (__MOCK__ && hydrate) container.querySelector(selectorOf(DEMO_BOX.box))?.remove();
    if (overFrame) await nextTask();
    // Starting the page's chunks costs a task of its own. A page that fails to load still renders:
    // its route's boundary says why and offers a retry.
    const pageLoaded = overFrame ? preloadPage(window.location.pathname).catch(() => undefined) : null;
    if (pageLoaded) await nextTask();
    let root: Root | undefined;
    if (__MOCK__) {
      // The mock backend's own tools (demo accounts, reset, faults) in the sign-in page's aside.
      void import(/* webpackMode: "eager" */ './features/mockAdmin').then(({ registerMockAdmin }) => registerMockAdmin());
      // One start, shared by every call (the first may be the page's data, started with the router
      // below); if it fails, the app gives way to the page saying why.
      registerBackendStarter(() =>
        startMockBackend().catch((error: unknown) => {
          console.error('The mock backend could not start', error);
          root?.unmount();
          showBootFailure(container, error instanceof BootError ? error.reason : bootFailureReason(error));
          throw error;
        }),
      );
    }
    // The data router renders its first location in the first render (no loader to wait for), so a
    // pre-rendered page hydrates as it is; it starts that page's code and data now.
    const router = createAppRouter(store);
    const options = {
      // An error that escapes every boundary would unmount the app and leave a white page.
      onUncaughtError: (error: unknown) => {
        console.error('The portal failed', error);
        setTimeout(() => {
          root?.unmount();
          showBootFailure(container, bootFailureReason(error));
        });
      },
    };
    const app = (
      <>
        <App store={store} router={router} />
        <FirstCommit onCommit={releaseAfterFirstRender} />
      </>
    );
    // In a transition, the first render (or hydration) is cut into short tasks that let the browser
    // answer input in between, instead of one long task.
    if (hydrate) startTransition(() => void (root = hydrateRoot(container, app, options)));
    else root = createRoot(container, options);
    // At once: the worker does its work off this page's thread, and the first call needs it.
    if (__MOCK__) void backendReady().catch(() => undefined);
    if (pageLoaded) void pageLoaded.then(() => startTransition(() => root?.render(app)));
    else if (!hydrate) startTransition(() => root?.render(app));
  } catch (error) {
    console.error('The portal could not start', error);
    showBootFailure(container, error instanceof BootError ? error.reason : bootFailureReason(error));
  }
}

void boot();
