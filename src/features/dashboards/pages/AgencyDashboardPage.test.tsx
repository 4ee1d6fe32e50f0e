import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { http, HttpResponse, server } from '../../../../mocks/node';
import type { AgencyDashboard } from '../../../domain/dashboards';
import { drawnCharts } from '../../../testing/apexStub';
import { seriousAxeViolations } from '../../../testing/renderView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import AgencyDashboardPage, { OverallAgencyDashboardPage } from './AgencyDashboardPage';

jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

const sample = (agencyName: string): AgencyDashboard => ({
  agencyName,
  projects: [
    { projectName: `${agencyName} Web`, status: 'DEVOPS_SETUP_COMPLETED', performanceScore: 82, onTimePercent: 95 },
    { projectName: `${agencyName} Shop`, status: 'PROJECT_DETAILS_FILLED', performanceScore: 60, onTimePercent: 70 },
  ],
  monthlyDeliveries: [
    { month: 'Jan', delivered: 3 },
    { month: 'Feb', delivered: 5 },
  ],
});

let asked: string[];

beforeEach(() => {
  asked = [];
  drawnCharts.length = 0;
  server.use(
    http.get('*/api/ext/agencies', () => HttpResponse.json([{ username: 'gagency' }, { username: 'lagency' }])),
    http.get('*/api/ext/agency_dashboard', () => {
      asked.push('(overall)');
      return HttpResponse.json(sample('All agencies'));
    }),
    http.get('*/api/ext/agency_dashboard/:username', ({ params }) => {
      asked.push(String(params.username));
      return HttpResponse.json(sample(String(params.username)));
    }),
  );
});

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

async function open(page: ReactElement, as: DemoUser, route = '/overview/AgencyDashboard') {
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      {page}
      <SearchProbe />
    </>,
    { route, as },
  );
  return { user, ...result };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('OverallAgencyDashboardPage', () => {
  it('shows the overall sample: projects with spaced statuses, coloured scores in words, on-time shares, and monthly deliveries', async () => {
    const { container } = await open(<OverallAgencyDashboardPage />, 'gbm', '/overview/OverallAgencyDashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Overall Agency Dashboard' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(rowsOf(table)).toEqual([
      ['All agencies Web', 'DEVOPS SETUP COMPLETED', '82Good', '95%'],
      ['All agencies Shop', 'PROJECT DETAILS FILLED', '60Average', '70%'],
    ]);
    expect(Array.from(table.querySelectorAll('[data-colour]')).map((cell) => cell.getAttribute('data-colour'))).toEqual(['green', 'red']);
    expect(screen.getByRole('figure', { name: 'Projects delivered per month' })).toBeInTheDocument();
    expect(drawnCharts.at(-1)?.series).toEqual([{ name: 'Delivered', data: [3, 5] }]);
    expect(drawnCharts.at(-1)?.options?.xaxis?.categories).toEqual(['Jan', 'Feb']);
    expect(asked).toEqual(['(overall)']);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says so with Retry when the data cannot be loaded', async () => {
    server.use(http.get('*/api/ext/agency_dashboard', () => new HttpResponse(null, { status: 500 })));
    await open(<OverallAgencyDashboardPage />, 'gbm', '/overview/OverallAgencyDashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The agency dashboard could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('AgencyDashboardPage', () => {
  it("shows an agency user their own dashboard, titled with their name, without a select", async () => {
    await open(<AgencyDashboardPage />, 'gagency');
    expect(screen.getByRole('heading', { level: 1, name: 'Agency gagency Dashboard' })).toBeInTheDocument();
    expect(rowsOf(await screen.findByRole('table', { name: 'Projects' }))[0][0]).toBe('gagency Web');
    expect(screen.queryByRole('combobox', { name: 'Agency' })).not.toBeInTheDocument();
    expect(asked).toEqual(['gagency']);
  });

  it('lets other users choose an agency in a labelled select, kept in the address', async () => {
    const { user, container } = await open(<AgencyDashboardPage />, 'gbm');
    expect(screen.getByRole('heading', { level: 1, name: 'Agency Dashboard' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Agency' });
    expect(screen.getByText('Choose an agency to see its dashboard.')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
    await user.click(select);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['gagency', 'lagency']);
    await user.click(screen.getByRole('option', { name: 'lagency' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?agency=lagency');
    expect(screen.getByRole('heading', { level: 1, name: 'Agency lagency Dashboard' })).toBeInTheDocument();
    expect(rowsOf(await screen.findByRole('table', { name: 'Projects' }))[0][0]).toBe('lagency Web');
    expect(asked).toEqual(['lagency']);
  });

  it('opens the agency the address names, and ignores one that is not in the list', async () => {
    const { unmount } = await open(<AgencyDashboardPage />, 'tech', '/overview/AgencyDashboard?agency=gagency');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency gagency Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agency' })).toHaveTextContent('gagency');
    await screen.findByRole('table', { name: 'Projects' });
    unmount();

    await open(<AgencyDashboardPage />, 'tech', '/overview/AgencyDashboard?agency=nobody');
    await screen.findByRole('combobox', { name: 'Agency' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agency Dashboard' })).toBeInTheDocument();
    expect(asked).toEqual(['gagency']);
  });
});

describe("the agency dashboards against a backend without the extension endpoints (404): the seeds' fixed sample data", () => {
  const SAMPLE_NOTE = 'Sample data: this server does not provide these figures, so the fixed sample figures are shown.';
  const notFound = () => HttpResponse.json({ error: 'Not Found' }, { status: 404 });
  beforeEach(() =>
    server.use(
      http.get('*/api/ext/agencies', notFound),
      http.get('*/api/ext/agency_dashboard', notFound),
      http.get('*/api/ext/agency_dashboard/:username', notFound),
    ),
  );

  it('the overall dashboard shows the sample with a note, not an error', async () => {
    await open(<OverallAgencyDashboardPage />, 'gbm', '/overview/OverallAgencyDashboard');
    expect(await screen.findByText(SAMPLE_NOTE)).toBeVisible();
    const rows = rowsOf(screen.getByRole('table', { name: 'Projects' }));
    expect(rows[0][0]).toBe('Brand Relaunch');
    expect(rows).toHaveLength(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("an agency user sees the sample under their own name", async () => {
    await open(<AgencyDashboardPage />, 'gagency');
    expect(screen.getByRole('heading', { level: 1, name: 'Agency gagency Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(SAMPLE_NOTE)).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: 'Projects' }))[0][0]).toBe('Brand Relaunch');
  });

  it('other users choose among the sample agencies', async () => {
    const { user } = await open(<AgencyDashboardPage />, 'gbm');
    await user.click(await screen.findByRole('combobox', { name: 'Agency' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alpha', 'Beta']);
    await user.click(screen.getByRole('option', { name: 'Beta' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Agency Beta Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(SAMPLE_NOTE)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
