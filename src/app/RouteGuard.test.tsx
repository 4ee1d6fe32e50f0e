import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { unsignedToken } from '../testing/tokens';
import { AppRoutes } from './App';
import { SignedInFrameContext } from './layout/signedInChrome';

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Import AMP Users' })).toBeInTheDocument();
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

describe('route guard and unknown roles', () => {
  it.each([
    ['role 9', { Role: 9 }, /\(role 9\)/],
    ['no role', { Role: undefined }, /\(no role\)/],
    ['a Role claim that cannot be read ("admin")', { Role: 'admin' }, /\(no role\)/],
  ])('a token with %s gets a page that says so, with Logout', async (_name, claims, words) => {
    await renderWithProviders(null, { route: '/my_profile', token: unsignedToken(claims as { Role?: number }) });
    expect(await screen.findByRole('heading', { name: 'Your account has no portal role' })).toBeInTheDocument();
    expect(screen.getByText(words)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await at('/login');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  it('reads a Role claim written as "2" as role 2', async () => {
    await renderWithProviders(null, { route: '/my_profile', token: unsignedToken({ Role: '2' as unknown as number }) });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await at('/my_profile');
  });
});

describe('the reset claim in another encoding (a backend that is not ours)', () => {
  it.each([
    ['"false"', 'false'],
    ['missing', undefined],
    ['unreadable ("no")', 'no'],
  ])('resetStatus %s sends every page to /reset_password (fails closed)', async (_name, claim) => {
    await renderWithProviders(null, { route: '/my_profile', token: unsignedToken({ resetStatus: claim as unknown as boolean }) });
    await at('/reset_password');
  });

  it('resetStatus "true" lets the user in', async () => {
    await renderWithProviders(null, { route: '/my_profile', token: unsignedToken({ resetStatus: 'true' as unknown as boolean }) });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await at('/my_profile');
  });
});

describe('the frame of a signed-in page, pre-rendered at build time', () => {
  const inFrame = (route: string) =>
    renderWithProviders(
      <SignedInFrameContext.Provider value>
        <AppRoutes />
      </SignedInFrameContext.Provider>,
      { route },
    );

  it('renders the page without a visitor, with the place of the top navigation instead of a menu', async () => {
    await inFrame('/MyProjects');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/MyProjects');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /logout/i })).not.toBeInTheDocument();
  });

  it('is only a build-time mode: the app itself still sends a visitor without a token to /login', async () => {
    await renderWithProviders(null, { route: '/MyProjects' });
    await at('/login');
  });
});
