import type { FeatureManifest } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';
import { texts } from '../../texts';

const Imports = lazyPage(() => import(/* webpackChunkName: "route-imports" */ './pages/ImportPage'));

/** The AMP imports of projects and users (roles 1 and 8). */
export const importsManifest: FeatureManifest = {
  name: 'imports',
  routes: [
    { path: '/ImportAmpProjectsData', access: 'importData', title: 'Import AMP Projects', page: Imports },
    { path: '/ImportAmpUsersData', access: 'importData', title: 'Import AMP Users', page: Imports },
  ],
  menu: {
    user: [
      { label: texts.nav.importProjects, to: '/ImportAmpProjectsData', capability: 'menuImports' },
      { label: texts.nav.importUsers, to: '/ImportAmpUsersData', capability: 'menuImports' },
    ],
  },
};
