import type { FeatureManifest } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';

/** Git tools, the Git page of a project and Create Web Service (seed 001 section 2). */
export const gitToolsManifest: FeatureManifest = {
  name: 'gitTools',
  routes: [
    { path: '/gitcmpnt', access: 'gitComponent', title: 'Git', page: lazyPage(() => import(/* webpackChunkName: "route-git-component" */ './pages/GitComponentPage')) },
    { path: '/git_tools', access: 'gitTools', title: 'Git Tools', page: lazyPage(() => import(/* webpackChunkName: "route-git-tools" */ './pages/GitToolsPage')) },
    {
      path: '/create_web_service',
      access: 'webServiceCreation',
      title: 'Create Web Service',
      page: lazyPage(() => import(/* webpackChunkName: "route-create-web-service" */ './pages/CreateWebServicePage')),
    },
  ],
};
