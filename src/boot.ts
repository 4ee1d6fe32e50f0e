/**
 * The entry: as small as it can be. Any page but a pre-rendered public one loads the app at once.
 *
 * A page pre-rendered at build time (#root carries data-prerendered, src/prerender/render.tsx)
 * paints before any JavaScript runs. In a production build, a small script (src/public) then
 * makes its form work, and the app loads after sign-in; its chunk is prefetched meanwhile. In a
 * mock build (development, demo) the app loads after the first paint and hydrates the page: the
 * demo box on /login is React. A signed-in page's pre-rendered frame loads the app at once, which
 * renders over it. A chunk that cannot load shows the page saying why.
 */
import { installDefaultPolicy } from './shared/trustedTypes';
import { bootFailureReason, showBootFailure } from './components/BootFailure';
import { STORAGE_KEYS } from './domain/session';

declare const __MOCK__: boolean;

// Before any library can reach an HTML sink (src/shared/trustedTypes.ts).
installDefaultPolicy();

function failed(error: unknown) {
  console.error('The portal could not start', error);
  showBootFailure(document.getElementById('root'), bootFailureReason(error));
}

function loadApp() {
  import(/* webpackChunkName: "app", webpackPrefetch: true */ './main').catch(failed);
}

/** Whether a session token is stored (the app checks it; this only decides what shows meanwhile). */
function hasStoredToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}

const root = document.getElementById('root');
if (root?.dataset.prerenderedFrame !== undefined) {
  // A signed-in page's frame: the app renders over it. A visitor without a session does not see
  // the frame of a page it may not open; the app sends it to the sign-in page.
  if (!hasStoredToken()) root.replaceChildren();
  loadApp();
} else if (root?.dataset.prerendered && !__MOCK__) {
  import(/* webpackChunkName: "public-page" */ './public/enhance')
    .then(({ enhancePublicPage }) => enhancePublicPage(root, loadApp))
    // Without its script the page still shows; the app takes it over instead.
    .catch(loadApp);
} else if (root?.dataset.prerendered) {
  // After the frame that paints the pre-rendered page.
  requestAnimationFrame(() => setTimeout(loadApp));
} else {
  loadApp();
}
