import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { db } from '../../../../mocks/core/state';
import { CONTENT_TITLES } from '../../../../mocks/content/titles';
import { contentRoutes } from '../../../../mocks/content/handlers';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { CONTENT_PAGES, CONTENT_ROUTE_TOPICS } from '../../../domain/content';
import { contentTexts } from '../../../texts/content';
import { contrast } from '../../../testing/contrast';
import { seriousAxeViolations } from '../../../testing/renderView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BANNER_COLOURS } from '../components/ContentBanner';
import ContentPage from './ContentPage';

beforeEach(() => {
  server.use(...contentRoutes.map((route) => route.create({})));
});

/** The content routes of the route table, each showing the page (and any other path too). */
function ContentRoutes() {
  return (
    <Routes>
      {Object.keys(CONTENT_ROUTE_TOPICS).map((path) => (
        <Route key={path} path={path} element={<ContentPage />} />
      ))}
      <Route path="*" element={<ContentPage />} />
    </Routes>
  );
}

const open = (route: string, as: 'gbm' | 'admin' | 'tech' | 'gagency' = 'gbm') => renderWithProviders(<ContentRoutes />, { route, as });

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ContentPage', () => {
  it.each([
    ['/brandstandards', 'brand_standards', 'Brand Standards'],
    ['/Coding_standards', 'Coding_standards', 'Coding Standards'],
    ['/Guidelines/Domain_Name_Guidelines', 'domain_name_guidelines', 'Domain Name Guidelines'],
    ['/Guidelines/user_data_guidelines', 'User_Data_Guidelines', 'User Data Guidelines'],
    ['/Guidelines/marketing_consent_n_channel_guidelines', 'marketing_consent_&_channel_guidelines', 'Marketing Consent & Channel Guidelines'],
    ['/brandsites/tiers_content_guidelines_n_templates', 'tiers_content_guidelines_&_templates', 'Tiers Content Guidelines & Templates'],
    ['/brandsites/standards_n_best_practices', 'standards_&_best_practices', 'Standards & Best Practices'],
  ])('%s shows the items of the topic %s, in order', async (route, topic, label) => {
    await open(route);
    const region = await screen.findByRole('region', { name: label });
    await within(region).findAllByRole('article');
    expect(titles()).toEqual(CONTENT_TITLES[topic]);
    for (const article of within(region).getAllByRole('article')) {
      const heading = within(article).getByRole('heading', { level: 2 });
      expect(article).toHaveAccessibleName(heading.textContent ?? '');
    }
  });

  it('shows the banner: the one h1, the subtitle, 300 px tall, white on dark colours (AA contrast)', async () => {
    const { container } = await open('/accessibility_standards');
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome to the DFC Portal']);
    expect(screen.getByText('The fastest way to curate brand experiences digitally and to measure the impact of your creations')).toBeInTheDocument();
    expect(screen.getByTestId('content-banner')).toHaveStyle({ minHeight: '300px', color: '#ffffff' });
    for (const stop of BANNER_COLOURS.stops) expect(contrast(BANNER_COLOURS.text, stop)).toBeGreaterThanOrEqual(4.5);
    let violations: string[] = [];
    await act(async () => {
      violations = await seriousAxeViolations(container);
    });
    expect(violations).toEqual([]);
  });

  it('is read-only for every role: no Edit, no editor', async () => {
    for (const as of ['admin', 'tech', 'gagency'] as const) {
      const { unmount } = await open('/Web_standards', as);
      await screen.findAllByRole('article');
      expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("reads the route whatever its case, as react-router matches it ('/BrandStandards')", async () => {
    await open('/BrandStandards');
    await screen.findAllByRole('article');
    expect(titles()).toEqual(CONTENT_TITLES.brand_standards);
  });

  it('says Loading... first, then the items', async () => {
    await open('/martech_standards');
    const region = screen.getByRole('region', { name: 'Martech Standards' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Approved stack' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it("says 'No Data Available' for a topic without items", async () => {
    db.contentItems = db.contentItems.filter((item) => item.page !== 'martech_standards');
    await open('/martech_standards');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says a failed load in words, and Retry loads again', async () => {
    server.use(http.get('*/api/get_content/:page', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    await open('/identity_access_management_standards');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The content of this page could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Single sign-on' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('also treats an answer that is not a list as a failure', async () => {
    server.use(http.get('*/api/get_content/:page', () => HttpResponse.json({ items: [] }), { once: true }));
    await open('/mobile_application_standards');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content of this page could not be loaded.');
  });

  it('shows server HTML sanitised: no script, no event handler, no javascript: link', async () => {
    const item = db.contentItems.find((entry) => entry.page === 'Web_standards')!;
    item.content = '<p>Fast <img src="x" onerror="alert(1)" alt="chart"> pages</p><script>window.hacked = true</script><a href="javascript:alert(2)">trap</a><a href="/Coding_standards">Coding</a>';
    const { container } = await open('/Web_standards');
    const article = (await screen.findAllByRole('article'))[0];
    expect(article).toHaveTextContent('Fast pages');
    const image = within(article).getByRole('img', { name: 'chart' });
    expect(image).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(article).getByText('trap')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: 'Coding' })).toHaveAttribute('href', '/Coding_standards');
  });

  it('follows a link of the content to another content page, and loads its topic', async () => {
    const user = userEvent.setup();
    await open('/Guidelines/website_guidelines');
    await user.click(await screen.findByRole('link', { name: 'starter kit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/brandsites/whats_a_starter_kit');
    await waitFor(() => expect(titles()).toEqual(CONTENT_TITLES.whats_a_starter_kit));
    expect(screen.getByRole('region', { name: "What's a Starter Kit" })).toBeInTheDocument();
  });

  it('names the list of every page by its menu label', () => {
    expect(CONTENT_PAGES.filter((page) => !contentTexts.pageNames[page])).toEqual([]);
    expect(Object.keys(contentTexts.pageNames).sort()).toEqual([...CONTENT_PAGES].sort());
  });

  it('says so on a path that is no content route', async () => {
    await open('/Guidelines/nothing_here');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the DFC Portal');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no content page at /Guidelines/nothing_here. Choose a page from the menu.');
  });
});
