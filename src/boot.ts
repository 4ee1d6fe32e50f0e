/**
 * The entry: as small as it can be. Any page but a pre-rendered public one loads the app at once.
 *
 * A page pre-rendered at build time (#root carries data-prerendered, src/prerender/render.tsx)
 * paints before any JavaScript runs. In a production build, a small script (src/public) then
 * makes its form work, and the app loads after sign-in; its chunk is prefetched meanwhile. A mock
 * build (development, demo) does the same, with the mock backend's worker and the demo box of
 * /login (src/public/demoPage.ts; issue 27). A signed-in page's pre-rendered frame loads the app at once, which
 * renders over it. A chunk that cannot load shows the page saying why, unless the page is being
 * left (Firefox stops its loads then: BootFailureLeaving.ts).
 */
import { installDefaultPolicy } from './shared/trustedTypes';
import { bootFailureReason, showBootFailure } from './components/BootFailure';
import { loadWatched, unlessLeaving } from './components/BootFailureLeaving';
import { afterNextPaint } from './components/nextTask';
import { STORAGE_KEYS } from './domain/session';
import { recordEarlyClicks } from './public/earlyClick';
import { addScriptHints } from './public/scriptHints';

declare const __MOCK__: boolean;

// Before any library can reach an HTML sink (src/shared/trustedTypes.ts).
installDefaultPolicy();

// An import aborted because the page is being left (Firefox) is no failure (BootFailureLeaving.ts).
const failed = unlessLeaving((error: unknown) => {
  console.error('The portal could not start', error);
  showBootFailure(document.getElementById('root'), bootFailureReason(error));
});

/**
 * Loads and starts the app. Its chunk is not marked for webpack's prefetch, which would start at
 * once on every page, a signed-in frame's first call included: the sign-in pages prefetch it
 * themselves (data-prefetch, src/public/enhance.ts).
 */
function loadApp() {
  loadWatched(import(/* webpackChunkName: "app" */ './main')).catch(failed);
}

/** The stored session token, if any (the app checks it; this only decides what shows and starts meanwhile). */
function storedToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

/**
 * A signed-in frame's #root names, in data-first-call, the page's first data call
 * (FRAME_FIRST_CALLS, src/prerender/render.tsx): started now, while the app's code loads, its
 * answer becomes the page's query result (src/api/earlyAnswer.ts), and the fields the frame's
 * elements name (data-early-text: the project's name) paint in the frame as text as soon as it
 * arrives, before the app's code is in. Its small chunk loads beside the app's.
 * Not in a mock build: the mock's worker answers only once the app has started it.
 */
function startFirstCall(frame: HTMLElement, token: string): Promise<void> | null {
  const { firstCall, prerendered } = frame.dataset;
  if (__MOCK__ || !firstCall || !prerendered) return null;
  return (
    import(/* webpackChunkName: "early-call" */ './api/earlyAnswer')
      .then(({ startFrameCall }) => startFrameCall(prerendered, firstCall, window.location.pathname, token, frame))
      // Without it the page simply makes its call itself.
      .catch(() => undefined)
  );
}

/**
 * How long the app's code waits, at most, for the early call to paint the frame's name before it
 * loads anyway.
 */
const EARLY_PAINT_WAIT_MS = 1000;

/**
 * A signed-in frame's #root names, in data-preload, the scripts the page's first render needs
 * besides the app's chunk (the page, the top navigation, the HTTP client...: FRAME_CHUNK_GROUPS,
 * src/prerender/render.tsx). Preloaded now, they download beside the app's chunk instead of each
 * after the script that imports it: the page's data shows two to four round trips sooner. After
 * the first paint, so that the frame paints first (and with a first call, after the name it
 * brings: see below); never without a session (the visitor goes to the sign-in page and would not
 * use them).
 */
function preloadFrameScripts(frame: HTMLElement) {
  addScriptHints(frame.dataset.preload, 'preload');
}

const root = document.getElementById('root');
if (root?.dataset.prerenderedFrame !== undefined) {
  // A signed-in page's frame: the app renders over it. A visitor without a session does not see
  // the frame of a page it may not open; the app sends it to the sign-in page.
  const token = storedToken();
  if (token) {
    const painted = startFirstCall(root, token);
    if (painted) {
      // A page with a first call (the project's details): its answer paints the project's name
      // in the frame first, alone on the network and the main thread (the page's largest paint);
      // then the app's scripts download and run. Two frames: the browser reports a paint's time
      // once it is presented, which can be after the next frame began.
      const nameShown = painted.then(afterNextPaint).then(afterNextPaint);
      void Promise.race([nameShown, new Promise((resolve) => setTimeout(resolve, EARLY_PAINT_WAIT_MS))]).then(() => {
        preloadFrameScripts(root);
        loadApp();
      });
    } else {
      void afterNextPaint().then(() => preloadFrameScripts(root));
      loadApp();
    }
  } else {
    root.replaceChildren();
    loadApp();
  }
} else if (root?.dataset.prerendered) {
  // A click on the form's button before the form works is noted now, and replayed then.
  recordEarlyClicks(root);
  // Without its script the page still shows; the app takes it over instead. A constant condition
  // of its own: webpack drops the other build's branch and its chunk.
  if (__MOCK__) {
    // The demo box's fault switch: its dialog alone, on demand.
    const openFaults = () =>
      import(/* webpackChunkName: "demo-faults" */ './features/mockAdmin/DemoAccountsFaults').then(({ openFaultsPanel }) => openFaultsPanel());
    loadWatched(import(/* webpackChunkName: "demo-page" */ './public/demoPage'))
      .then(({ enhanceDemoPage }) => enhanceDemoPage(root, { startApp: loadApp, openFaults }))
      .catch(loadApp);
  } else {
    loadWatched(import(/* webpackChunkName: "public-page" */ './public/enhance'))
      .then(({ enhancePublicPage }) => enhancePublicPage(root, loadApp))
      .catch(loadApp);
  }
} else {
  loadApp();
}
