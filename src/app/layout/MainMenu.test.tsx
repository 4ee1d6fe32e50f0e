import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchPath } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MAIN_MENU } from '../menu';
import { routes } from '../routes';
import { MainMenu } from './MainMenu';

/* Pages and the top bar load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });

const GROUPS = ['Overview', 'Digital Standards', 'Guidelines', 'Brand Sites'];

async function openGroup(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  return { user, menu: await screen.findByRole('menu', { name }) };
}

const hrefOf = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name }).getAttribute('href');

describe('main menu', () => {
  it('shows the four groups as dropdown buttons in a labelled navigation', async () => {
    await renderWithProviders(<MainMenu />, { as: 'gbm' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(GROUPS);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('Overview lists the info pages and the dashboards as links', async () => {
    await renderWithProviders(<MainMenu />, { as: 'gbm' });
    const { menu } = await openGroup('Overview');
    expect(screen.getByRole('button', { name: 'Overview', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(10);
    expect(hrefOf(menu, 'About DFC')).toBe('/overview/about_dfc');
    expect(hrefOf(menu, 'Ethics & Compliance')).toBe('/overview/ethics_compliance');
    expect(hrefOf(menu, 'Dashboard')).toBe('/overview/Dashboard');
    expect(hrefOf(menu, 'Agency Dashboard')).toBe('/overview/AgencyDashboard');
  });

  it('Digital Standards and Guidelines link to their content routes', async () => {
    await renderWithProviders(<MainMenu />, { as: 'gbm' });
    const standards = await openGroup('Digital Standards');
    expect(within(standards.menu).getAllByRole('menuitem')).toHaveLength(7);
    expect(hrefOf(standards.menu, 'Brand Standards')).toBe('/brandstandards');
    expect(hrefOf(standards.menu, 'Identity & Access Management Standards')).toBe('/identity_access_management_standards');
    await standards.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const guidelines = await openGroup('Guidelines');
    expect(within(guidelines.menu).getAllByRole('menuitem')).toHaveLength(6);
    expect(hrefOf(guidelines.menu, 'Domain Name Guidelines')).toBe('/Guidelines/Domain_Name_Guidelines');
    expect(hrefOf(guidelines.menu, 'Marketing Consent & Channel Guidelines')).toBe('/Guidelines/marketing_consent_n_channel_guidelines');
  });

  it('Brand Sites has the three brand-site pages and placeholders that go home', async () => {
    await renderWithProviders(<MainMenu />, { as: 'gbm' });
    const { menu } = await openGroup('Brand Sites');
    expect(hrefOf(menu, "What's a Starter Kit")).toBe('/brandsites/whats_a_starter_kit');
    expect(hrefOf(menu, 'Tiers Content Guidelines & Templates')).toBe('/brandsites/tiers_content_guidelines_n_templates');
    expect(hrefOf(menu, 'Standards & Best Practices')).toBe('/brandsites/standards_n_best_practices');
    for (const name of ['Brand A', 'Brand E', 'Technology A', 'Technology E', 'Web Templates', 'Developer Portal']) {
      expect(hrefOf(menu, name)).toBe('/');
    }
  });

  it('is keyboard operable: Enter opens, arrows move, a link follows, Escape closes', async () => {
    await renderWithProviders(<MainMenu />, { route: '/my_profile', as: 'gbm' });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Guidelines' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Guidelines' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Mobile Application Guidelines' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Guidelines' });
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Guidelines/marketing_consent_n_channel_guidelines'));
  });

  it('every non-placeholder item points at a route of the route table', () => {
    const links = MAIN_MENU.flatMap((group) => group.sections.flat()).filter((link) => link.to !== '/');
    expect(links).toHaveLength(26);
    for (const link of links) {
      expect(routes.some((route) => matchPath(route.path, link.to))).toBe(true);
    }
  });
});

describe('main menu on small screens', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...original(query), matches: query.includes('max-width'), media: query }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('collapses into a drawer opened by a labelled menu button', async () => {
    await renderWithProviders(<MainMenu />, { route: '/my_profile', as: 'gbm' });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Overview' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const guidelines = within(nav).getByRole('button', { name: 'Guidelines' });
    expect(guidelines).toHaveAttribute('aria-expanded', 'false');
    await user.click(guidelines);
    expect(guidelines).toHaveAttribute('aria-expanded', 'true');
    const list = within(nav).getByRole('list', { name: 'Guidelines' });
    const link = within(list).getByRole('link', { name: 'Website Guidelines' });
    expect(link).toHaveAttribute('href', '/Guidelines/website_guidelines');
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Guidelines/website_guidelines'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  it('the drawer closes with its close button', async () => {
    await renderWithProviders(<MainMenu />, { as: 'gbm' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });
});
