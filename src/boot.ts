/**
 * The entry: as small as it can be. Any page but a pre-rendered one loads the app at once.
 *
 * A page pre-rendered at build time (#root carries data-prerendered, src/prerender/render.tsx)
 * paints before any JavaScript runs. In a production build, a small script (src/public) then
 * makes its form work, and the app loads after sign-in; its chunk is prefetched meanwhile. In a
 * mock build (development, demo) the app loads after the first paint and hydrates the page: the
 * demo box on /login is React. A chunk that cannot load shows the page saying why.
 */
import { bootFailureReason, showBootFailure } from './components/BootFailure';

declare const __MOCK__: boolean;

function failed(error: unknown) {
  console.error('The portal could not start', error);
  showBootFailure(document.getElementById('root'), bootFailureReason(error));
}

function loadApp() {
  import(/* webpackChunkName: "app", webpackPrefetch: true */ './main').catch(failed);
}

const root = document.getElementById('root');
if (root?.dataset.prerendered && !__MOCK__) {
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
