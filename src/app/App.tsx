import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { ShellErrorBoundary } from '../components/ShellErrorBoundary';
import { theme } from '../shared/theme';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export { AppRoutes } from './router';

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

/**
 * The app: the data router (src/app/router.tsx, made by createAppRouter with the same store) in
 * the providers. The last line of defence: whatever fails outside the shell (providers, router)
 * still shows a page with Reload.
 */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <ShellErrorBoundary>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </ShellErrorBoundary>
  );
}
