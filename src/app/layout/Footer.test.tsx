import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';

/* Pages and the top bar load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });

describe('footer', () => {
  it('shows logo, tagline, contact, menu list and copyright on /login, without the top bar', async () => {
    await renderWithProviders(null, { route: '/login' });
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'DFC Portal logo' })).toContainHTML('DFC</text>');
    expect(footer).toHaveTextContent(
      'The fastest way to curate brand experiences digitally and to measure the impact of your creations',
    );
    expect(footer).toHaveTextContent('DFC Support');
    expect(within(footer).getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(footer).toHaveTextContent(/Office hours/);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} DFC Portal. All rights reserved.`);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('lists Home, Notifications, My Profile, Git Tools and Dashboard as links', async () => {
    await renderWithProviders(null, { route: '/login' });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Notifications', '/notificationsCmpnt'],
      ['My Profile', '/my_profile'],
      ['Git Tools', '/git_tools'],
      ['Dashboard', '/overview/Dashboard'],
    ]);
  });

  it('shows for signed-in users too, below the top bar', async () => {
    await renderWithProviders(null, { route: '/my_profile', as: 'lbm' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('DFC Support');
  });

  it.each([
    ['admin', false],
    ['gbm', true],
    ['tech', true],
  ] as const)('shows Git Tools to %s only when the role may open it (%s)', async (as, shown) => {
    await renderWithProviders(null, { route: '/my_profile', as });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(nav).queryByRole('link', { name: 'Git Tools' }) !== null).toBe(shown);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/overview/Dashboard');
  });
});
