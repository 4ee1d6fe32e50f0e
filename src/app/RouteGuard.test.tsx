import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { unsignedToken } from '../testing/tokens';

const at = async (path: string) => waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));

describe('route guard', () => {
  it('sends a visitor without a token to /login', async () => {
    await renderWithProviders(null, { route: '/notificationsCmpnt' });
    await at('/login');
  });

  it('sends an expired token to /login and clears it', async () => {
    const expired = unsignedToken({ exp: Math.floor(Date.now() / 1000) - 5 });
    await renderWithProviders(null, { route: '/my_profile', token: expired });
    await at('/login');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  it('sends a role that may not use a route to /', async () => {
    await renderWithProviders(null, { route: '/ImportAmpUsersData', as: 'gagency' });
    await at('/');
  });

  it('lets an allowed role stay', async () => {
    await renderWithProviders(null, { route: '/ImportAmpUsersData', as: 'tech' });
    expect(await screen.findByRole('heading', { name: 'Excel Import' })).toBeInTheDocument();
    await at('/ImportAmpUsersData');
  });

  it('sends unknown paths to the home page', async () => {
    await renderWithProviders(null, { route: '/no/such/page', as: 'gbm' });
    await at('/');
  });

  it('keeps public pages public', async () => {
    await renderWithProviders(null, { route: '/TestComponent2' });
    expect(await screen.findByText(/placeholder test page/)).toBeInTheDocument();
    await at('/TestComponent2');
  });

  it('shows my profile from the token', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'lagency' });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'My Profile' }));
    expect(table.getByText('lagency')).toBeInTheDocument();
    expect(table.getByText('7 · Local Agency')).toBeInTheDocument();
    expect(table.getByText('AGENCY')).toBeInTheDocument();
  });
});
