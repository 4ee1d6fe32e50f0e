import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { DemoUser } from '../../testing/tokens';
import { useKeepOnSessionEnd, useUnsavedWork } from '../../shared/unsavedWork';
import { UserMenu } from './UserMenu';

/* Pages and the top bar load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });

const ALWAYS = ['My Profile', 'My Worklist', 'Logout'];
const MY_PROJECTS = ['My Projects'];
const PROJECT_LISTS = ['Projects Pending for Approval', 'Approved Projects'];
/** For the roles whose route it is (2, 3, 6, 7): the route table wins over seed 000's menu (2, 3, 8). */
const CREATE = 'Create DFC Project';
const IMPORTS = ['Import AMP Projects', 'Import AMP Users'];

async function openUserMenu(as: DemoUser) {
  await renderWithProviders(null, { route: '/my_profile', as });
  const button = await screen.findByRole('button', { name: /Account menu/ });
  await userEvent.setup().click(button);
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('user menu', () => {
  it('shows the signed-in username on the account button', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    expect(await screen.findByRole('button', { name: /Account menu/ })).toHaveTextContent('gbm');
  });

  it('role 6 (global agency) sees My Projects and Create DFC Project, and neither the project lists nor the imports', async () => {
    const items = await openUserMenu('gagency');
    expect(items).toEqual(['My Profile', 'My Worklist', 'My Projects', CREATE, 'Logout']);
  });

  it('role 7 (local agency) sees My Projects too', async () => {
    expect(await openUserMenu('lagency')).toEqual(expect.arrayContaining(MY_PROJECTS));
  });

  it('role 8 (technical user) sees Pending, Approved and both imports, not My Projects nor Create (its route bounces role 8)', async () => {
    const items = await openUserMenu('tech');
    expect(items).toEqual(['My Profile', 'My Worklist', ...PROJECT_LISTS, ...IMPORTS, 'Logout']);
  });

  it('role 2 (global brand manager) sees the project lists but no imports', async () => {
    expect(await openUserMenu('gbm')).toEqual(['My Profile', 'My Worklist', ...PROJECT_LISTS, CREATE, 'Logout']);
  });

  it('role 1 (admin) sees the imports but no project lists', async () => {
    expect(await openUserMenu('admin')).toEqual(['My Profile', 'My Worklist', ...IMPORTS, 'Logout']);
  });

  it('role 4 (global project manager) sees only profile, worklist and logout', async () => {
    expect(await openUserMenu('gpm')).toEqual(ALWAYS);
  });

  it('items are real links to the documented routes', async () => {
    await openUserMenu('tech');
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href');
    expect(href('My Profile')).toBe('/my_profile');
    expect(href('My Worklist')).toBe('/my_profile');
    expect(href('Projects Pending for Approval')).toBe('/PendingProjectsForApproval');
    expect(href('Approved Projects')).toBe('/ApprovedProjectsList');
    expect(href('Import AMP Projects')).toBe('/ImportAmpProjectsData');
    expect(href('Import AMP Users')).toBe('/ImportAmpUsersData');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).not.toHaveAttribute('href');
  });

  it('following an item navigates and closes the menu', async () => {
    await openUserMenu('gagency');
    expect(screen.getByRole('menuitem', { name: CREATE })).toHaveAttribute('href', '/CreateDFCProject');
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'My Projects' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/MyProjects'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('logout confirmation', () => {
  async function askLogout(ui: 'app' | 'menu') {
    const user = userEvent.setup();
    await renderWithProviders(ui === 'app' ? null : <UserMenu />, { route: '/my_profile', as: 'gbm' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to Logout?' });
    return { user, dialog };
  }

  it('Logout asks before signing out', async () => {
    const { dialog } = await askLogout('menu');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my_profile');
  });

  it('No goes to / and keeps the session', async () => {
    const { user, dialog } = await askLogout('app');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it('Yes goes to /logout', async () => {
    const { user, dialog } = await askLogout('menu');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/logout'));
  });

  /** The user menu beside a page whose unsaved work `keep` writes; with `ask`, leaving it asks that first. */
  async function withUnsavedWork(keep: () => void, ask?: () => boolean) {
    function Unsaved() {
      useKeepOnSessionEnd(true, keep);
      useUnsavedWork(ask !== undefined, { ask: () => ask?.() ?? true });
      return null;
    }
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <UserMenu />
        <Unsaved />
      </>,
      { route: '/my_profile', as: 'gbm' },
    );
    const askLogout = async () => {
      await user.click(await screen.findByRole('button', { name: /Account menu/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      return screen.findByRole('dialog', { name: 'Do you want to Logout?' });
    };
    return { user, askLogout };
  }

  it('Yes first has the pages keep what they have not saved; No keeps nothing', async () => {
    const keep = jest.fn();
    const { user, askLogout } = await withUnsavedWork(keep);
    await user.click(within(await askLogout()).getByRole('button', { name: 'No' }));
    expect(keep).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await askLogout()).getByRole('button', { name: 'Yes' }));
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it("Yes with unsaved work asks the work's question first: Stay keeps it and the session, Leave keeps it and signs out", async () => {
    const ask = jest.fn().mockReturnValue(false);
    const keep = jest.fn();
    const { user, askLogout } = await withUnsavedWork(keep, ask);
    await user.click(within(await askLogout()).getByRole('button', { name: 'Yes' }));
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/my_profile');
    expect(keep).not.toHaveBeenCalled();

    ask.mockReturnValue(true);
    await user.click(within(await askLogout()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/logout'));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it('Yes in the whole app ends the session at /login', async () => {
    const { user, dialog } = await askLogout('app');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
