import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse, server } from '../../../../mocks/node';
import type { LifecycleStats, PerformanceRecord, ProjectListEntry, ResourceManagement, SeoMonitoring, SeoRecord } from '../../../domain/dashboards';
import type { DemoUser } from '../../../testing/tokens';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { seriousAxeViolations } from '../../../testing/renderView';
import ProjectDashboardPage from './ProjectDashboardPage';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts); their data tables are read instead.
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

/* ---------- the backend of these tests (small, realistic data; independent of the mock db) ---------- */

const PROJECTS: ProjectListEntry[] = [
  { projectId: 3, projectName: 'Aurora Relaunch' },
  { projectId: 7, projectName: 'Nimbus Store' },
];

const PERFORMANCE: Record<string, PerformanceRecord> = {
  // At the boundaries: each value the highest that stays green (score 61 is the lowest Good).
  '3': {
    performanceScore: 61,
    speedIndex: 1,
    timeToInteract: 5,
    fcp: 1,
    lcp: 1,
    tbt: 1,
    cls: 0.1,
    recomendations: [
      { oppurtunity: 'Reduce unused JavaScript', estimatedSavings: '1.2 s', impact: 'high' },
      { oppurtunity: 'Serve images in next-gen formats', estimatedSavings: 0.4, impact: 'low' },
    ],
  },
  // Just over each boundary (score 60 is Average).
  '7': { performanceScore: 60, speedIndex: 1.2, timeToInteract: 5.01, fcp: 1.01, lcp: 2.4, tbt: 1.2, cls: 0.11, recomendations: [] },
};

const SEO_RECORDS: SeoRecord[] = [
  {
    projectName: 'aurora relaunch ',
    numberOfUsers: 1200,
    newUsersPercent: 50,
    avgSessionDuartion: 121,
    backLinkCount: 1999,
    bounceRate: 80,
    clickThroughRate: 3,
    pagesPerSession: 1.5,
    returningVisitors: 35,
    users: 5400,
  },
  {
    projectName: 'Nimbus Store',
    numberOfUsers: 300,
    newUsersPercent: 12,
    avgSessionDuartion: 45,
    backLinkCount: 6000,
    bounceRate: 30,
    clickThroughRate: 0.5,
    pagesPerSession: 6,
    returningVisitors: 60,
    users: 900,
  },
];

const MONTHS = ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12'];
const monitoring = (projectId: string): SeoMonitoring => ({
  projectName: PROJECTS.find((p) => String(p.projectId) === projectId)?.projectName ?? '?',
  keywords: [
    { keyword: 'running shoes', rank: 3, previousRank: 5, searchVolume: 12500 },
    { keyword: 'trail shoes', rank: 8, previousRank: 6, searchVolume: 4400 },
    { keyword: 'aurora sneakers', rank: 1, previousRank: 1, searchVolume: 900 },
  ],
  backlinks: MONTHS.map((month, i) => ({ month, count: 1000 + i * 50 })),
});

const LIFECYCLE: LifecycleStats = {
  perStatus: [
    { status: 'YET TO CREATE', count: 2 },
    { status: 'PROJECT_DETAILS_FILLED', count: 4 },
    { status: 'DEPLOYMENT_COMPLETED', count: 3 },
  ],
  daysToApproval: Array.from({ length: 12 }, (_, i) => ({ projectName: `Project ${String.fromCharCode(65 + i)}`, days: i + 1 })),
  daysToDeployment: [
    { projectName: 'Aurora Relaunch', days: 21 },
    { projectName: 'Nimbus Store', days: 34 },
  ],
  stages: [
    { stage: 'PROJECT_DETAILS_FILLED', reachedAt: '2024-03-01T10:00:00.000Z' },
    { stage: 'APPROVAL_COMPLETED', reachedAt: '2024-03-04T09:30:00.000Z' },
    { stage: 'DEPLOYMENT_COMPLETED', reachedAt: null },
  ],
};

const RESOURCES: ResourceManagement = {
  projectName: 'Aurora Relaunch',
  techStack: [
    { layer: 'Frontend', name: 'React' },
    { layer: 'Backend', name: 'Spring Boot' },
  ],
  team: [
    { role: 'Developer', members: 4, allocationPercent: 80 },
    { role: 'Tester', members: 2, allocationPercent: 50 },
  ],
  environments: [
    { name: 'dev', service: 'App Service', monthlyCost: 120.5, currency: 'EUR', utilisationPercent: 35 },
    { name: 'prod', service: 'App Service', monthlyCost: 480, currency: 'EUR', utilisationPercent: 72 },
  ],
};

const URLS = {
  projects: '*/get_dfc_project_list',
  performance: '*/get_dfc_performance_dashboard/:projectId',
  seo: '*/get_dfc_Seodashboard',
  monitoring: '*/api/ext/seo_monitoring/:projectId',
  lifecycle: '*/api/ext/lifecycle_stats/:projectId',
  resources: '*/api/ext/resource_management/:projectId',
} as const;
type Endpoint = keyof typeof URLS;

/** How many times each endpoint was asked. */
let reads: Record<Endpoint, number>;
/** The endpoints that answer 500 for now. */
let down: Set<Endpoint>;

function serve(...failing: Endpoint[]) {
  reads = { projects: 0, performance: 0, seo: 0, monitoring: 0, lifecycle: 0, resources: 0 };
  down = new Set(failing);
  const route = (name: Endpoint, answer: (projectId: string) => unknown) =>
    http.get(URLS[name], ({ params }) => {
      reads[name] += 1;
      if (down.has(name)) return HttpResponse.json({ message: 'boom' }, { status: 500 });
      return HttpResponse.json(answer(String(params.projectId)) as Record<string, unknown>);
    });
  server.use(
    route('projects', () => PROJECTS),
    route('performance', (id) => PERFORMANCE[id]),
    route('seo', () => SEO_RECORDS),
    route('monitoring', monitoring),
    route('lifecycle', () => LIFECYCLE),
    route('resources', () => RESOURCES),
  );
}

/* ---------- rendering ---------- */

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

async function render(route: string, as: DemoUser = 'gbm') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/overview/ProjectDashboard" element={<ProjectDashboardPage />} />
        <Route path="/overview/ProjectDashboard/:selectedProjectId" element={<ProjectDashboardPage />} />
      </Routes>
      <SearchProbe />
    </>,
    { route, as },
  );
}

const path = () => screen.getByTestId('location').textContent;
const search = () => screen.getByTestId('search').textContent;
const menu = () => screen.getByRole('navigation', { name: 'Dashboard boards' });
const boardHeading = () => screen.getByRole('heading', { level: 2 });

/** A performance card by its metric name: its colour, value and words. */
function card(name: string) {
  const item = screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;
  return { colour: item.dataset.colour, text: item.textContent };
}

/** The rows of a chart's data table. */
function chartRows(name: string | RegExp) {
  const figure = screen.getByRole('figure', { name });
  return within(within(figure).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
}

/** The body rows of a table. */
function tableRows(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
}

beforeEach(() => serve());

describe('ProjectDashboardPage', () => {
  it('without a project id opens the Select Project modal; choosing navigates to the id route', async () => {
    const user = userEvent.setup();
    await render('/overview/ProjectDashboard', 'tech');
    // The modal hides the page from assistive technology while it is open.
    expect(screen.getByRole('heading', { level: 1, name: 'Project Dashboard', hidden: true })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Select Project' });
    const select = within(dialog).getByRole('combobox', { name: 'Project :' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Nimbus Store' })).toBeInTheDocument());
    expect(within(select).getByRole('option', { name: 'Select Project' })).toBeDisabled();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.selectOptions(select, 'Nimbus Store');
    expect(path()).toBe('/overview/ProjectDashboard/7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(boardHeading()).toHaveTextContent('Project Performance');
    expect(boardHeading()).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 4, name: 'Performance Score' })).toBeInTheDocument();
  });

  it('Cancel closes the modal and the page says to choose a project with its own selector', async () => {
    const user = userEvent.setup();
    await render('/overview/ProjectDashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Select Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Choose a project to see its dashboard.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard boards' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Project :' });
    expect(select).toHaveDisplayValue('Select Project');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'Aurora Relaunch');
    expect(path()).toBe('/overview/ProjectDashboard/3');
  });

  it('the selector shows the chosen project and navigates to another, keeping the board', async () => {
    const user = userEvent.setup();
    await render('/overview/ProjectDashboard/3?board=seo');
    const select = screen.getByRole('combobox', { name: 'Project :' });
    await waitFor(() => expect(select).toHaveDisplayValue('Aurora Relaunch'));
    expect(await screen.findByRole('heading', { level: 4, name: 'Number of Users' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.selectOptions(select, 'Nimbus Store');
    expect(path()).toBe('/overview/ProjectDashboard/7');
    expect(search()).toBe('?board=seo');
    expect(boardHeading()).toHaveTextContent('SEO Monitoring');
    await waitFor(() => expect(screen.getByRole('heading', { level: 4, name: 'Backlinks' }).closest('li')).toHaveAttribute('data-bucket', 'Very Good'));
    expect(screen.getByRole('figure', { name: 'Backlinks of Nimbus Store over the last 12 months' })).toBeInTheDocument();
  });

  it('shows one board at a time, switched from the side menu and kept in the address', async () => {
    const user = userEvent.setup();
    const { container } = await render('/overview/ProjectDashboard/3');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Project Performance', 'SEO Monitoring', 'Lifecycles Stats', 'Smart Resource Management']);
    expect(within(menu()).getByRole('link', { name: 'Project Performance' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { level: 4, name: 'Performance Score' });

    await user.click(within(menu()).getByRole('link', { name: 'Lifecycles Stats' }));
    expect(path()).toBe('/overview/ProjectDashboard/3');
    expect(search()).toBe('?board=lifecycle');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(boardHeading()).toHaveTextContent('Lifecycles Stats');
    expect(within(menu()).getByRole('link', { name: 'Lifecycles Stats' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Project Performance' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('heading', { level: 4, name: 'Performance Score' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Projects per status' })).toBeInTheDocument();
    expect(reads.resources).toBe(0);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('an unknown board in the address shows the default one', async () => {
    await render('/overview/ProjectDashboard/3?board=nope');
    expect(boardHeading()).toHaveTextContent('Project Performance');
    expect(await screen.findByRole('heading', { level: 4, name: 'Performance Score' })).toBeInTheDocument();
  });

  it('Project Performance: cards at their boundaries, colour and words; recommendations by impact; the timings chart', async () => {
    const { container } = await render('/overview/ProjectDashboard/3');
    await screen.findByRole('heading', { level: 4, name: 'Performance Score' });
    expect(card('Performance Score')).toEqual({ colour: 'green', text: expect.stringMatching(/61\s*Good$/) });
    expect(card('Speed Index')).toEqual({ colour: 'green', text: expect.stringContaining('Good: Nothing to be done here') });
    expect(card('Time to Interact')).toEqual({ colour: 'green', text: expect.stringContaining('Within target') });
    expect(card('First Contentful Paint (FCP)').colour).toBe('green');
    expect(card('Largest Contentful Paint (LCP)').colour).toBe('green');
    expect(card('Total Blocking Time (TBT)').colour).toBe('green');
    expect(card('Cumulative Layout Shift (CLS)')).toEqual({ colour: 'green', text: expect.stringContaining('0.1Within target') });

    expect(tableRows('Recommendations')).toEqual([
      ['Reduce unused JavaScript', '1.2 s', 'High impact'],
      ['Serve images in next-gen formats', '0.4', 'Low impact'],
    ]);
    const impacts = within(screen.getByRole('table', { name: 'Recommendations' })).getAllByText(/impact$/);
    expect(impacts.map((cell) => cell.closest('td')?.dataset.impactColour)).toEqual(['red', 'green']);
    expect(screen.getByText('High impact')).toHaveStyle({ color: 'rgb(179, 38, 30)' });
    expect(screen.getByText('Low impact')).toHaveStyle({ color: 'rgb(46, 125, 50)' });

    expect(chartRows('Timings of Aurora Relaunch: Speed Index, Time to Interact, FCP, LCP and TBT')).toEqual([
      ['Speed Index', '1'],
      ['TTI', '5'],
      ['FCP', '1'],
      ['LCP', '1'],
      ['TBT', '1'],
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('Project Performance: just over each boundary the cards turn', async () => {
    await render('/overview/ProjectDashboard/7');
    await screen.findByRole('heading', { level: 4, name: 'Performance Score' });
    expect(card('Performance Score')).toEqual({ colour: 'red', text: expect.stringMatching(/60\s*Average$/) });
    expect(card('Speed Index')).toEqual({ colour: 'green', text: expect.stringContaining('Much longer than expected') });
    expect(card('Time to Interact')).toEqual({ colour: 'red', text: expect.stringContaining('Above target') });
    expect(card('First Contentful Paint (FCP)').colour).toBe('red');
    expect(card('Largest Contentful Paint (LCP)').colour).toBe('red');
    expect(card('Total Blocking Time (TBT)').colour).toBe('red');
    expect(card('Cumulative Layout Shift (CLS)')).toEqual({ colour: 'red', text: expect.stringContaining('0.11Above target') });
    expect(screen.getByText('No recommendations.')).toBeInTheDocument();
  });

  it('SEO Monitoring: the project record (matched by name) with buckets in words, keyword ranks and 12 months of backlinks', async () => {
    const { container } = await render('/overview/ProjectDashboard/3?board=seo');
    await screen.findByRole('heading', { level: 4, name: 'Number of Users' });
    const figure = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;
    expect(figure('Users')).toHaveTextContent('5,400');
    expect(figure('Number of Users')).toHaveTextContent('1,200');
    expect(figure('New Users')).toHaveTextContent('50 %Bucket: Good');
    expect(figure('Returning Visitors')).toHaveTextContent('35 %Bucket: Good');
    expect(figure('Backlinks')).toHaveTextContent('1,999Bucket: Avg');
    expect(figure('Bounce Rate')).toHaveTextContent('80 %Bucket: Poor');
    expect(figure('Click Through Rate')).toHaveTextContent('3 %Bucket: Good');
    expect(figure('Average Session Duration')).toHaveTextContent('121 sBucket: Very Good');
    expect(figure('Pages Per Session')).toHaveTextContent('1.5Bucket: Poor');

    await screen.findByRole('table', { name: 'Keyword ranks' });
    expect(tableRows('Keyword ranks')).toEqual([
      ['running shoes', '3', 'Up 2', '12,500'],
      ['trail shoes', '8', 'Down 2', '4,400'],
      ['aurora sneakers', '1', 'No change', '900'],
    ]);
    const rows = chartRows('Backlinks of Aurora Relaunch over the last 12 months');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['2024-01', '1000']);
    expect(rows[11]).toEqual(['2024-12', '1550']);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('Lifecycles Stats: projects per status, the 10 longest days to approval, days to deployment and the stages', async () => {
    const { container } = await render('/overview/ProjectDashboard/3?board=lifecycle');
    await screen.findByRole('heading', { level: 3, name: 'Projects per status' });
    expect(chartRows('Number of projects per status')).toEqual([
      ['YET TO CREATE', '2'],
      ['PROJECT DETAILS FILLED', '4'],
      ['DEPLOYMENT COMPLETED', '3'],
    ]);
    const approval = chartRows('Days to approval: the 10 longest, in days');
    expect(approval).toHaveLength(10);
    expect(approval[0]).toEqual(['Project L', '12']);
    expect(approval[9]).toEqual(['Project C', '3']);
    expect(chartRows('Days to deployment: the 2 longest, in days')).toEqual([
      ['Nimbus Store', '34'],
      ['Aurora Relaunch', '21'],
    ]);
    const stages = within(screen.getByRole('region', { name: 'Stages of Aurora Relaunch' })).getAllByRole('listitem');
    expect(stages.map((s) => s.textContent)).toEqual([
      'PROJECT DETAILS FILLEDReached 2024-03-01',
      'APPROVAL COMPLETEDReached 2024-03-04',
      'DEPLOYMENT COMPLETEDNot reached',
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('Smart Resource Management: tech stack, team by role and the environments with their costs', async () => {
    const { container } = await render('/overview/ProjectDashboard/3?board=resources');
    const stack = await screen.findByRole('region', { name: 'Tech stack' });
    expect(within(stack).getByText('Frontend').nextSibling).toHaveTextContent('React');
    expect(chartRows('Team members of Aurora Relaunch by role')).toEqual([
      ['Developer', '4'],
      ['Tester', '2'],
    ]);
    expect(tableRows('Team by role')).toEqual([
      ['Developer', '4', '80 %'],
      ['Tester', '2', '50 %'],
    ]);
    expect(tableRows('Environments')).toEqual([
      ['dev', 'App Service', '€120.50', '35 %'],
      ['prod', 'App Service', '€480.00', '72 %'],
      ['Total', '€600.50', ''],
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('a failed board says so with Retry while the menu and the other boards still work; Retry recovers it', async () => {
    serve('lifecycle');
    const user = userEvent.setup();
    await render('/overview/ProjectDashboard/3?board=lifecycle');
    expect(await screen.findByRole('alert')).toHaveTextContent('Lifecycles Stats could not be loaded.');
    expect(boardHeading()).toHaveTextContent('Lifecycles Stats');

    await user.click(within(menu()).getByRole('link', { name: 'Smart Resource Management' }));
    expect(await screen.findByRole('table', { name: 'Environments' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(menu()).getByRole('link', { name: 'SEO Monitoring' }));
    expect(await screen.findByRole('table', { name: 'Keyword ranks' })).toBeInTheDocument();

    await user.click(within(menu()).getByRole('link', { name: 'Lifecycles Stats' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lifecycles Stats could not be loaded.');
    down.delete('lifecycle');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Projects per status' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe("against a backend without the extension endpoints (404): the seeds' fixed sample data", () => {
    const SAMPLE_NOTE = 'Sample data: this server does not provide these figures, so the fixed sample figures are shown.';
    const withoutExtensions = () =>
      server.use(
        ...(['monitoring', 'lifecycle', 'resources'] as const).map((name) =>
          http.get(URLS[name], () => {
            reads[name] += 1;
            return HttpResponse.json({ error: 'Not Found' }, { status: 404 });
          }),
        ),
      );

    it('SEO Monitoring, Lifecycles Stats and Smart Resource Management show the samples with a note, not an error', async () => {
      withoutExtensions();
      const user = userEvent.setup();
      await render('/overview/ProjectDashboard/3?board=seo');
      expect(await screen.findByText(SAMPLE_NOTE)).toBeVisible();
      expect(tableRows('Keyword ranks')[0]).toEqual(['skin care routine', '3', 'Up 2', '49,500']);
      expect(chartRows('Backlinks of Aurora Relaunch over the last 12 months')[0]).toEqual(['Jan', '820']);
      // The SEO record is no extension: it still comes from the server.
      expect(await screen.findByRole('heading', { level: 4, name: 'Number of Users' })).toBeInTheDocument();

      await user.click(within(menu()).getByRole('link', { name: 'Lifecycles Stats' }));
      expect(await screen.findByRole('heading', { level: 3, name: 'Projects per status' })).toBeInTheDocument();
      expect(screen.getByText(SAMPLE_NOTE)).toBeVisible();
      expect(chartRows('Number of projects per status')[0]).toEqual(['YET TO CREATE', '4']);

      await user.click(within(menu()).getByRole('link', { name: 'Smart Resource Management' }));
      const stack = await screen.findByRole('region', { name: 'Tech stack' });
      expect(within(stack).getByText('Middleware').nextSibling).toHaveTextContent('Node.js');
      expect(screen.getByText(SAMPLE_NOTE)).toBeVisible();
      expect(tableRows('Environments').at(-1)).toEqual(['Total', '$255.50', '']);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('with the extensions the boards show their data and no note', async () => {
      await render('/overview/ProjectDashboard/3?board=seo');
      await screen.findByRole('table', { name: 'Keyword ranks' });
      expect(tableRows('Keyword ranks')[0]).toEqual(['running shoes', '3', 'Up 2', '12,500']);
      expect(screen.queryByText(SAMPLE_NOTE)).toBeNull();
    });

    it('another failure than 404 still says so with Retry', async () => {
      serve('resources');
      await render('/overview/ProjectDashboard/3?board=resources');
      expect(await screen.findByRole('alert')).toHaveTextContent('Smart Resource Management could not be loaded.');
      expect(screen.queryByText(SAMPLE_NOTE)).toBeNull();
    });
  });

  it('SEO Monitoring: each of its two answers fails on its own', async () => {
    serve('monitoring');
    await render('/overview/ProjectDashboard/3?board=seo');
    expect(await screen.findByRole('alert')).toHaveTextContent('SEO Monitoring: Keyword ranks, Backlinks could not be loaded.');
    expect(await screen.findByRole('heading', { level: 4, name: 'Number of Users' })).toBeInTheDocument();
  });

  it('a failed project list says so with Retry and the boards still show', async () => {
    serve('projects');
    const user = userEvent.setup();
    await render('/overview/ProjectDashboard/3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project list could not be loaded.');
    expect(await screen.findByRole('heading', { level: 4, name: 'Performance Score' })).toBeInTheDocument();
    down.delete('projects');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project :' })).toHaveDisplayValue('Aurora Relaunch'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while a board loads it says Loading... in a reserved space', async () => {
    await render('/overview/ProjectDashboard/3?board=resources');
    const status = screen.getByText('Loading...');
    expect(status).toHaveAttribute('role', 'status');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('table', { name: 'Environments' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
