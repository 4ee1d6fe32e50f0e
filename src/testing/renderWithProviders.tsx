import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { nextSessionGeneration } from '../api/session';
import { AppProviders } from '../app/App';
import { createAppRouter } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { initialAuthState } from '../session/slice';
import { loadDevopsStatusMaps } from '../store/devopsStatus';
import { tokenFor, type DemoUser } from './tokens';
import '../store/apiRuntime';

export interface RenderOptionsWithStore extends Omit<RenderOptions, 'wrapper'> {
  /** The path the memory router starts at. */
  route?: string;
  /** Sign in as this demo user (a token signed like the mock's, with the documented claims). */
  as?: DemoUser;
  /** A token to start with instead (e.g. one that must reset its password). */
  token?: string | null;
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

/** Shows the current path, so a test can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `ui` (or, without ui, the whole route table) with the real store, theme and the app's
 * data router in memory at `route` (its loaders, its blocker for unsaved work), signed in as `as`.
 * `ui` is the element of every path (it may hold descendant <Routes>). The result's `router`
 * navigates as the browser's Back and Forward do (router.navigate(-1)).
 */
export async function renderWithProviders(ui: ReactElement | null, options: RenderOptionsWithStore = {}) {
  const { route = '/', as, token, store: given, preloadedState, ...rest } = options;
  // A new session, as a page load is: what an earlier render still has in flight (a refresh that
  // would end this session, a late answer) is aborted and its answer dropped.
  nextSessionGeneration();
  const startToken = token !== undefined ? token : as ? await tokenFor(as) : null;
  if (startToken) window.localStorage.setItem('token', startToken);
  const store =
    given ??
    makeStore({
      auth: { ...initialAuthState, token: startToken },
      devopsStatus: loadDevopsStatusMaps(),
      ...preloadedState,
    });
  const router = createAppRouter(store, {
    create: (objects, init) => createMemoryRouter(objects, { ...init, initialEntries: [route] }),
    children: ui ? [{ path: '*', element: ui }] : undefined,
    beside: <LocationProbe />,
  });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    rest,
  );
  return { store, router, ...result };
}
