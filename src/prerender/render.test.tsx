/**
 * The build-time render (a static data router over the app's route objects) and the app's data
 * router render the same tree: the pre-rendered sign-in page hydrates as it is, without a mismatch.
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../app/App';
import { createAppRouter } from '../app/router';
import { routeFor } from '../app/routes';
import { makeStore } from '../app/store';
import { texts } from '../texts';
import type { PrerenderedPage } from './render';

// react-dom/static's node build schedules its work with setImmediate, which jsdom's window has not.
beforeAll(() => {
  globalThis.setImmediate ??= nodeSetImmediate;
});

/**
 * The build's render of `path`, with modules of its own (React among them), as in the build, where
 * it runs in node long before any browser: one React would take its contexts for the client's.
 */
async function buildTimeRender(path: string): Promise<PrerenderedPage> {
  let page: PrerenderedPage | undefined;
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('./render');
    page = await renderPage(path);
  });
  return page!;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

it.each(['/login', '/forgot_password'])('the pre-rendered %s hydrates under the app router without a mismatch', async (path) => {
  const page = await buildTimeRender(path);
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  // A hydration that does not match renders the page anew: these nodes would be gone.
  const form = container.querySelector('form');
  window.history.replaceState(null, '', path);

  const store = makeStore(undefined, { sagas: false });
  const router = createAppRouter(store);
  await routeFor(path)?.page.preload();
  const mismatches: unknown[] = [];
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <App store={store} router={router} />, { onRecoverableError: (error) => void mismatches.push(error) });
  });

  expect(mismatches).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(form).not.toBeNull();
  expect(form?.isConnected).toBe(true);
  expect(form).toContainElement(screen.getByRole('button', { name: path === '/login' ? texts.login.submit : texts.forgotPassword.submit }));
});
