/**
 * The shell's banner of mock builds when the mock could not read its storage: shown when
 * GET /__mock__/storage says read-only, with the demo reset that repairs it.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../mocks/node';
import { closePersistedDb, loadPersistedDb } from '../../../mocks/core/persistence';
import { config } from '../../config';
import { demoTexts } from '../../texts/demo';
import { renderWithProviders } from '../../testing/renderWithProviders';

const READ_ONLY = "The demo's storage could not be read: it runs read-only on its sample data; changes are not saved. Reset the demo to fix it.";

let mode: 'ok' | 'read-only' = 'ok';
let resets = 0;

/** The storage endpoint answers `mode`; a reset answers `resetStatus` and, with 204, repairs it. */
function mockStorage(resetStatus = 204) {
  server.use(
    http.get('/__mock__/storage', () => HttpResponse.json(mode === 'ok' ? { mode } : { mode, reason: 'UnknownError: the read failed' })),
    http.post('/__mock__/reset', () => {
      resets += 1;
      if (resetStatus !== 204) return HttpResponse.json({ message: 'still read-only' }, { status: resetStatus });
      mode = 'ok';
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

beforeEach(() => {
  mode = 'ok';
  resets = 0;
});

describe('the read-only banner (mock builds)', () => {
  it('says so when the mock is read-only, and its button resets the demo', async () => {
    mode = 'read-only';
    mockStorage();
    await renderWithProviders(null, { route: '/login' });
    const banner = (await screen.findByText(READ_ONLY)).closest('[role="alert"]') as HTMLElement;
    expect(banner).toBeVisible();
    expect(demoTexts.storage.readOnly).toBe(READ_ONLY);

    await userEvent.click(within(banner).getByRole('button', { name: 'Reset the demo' }));
    expect(await screen.findByText(demoTexts.storage.resetDone)).toBeVisible();
    expect(resets).toBe(1);
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
  });

  it('signs a signed-in user out after the reset (the demo accounts are renewed)', async () => {
    mode = 'read-only';
    mockStorage();
    const { store } = await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the demo' }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(await screen.findByText(demoTexts.storage.resetDone)).toBeVisible();
  });

  it('says when the reset could not repair it', async () => {
    mode = 'read-only';
    mockStorage(503);
    await renderWithProviders(null, { route: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the demo' }));
    expect(await screen.findByText(demoTexts.storage.resetFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset the demo' })).toBeEnabled();
  });

  it('shows nothing while the mock saves its changes', async () => {
    let asked = 0;
    server.use(http.get('/__mock__/storage', () => (asked += 1, HttpResponse.json({ mode: 'ok' }))));
    await renderWithProviders(null, { route: '/login' });
    await waitFor(() => expect(asked).toBe(1));
    await screen.findByLabelText(/Username/);
    expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
  });

  it('is not loaded at all without the mock', async () => {
    let asked = 0;
    server.use(http.get('/__mock__/storage', () => (asked += 1, HttpResponse.json({ mode: 'read-only', reason: 'x' }))));
    config.mock = false;
    try {
      await renderWithProviders(null, { route: '/TestComponent' });
      await screen.findByRole('contentinfo');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toBe(0);
      expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
    } finally {
      config.mock = true;
    }
  });

  it('shows the real mock read-only after a failed read, and the reset repairs it', async () => {
    globalThis.indexedDB = new IDBFactory();
    const get = jest.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException('The read failed.', 'UnknownError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await loadPersistedDb()).readOnly).toBe('UnknownError: The read failed.');
      get.mockRestore();
      await renderWithProviders(null, { route: '/login' });
      await userEvent.click(await screen.findByRole('button', { name: 'Reset the demo' }));
      expect(await screen.findByText(demoTexts.storage.resetDone)).toBeVisible();
      expect(await (await fetch('http://localhost/__mock__/storage')).json()).toEqual({ mode: 'ok' });
    } finally {
      warn.mockRestore();
      get.mockRestore();
      await closePersistedDb();
    }
  });
});
