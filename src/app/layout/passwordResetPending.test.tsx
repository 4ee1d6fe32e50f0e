/**
 * While the token says the password must be reset first, the shell loads no data: on
 * /reset_password the top bar keeps the logo and the user menu (no main menu, no bell), and the
 * signed-in sagas that load data (the bell's badge poll) wait until the password is reset.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { DEMO_PASSWORD } from '../../../mocks/auth/seed';
import type { AppStore } from '../store';
import { loggedOut, tokenRefreshed } from '../../session/slice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { tokenFor } from '../../testing/tokens';

let store: AppStore | undefined;
let requests: string[] = [];

const record = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  // The mock's own calls (the demo's storage check of mock builds) are not the portal's data.
  if (!pathname.startsWith('/__mock__/')) requests.push(`${request.method} ${pathname}`);
};

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  if (store) act(() => void store?.dispatch(loggedOut()));
  store = undefined;
});

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function signInAgain(username: string, password: string): Promise<string> {
  const response = await fetch('http://localhost/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('the shell while the password must be reset first', () => {
  it('calls nothing on /reset_password: no bell, no main menu, no badge poll', async () => {
    const token = await tokenFor('newuser');
    server.events.on('request:start', record);
    const result = await renderWithProviders(null, { route: '/reset_password', token });
    store = result.store;

    expect(await screen.findByRole('heading', { name: 'Reset your Password Before proceeding' })).toBeVisible();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: /Account menu/ })).toHaveTextContent('newuser');
    expect(within(header).getByRole('img', { name: 'DFC Portal logo' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(within(header).queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // The notifications area is loaded (its saga registered), yet its badge poll does not start.
    await pause(300);
    expect(requests).toEqual([]);
  });

  it('starts the data sagas once the token says the password was reset', async () => {
    const token = await tokenFor('newuser');
    server.events.on('request:start', record);
    const result = await renderWithProviders(null, { route: '/reset_password', token });
    store = result.store;
    await screen.findByRole('heading', { name: 'Reset your Password Before proceeding' });
    await pause(200);
    expect(requests).toEqual([]);

    // The reset page's own call goes out, and only it.
    await fetch('http://localhost/api/reset/password/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify([DEMO_PASSWORD, 'Changed#123']),
    });
    expect(requests).toEqual(['POST /api/reset/password/']);

    // A token that says the password was reset (a refresh) lets the bell and its poll start.
    const reset = await signInAgain('newuser', 'Changed#123');
    act(() => void store?.dispatch(tokenRefreshed({ token: reset })));
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('GET /api/unread_notifications_count'));
  });
});
