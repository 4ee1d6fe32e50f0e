/**
 * Notifications, content and dashboards against a backend that sends only what the seeds list
 * (./answers.ts), its extensions answering 404. Each page renders the seeded values and no error
 * state.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../renderWithProviders';
import { seedDetails } from './answers';
import { refuseExtensions, serveMinimal } from './serve';

// Whole pages render, with their lazy chunks: on a busy machine the first answers take a while.
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(90000);

function expectNoErrorState() {
  expect(screen.queryByText(/could not be (loaded|reached)/)).toBeNull();
  expect(screen.queryByText('Retry', { selector: 'button' })).toBeNull();
}

describe('seed-minimal answers: notifications and content', () => {
  beforeEach(() => refuseExtensions());

  it('the inbox shows a notification sent with only notificationId and notification', async () => {
    const calls = serveMinimal(['notifications.page', 'notifications.count', 'notifications.unreadCount']);
    await renderWithProviders(null, { route: '/notificationsCmpnt', as: 'gbm' });
    await screen.findByRole('heading', { level: 2, name: 'Your Notifications' });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Seed', { selector: 'b' })).toBeVisible();
    expect(calls['notifications.page']).toBeGreaterThan(0);
    expectNoErrorState();
  });

  it("a content page shows the seeds' item (id, title, content, page)", async () => {
    serveMinimal(['content.items']);
    await renderWithProviders(null, { route: '/brandstandards', as: 'gbm' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Seed title' })).toBeVisible();
    expect(screen.getByText('Seed content')).toBeVisible();
    expectNoErrorState();
  });

  it("an info page shows the seeds' item", async () => {
    serveMinimal(['content.items']);
    await renderWithProviders(null, { route: '/overview/about_dfc', as: 'gbm' });
    expect(await screen.findByText('Seed content')).toBeVisible();
    expectNoErrorState();
  });
});

describe('seed-minimal answers: dashboards', () => {
  beforeEach(() => refuseExtensions());

  it("the dashboard charts the seeds' SEO, overall performance and recommendation records", async () => {
    const calls = serveMinimal(['dashboards.seo', 'dashboards.seoLowercase', 'dashboards.performanceOverall', 'dashboards.recommendations', 'dashboards.projectList', 'dashboards.performance']);
    await renderWithProviders(null, { route: '/overview/Dashboard', as: 'gbm' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The one seeded project falls in one bucket of each chart: New Users 40 % is Good, a score of 70 Very Good.
    await waitFor(() => expect(screen.getAllByText('Good: 100.00%').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Very Good: 100.00%').length).toBeGreaterThan(0);
    expect(calls['dashboards.seo'] + calls['dashboards.seoLowercase']).toBeGreaterThan(0);
    expectNoErrorState();
  });

  it("the project dashboard offers the seeds' project list and shows its performance record", async () => {
    const calls = serveMinimal(['dashboards.projectList', 'dashboards.performance', 'dashboards.seo', 'dashboards.seoLowercase']);
    await renderWithProviders(null, { route: `/overview/ProjectDashboard/${seedDetails.projectId}`, as: 'gbm' });
    expect(await screen.findByRole('heading', { level: 4, name: 'Performance Score' })).toBeInTheDocument();
    await waitFor(() => expect(calls['dashboards.performance']).toBeGreaterThan(0));
    expect(await screen.findByText('Seed opportunity', { exact: false })).toBeInTheDocument();
    expectNoErrorState();
  });
});
