import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { config } from '../../../config';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import AgencyDashboardPage from './AgencyDashboardPage';
import DashboardPage from './DashboardPage';
import ProjectDashboardPage from './ProjectDashboardPage';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts).
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

// The mock's own answers (mocks/dashboards): project 28 'Meridian Summer Campaign' is lagency's
// (created by gbm); an agency reads the figures of its own projects only.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

const FIGURES_NOT_THERE = "This project's figures are not there for you: it is not one of your projects.";

describe('Dashboards: what an agency may not read', () => {
  it("the Dashboard's card set of a project the agency may not read is a short note, not an error; the rest of the page shows", async () => {
    expect(config.dashboards.overallProjectId).toBe(28);
    await renderWithProviders(<DashboardPage />, { route: '/overview/Dashboard', as: 'gagency' });
    const cards = screen.getByRole('region', { name: 'Project Performance' });
    await waitFor(() =>
      expect(within(cards).getByRole('status')).toHaveTextContent('Project 28, whose performance this set shows, is not one of your projects: its cards are not shown to you.'),
    );
    expect(within(cards).queryByRole('alert')).toBeNull();
    expect(within(cards).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('region', { name: 'SEO Metrics Dashboard' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Performance Metrics Dashboard' })).toBeVisible();
  });

  it('the agency whose project it is sees the cards', async () => {
    await renderWithProviders(<DashboardPage />, { route: '/overview/Dashboard', as: 'lagency' });
    const cards = screen.getByRole('region', { name: 'Project Performance' });
    expect(await within(cards).findByRole('heading', { level: 3, name: 'Performance Score' })).toBeVisible();
    expect(within(cards).queryByText(/is not one of your projects/)).toBeNull();
  });

  it.each(['performance', 'seo', 'lifecycle', 'resources'])("another agency's project on the %s board is not there for the agency, with a way to another project and no Retry", async (board) => {
    await renderWithProviders(
      <Routes>
        <Route path="/overview/ProjectDashboard/:selectedProjectId" element={<ProjectDashboardPage />} />
      </Routes>,
      { route: `/overview/ProjectDashboard/28?board=${board}`, as: 'gagency' },
    );
    expect((await screen.findByText(FIGURES_NOT_THERE)).closest('[role=alert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another project' })).toHaveAttribute('href', '/overview/ProjectDashboard');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getAllByText(FIGURES_NOT_THERE)).toHaveLength(1);
  });

  it('an agency dashboard refused (403) is not there for the user, with a way home and no Retry', async () => {
    server.use(http.get('*/api/ext/agency_dashboard/:username', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await renderWithProviders(<AgencyDashboardPage />, { route: '/overview/AgencyDashboard?agency=lagency', as: 'gbm' });
    expect(await screen.findByText("This agency's dashboard is not there for you: an agency reads only its own.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
