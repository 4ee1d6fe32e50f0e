import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';

declare const __MOCK__: boolean;

/**
 * Boot: in mock mode (development and demo builds) start the MSW worker before the first render,
 * through a dynamic import, so a production build carries no MSW code at all.
 */
async function boot() {
  if (__MOCK__) {
    const { startMockWorker } = await import(/* webpackChunkName: "mock-backend" */ '../mocks/browser');
    await startMockWorker();
  }
  const store = makeStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App store={store} />);
}

void boot();
