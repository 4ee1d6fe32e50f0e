import { createRoot, type Root } from 'react-dom/client';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../shared/theme';
import { appReducer, dynamicMiddleware } from '../../store/root';
import '../../store/apiRuntime';
import FaultsPanel from './FaultsPanel';

/**
 * The fault switch for the pre-rendered demo box (mock builds, /login before sign-in): the light
 * script there (src/public/demoBox.ts) has no React, so its Faults… button loads this on demand,
 * and the dialog renders in a root of its own, with a store of its own (the mock admin's calls
 * only), beside the page. The app is not loaded for it.
 */
let island: { root: Root; store: ReturnType<typeof makeIslandStore> } | null = null;

function makeIslandStore() {
  return configureStore({ reducer: appReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware) });
}

function render(open: boolean) {
  if (!island) return;
  island.root.render(
    <Provider store={island.store}>
      <ThemeProvider theme={theme}>
        <FaultsPanel open={open} onClose={() => render(false)} />
      </ThemeProvider>
    </Provider>,
  );
}

/** Opens the fault switch's dialog (its root is made on the first opening and kept, for the closing transition). */
export function openFaultsPanel(): void {
  if (!island) {
    const host = document.createElement('div');
    host.dataset.faultsPanel = '';
    document.body.append(host);
    island = { root: createRoot(host), store: makeIslandStore() };
  }
  render(true);
}

/** Takes the dialog's root away (tests). */
export function closeFaultsPanelRoot(): void {
  island?.root.unmount();
  island = null;
}
