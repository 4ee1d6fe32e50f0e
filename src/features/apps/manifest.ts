import type { FeatureManifest } from '../../store/manifest';
import { apiOfPage, idParam, lazyPage } from '../../store/manifest';

const AppList = lazyPage(() => import(/* webpackChunkName: "app-list" */ './pages/AppListPage'));
const AppPage = lazyPage(() => import(/* webpackChunkName: "app-page" */ './pages/AppPage'));

/** The apps of a project and the app page (seed 001 section 2). */
export const appsManifest: FeatureManifest = {
  name: 'apps',
  routes: [
    {
      path: '/project/:projectId/apps',
      access: 'apps',
      title: 'Apps',
      page: AppList,
      // The page's two first reads: the project's name and its apps.
      prefetch: async ({ store, params }) => {
        const projectId = idParam(params.projectId);
        if (projectId === null) return;
        const { appsApi } = await apiOfPage(store, AppList, () => import(/* webpackMode: "weak" */ '../../api/apps'));
        store.dispatch(appsApi.util.prefetch('projectBasic', projectId, {}));
        store.dispatch(appsApi.util.prefetch('apps', projectId, {}));
      },
    },
    { path: '/app/:projectId/createNewApp', access: 'apps', title: 'Create New App', page: AppPage },
    { path: '/app/:appId/:callType', access: 'apps', title: 'App', page: AppPage },
  ],
  // The report steps: the first wait, then each step.
  timings: { reportFirstWaitMs: 15000, reportStepMs: 20000 },
};
