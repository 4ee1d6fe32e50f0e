import type { FeatureManifest, LazySignedInSaga } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';

/**
 * The inbox's signed-in saga (the bell's badge poll, the inbox page's refresh, the toggles) with
 * the slice it writes. Its code is part of the signed-in top navigation's chunk ("top-nav", which
 * holds the bell), so starting it at sign-in loads no code of its own.
 */
const inbox: LazySignedInSaga = async () => {
  const [{ notificationsSignedInSaga }, { notificationsSlice }] = await Promise.all([
    import(/* webpackChunkName: "top-nav" */ './saga'),
    import(/* webpackChunkName: "top-nav" */ './slice'),
  ]);
  return { saga: notificationsSignedInSaga, slices: [notificationsSlice] };
};

/** The bell (in the top navigation) and the inbox page (seed 001 section 2). */
export const notificationsManifest: FeatureManifest = {
  name: 'notifications',
  routes: [
    {
      path: '/notificationsCmpnt',
      access: 'signedIn',
      title: 'Notifications',
      // The inbox page opens its list through the signed-in saga (it dispatches notificationsPageOpened
      // once mounted): the page loads once that saga's code is there, so the saga already listens.
      page: lazyPage(async () => (await Promise.all([import(/* webpackChunkName: "route-notifications" */ './pages/NotificationsPage'), inbox()]))[0]),
    },
  ],
  signedInSagas: { inbox },
  timings: { badgePollMs: 180000, notificationRefreshMs: 1800 },
  chrome: () => import(/* webpackChunkName: "top-nav" */ '.'),
};
