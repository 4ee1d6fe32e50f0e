import type { FeatureManifest } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';

/**
 * The home page (seed 001 section 2). It reads nothing from the server, so it has nothing to
 * prefetch, nor the RTK Query runtime beside it: the brand managers' worklist below the fold
 * brings that when it loads.
 */
export const homeManifest: FeatureManifest = {
  name: 'home',
  routes: [
    { path: '/', access: 'signedIn', title: 'Home', page: lazyPage(() => import(/* webpackChunkName: "route-home" */ './pages/HomePage'), { api: false }) },
  ],
};
