import type { FeatureManifest } from '../../store/manifest';
import { apiOfPage, lazyPage } from '../../store/manifest';
import { texts } from '../../texts';

const MyProfile = lazyPage(() => import(/* webpackChunkName: "route-profile" */ './pages/MyProfilePage'));
const TestPage = lazyPage(() => import(/* webpackChunkName: "route-test-pages" */ './pages/TestPlaceholderPage'), { api: false });

/** Sign-in, sign-out, password pages and My Profile with My Worklist (seed 000 section 2); the idle logout and token refresh timings. */
export const authManifest: FeatureManifest = {
  name: 'auth',
  routes: [
    { path: '/login', access: 'public', title: 'Login', page: lazyPage(() => import(/* webpackChunkName: "route-login" */ './pages/LoginPage'), { api: false }) },
    { path: '/logout', access: 'public', title: 'Logout', page: lazyPage(() => import(/* webpackChunkName: "route-logout" */ './pages/LogoutPage'), { api: false }) },
    { path: '/forgot_password', access: 'public', title: 'Forgot Password', page: lazyPage(() => import(/* webpackChunkName: "route-forgot-password" */ './pages/ForgotPasswordPage')) },
    { path: '/reset_password', access: 'token', title: 'Reset Password', page: lazyPage(() => import(/* webpackChunkName: "route-reset-password" */ './pages/ResetPasswordPage')) },
    { path: '/TestComponent', access: 'public', title: 'Test Component', page: TestPage },
    { path: '/TestComponent2', access: 'public', title: 'Test Component 2', page: TestPage },
    { path: '/CreateDFCSubApp', access: 'public', title: 'Create DFC Sub App', page: TestPage },
    {
      path: '/my_profile',
      access: 'signedIn',
      title: 'My Profile',
      page: MyProfile,
      // My Worklist: the project lists of the role's kinds of work and the user's tasks, as the page reads them.
      prefetch: async ({ store, session }) => {
        const [{ projectsApi }, { WORK_SOURCES, isProjectWorkKind, workKindsFor }] = await apiOfPage(store, MyProfile, () =>
          Promise.all([import(/* webpackMode: "weak" */ '../../api/projects'), import(/* webpackMode: "weak" */ '../../domain/worklist')]),
        );
        const kinds = workKindsFor(session.role);
        for (const list of new Set(kinds.filter(isProjectWorkKind).map((kind) => WORK_SOURCES[kind].list))) {
          store.dispatch(projectsApi.util.prefetch('projectList', list, {}));
        }
        const userId = Number(session.claims.Id);
        if (kinds.includes('tasks') && userId > 0) store.dispatch(projectsApi.util.prefetch('userTasks', userId, {}));
      },
    },
  ],
  menu: {
    user: [
      { label: texts.nav.myProfile, to: '/my_profile' },
      { label: texts.nav.myWorklist, to: '/my_profile' },
    ],
  },
  timings: { idleTimeoutMs: 500000, idleDebounceMs: 250, tokenRefreshMarginMs: 60000 },
};
