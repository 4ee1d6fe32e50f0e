import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, AppRoutes } from '../app/App';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { initialAuthState } from '../session/slice';
import { loadDevopsStatusMaps } from '../store/devopsStatus';
import { tokenFor, type DemoUser } from './tokens';
import '../store/apiRuntime';

export interface RenderOptionsWithStore extends Omit<RenderOptions, 'wrapper'> {
  /** The path the MemoryRouter starts at. */
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
 * Renders `ui` (or, without ui, the whole route table) with the real store, theme and a
 * MemoryRouter at `route`, signed in as `as`.
 */
export async function renderWithProviders(ui: ReactElement | null, options: RenderOptionsWithStore = {}) {
  const { route = '/', as, token, store: given, preloadedState, ...rest } = options;
  const startToken = token !== undefined ? token : as ? await tokenFor(as) : null;
  if (startToken) window.localStorage.setItem('token', startToken);
  const store =
    given ??
    makeStore({
      auth: { ...initialAuthState, token: startToken },
      devopsStatus: loadDevopsStatusMaps(),
      ...preloadedState,
    });
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui ?? <AppRoutes />}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
    rest,
  );
  return { store, ...result };
}
