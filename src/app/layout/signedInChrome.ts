import { lazyWithPreload } from '../../components/lazyWithPreload';
import { nextTask } from '../../components/nextTask';
import { FEATURES } from '../features';

export { SignedInFrameContext, useSignedInFrame } from '../../components/signedInFrame';

/* Signed-in chrome loads on demand, so the sign-in page stays light. */
export const TopNav = lazyWithPreload(() => import(/* webpackChunkName: "top-nav" */ './TopNav').then((m) => ({ default: m.TopNav })));
export const ConnectivityNotice = lazyWithPreload(() =>
  import(/* webpackChunkName: "top-nav" */ '../../session/ConnectivityNotice').then((m) => ({ default: m.ConnectivityNotice })),
);
export const IdleDialog = lazyWithPreload(() => import(/* webpackChunkName: "idle" */ './IdleDialog').then((m) => ({ default: m.IdleDialog })));

/**
 * Loads the top navigation ahead of the first render (a signed-in page pre-rendered at build time).
 * Its code is one chunk group ("top-nav": every import below names it, and so do the areas'
 * `chrome` loaders, so the first one loads it all); its parts are evaluated in turn, a task each:
 * each area's part (its manifest's `chrome`: the notifications' bell), then the bar and its menu
 * buttons. The menus' popups (MUI's menu, popover, modal, focus trap, transitions) are not part of
 * it: they load when the bar is first pointed at or focused (src/components/lazyPopup.tsx).
 * Evaluated in one go, it was one of the longest tasks of a signed-in page's load (issue 11).
 */
export async function preloadSignedInChrome(): Promise<void> {
  for (const load of FEATURES.flatMap((feature) => feature.chrome ?? [])) {
    await load();
    await nextTask();
  }
  await Promise.all([TopNav.preload(), ConnectivityNotice.preload()]);
}

