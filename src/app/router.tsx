import { Suspense, useEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useRouteError,
  useRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ShellErrorBoundary } from '../components/ShellErrorBoundary';
import { UnsavedWorkBlocker } from '../shared/unsavedWork';
import { PRODUCT_NAME } from '../texts';
import { Shell } from './layout/Shell';
import { RouteGuard } from './RouteGuard';
import { routes, type RouteDef } from './routes';
import type { AppStore } from './store';

/**
 * The data router over THE route table (src/app/routes.tsx): every route inside the shell, each
 * page with its error boundary, guard and Suspense; unknown paths go to the home page. The same
 * route objects serve the browser (createAppRouter), the build-time render (src/prerender, without
 * loaders) and the tests (src/testing/renderWithProviders), so their trees match.
 */

function RoutePage({ def }: { def: RouteDef }) {
  const location = useLocation();
  useEffect(() => {
    document.title = `${def.title} | ${PRODUCT_NAME}`;
  }, [def.title]);
  const Page = def.page;
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <RouteGuard access={def.access}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RouteGuard>
    </RouteErrorBoundary>
  );
}

/**
 * A route's loader: starts the page's code and its first data (def.prefetch) and returns at once.
 * Navigation never waits for either; the page shows its own loading states. A failure here is
 * the page's to show (its lazy load retries, its query reports), never the navigation's.
 */
function loaderOf(def: RouteDef, store: AppStore): LoaderFunction {
  return ({ params }) => {
    startPage(def, store, params);
    return null;
  };
}

function startPage(def: RouteDef, store: AppStore, params: Readonly<Record<string, string | undefined>>): void {
  def.page.preload().catch(() => undefined);
  try {
    def.prefetch?.({ store, params });
  } catch (error) {
    console.error(`prefetch of ${def.path} failed`, error);
  }
}

/** Whatever escapes the shell's own boundary goes on to the app's (App.tsx), as it did without a data router. */
function Rethrow(): never {
  throw useRouteError();
}

export const ROOT_ROUTE_ID = 'root';

/**
 * The shell's routes: a route per row of the table (its id is its path), then every other path to
 * the home page. With a store, each has a loader (loaderOf), run when the path changes; without
 * (the build-time render, the descendant AppRoutes), none.
 */
export function shellRoute(store: AppStore | null): RouteObject {
  return {
    id: 'shell',
    element: (
      <ShellErrorBoundary>
        <Shell />
      </ShellErrorBoundary>
    ),
    children: [
      ...routes.map(
        (def): RouteObject => ({
          id: def.path,
          path: def.path,
          element: <RoutePage def={def} />,
          loader: store ? loaderOf(def, store) : undefined,
          // Another query of the same page (a list's search, filter, page) starts nothing new: the
          // page asks for it itself, and the address changes at once, with the page's own state.
          shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        }),
      ),
      { id: '*', path: '*', element: <Navigate to="/" replace /> },
    ],
  };
}

/**
 * The app's route objects: the router's one blocker for unsaved work (src/shared/unsavedWork.ts)
 * beside the shell's routes; `children` replaces those (a test's own element).
 */
export function appRouteObjects(store: AppStore | null, children: RouteObject[] = [shellRoute(store)], beside?: ReactNode): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: (
        <>
          <UnsavedWorkBlocker />
          <Outlet />
          {beside}
        </>
      ),
      errorElement: <Rethrow />,
      children,
    },
  ];
}

/**
 * Every loader's route as already loaded: the router renders its first location at once, in the
 * first render (no fallback, the same tree as a pre-rendered page to hydrate); createAppRouter
 * starts that location's page and data itself.
 */
function loadedAtStart(objects: RouteObject[]): HydrationState {
  const loaderData: Record<string, null> = {};
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.loader && route.id) loaderData[route.id] = null;
      if (route.children) visit(route.children);
    }
  };
  visit(objects);
  return { loaderData };
}

type RouterOf = typeof createBrowserRouter;
export type AppRouter = ReturnType<RouterOf>;

/**
 * The app's data router with `store` reaching every loader. `create` makes it from the route objects
 * (createBrowserRouter; the tests pass createMemoryRouter at their start path); `beside` and
 * `children` as appRouteObjects takes them.
 */
export function createAppRouter(
  store: AppStore,
  options: { create?: (objects: RouteObject[], init: { hydrationData: HydrationState }) => AppRouter; children?: RouteObject[]; beside?: ReactNode } = {},
): AppRouter {
  const { create = (objects, init) => createBrowserRouter(objects, init), children, beside } = options;
  const objects = appRouteObjects(store, children, beside);
  const router = create(objects, { hydrationData: loadedAtStart(objects) });
  // The first location's loaders, which the router takes as run: its page's code and data start now.
  for (const match of router.state.matches) {
    const def = routes.find((candidate) => candidate.path === match.route.id);
    if (def) startPage(def, store, match.params);
  }
  return router;
}

/**
 * The shell's routes as descendant routes, for a test that renders the whole app beside
 * something of its own inside renderWithProviders' router.
 */
export function AppRoutes() {
  return useRoutes([shellRoute(null)]);
}
