import type { FeatureManifest } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';

/** Cloud plans and Plan Selection (seed 000 section 2, seed 001 section 2). */
export const cloudManifest: FeatureManifest = {
  name: 'cloud',
  routes: [
    { path: '/getCloudPlans', access: 'cloudPlans', title: 'Cloud Plans', page: lazyPage(() => import(/* webpackChunkName: "route-cloud-plans" */ './pages/CloudPlansPage')) },
    {
      path: '/ServiceRegionOptions',
      access: 'serviceRegionOptions',
      title: 'Plan Selection',
      page: lazyPage(() => import(/* webpackChunkName: "route-service-region-options" */ './pages/ServiceRegionOptionsPage')),
    },
  ],
  timings: { environmentPollMs: 3000 },
};
