/**
 * The entry: as small as it can be. On a page pre-rendered at build time (#root carries
 * data-prerendered, src/prerender/render.tsx), the browser first paints that markup, and only
 * then does the app load and hydrate it: the largest paint does not wait for the JavaScript.
 * Any other page loads the app at once. A chunk that cannot load shows the page saying why.
 */
import { bootFailureReason, showBootFailure } from './components/BootFailure';

function loadApp() {
  import(/* webpackChunkName: "app" */ './main').catch((error: unknown) => {
    console.error('The portal could not start', error);
    showBootFailure(document.getElementById('root'), bootFailureReason(error));
  });
}

if (document.getElementById('root')?.dataset.prerendered) {
  // After the frame that paints the pre-rendered page.
  requestAnimationFrame(() => setTimeout(loadApp));
} else {
  loadApp();
}
