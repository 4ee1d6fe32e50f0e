import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';

/* Pages and the top bar load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });

describe('top navigation', () => {
  it('has the logo linking home, the main menu, the bell and the user menu', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    const header = await screen.findByRole('banner');
    const logo = within(header).getByRole('img', { name: 'DFC Portal logo' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(within(header).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Account menu/ })).toHaveTextContent('gbm');
  });

  it('the logo takes the user home', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'gbm' });
    const header = await screen.findByRole('banner');
    await userEvent.setup().click(within(header).getByRole('link', { name: 'DFC Portal logo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('is not shown without a role in the token', async () => {
    await renderWithProviders(null, { route: '/TestComponent' });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
