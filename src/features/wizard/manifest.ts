import type { FeatureManifest } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';

const Wizard = lazyPage(() => import(/* webpackChunkName: "route-wizard" */ './pages/WizardPage'));

/** The three-step wizard, Create a New Project (seed 000 sections 2 and 4). */
export const wizardManifest: FeatureManifest = {
  name: 'wizard',
  routes: [
    { path: '/DFCCreateProject/:projectId', access: 'createProject', title: 'Create a New Project', page: Wizard },
    { path: '/RoutingTrail', access: 'signedIn', title: 'Create a New Project', page: Wizard },
  ],
  // The option lists apply 150 ms after they arrive (seed 000 sections 4 and 9).
  timings: { optionListDelayMs: 150 },
};
