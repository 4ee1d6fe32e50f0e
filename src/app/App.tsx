import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { PageLoading } from '../components/PageLoading';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ShellErrorBoundary } from '../components/ShellErrorBoundary';
import { PRODUCT_NAME } from '../texts';
import { Shell } from './layout/Shell';
import { RouteGuard } from './RouteGuard';
import { routes, type RouteDef } from './routes';
import type { AppStore } from './store';
import { theme } from '../shared/theme';

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
 * Every route of the table inside the shell; unknown paths go to the home page. The shell (top
 * navigation, idle dialog, footer) has its own error boundary; each page has a RouteErrorBoundary.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <ShellErrorBoundary>
            <Shell />
          </ShellErrorBoundary>
        }
      >
        {routes.map((def) => (
          <Route key={def.path} path={def.path} element={<RoutePage def={def} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

/** The last line of defence: whatever fails outside the shell (providers, router) still shows a page with Reload. */
export function App({ store }: { store: AppStore }) {
  return (
    <ShellErrorBoundary>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ShellErrorBoundary>
  );
}
