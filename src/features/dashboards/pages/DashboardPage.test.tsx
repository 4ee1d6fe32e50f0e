import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { config } from '../../../config';
import {
  BUCKETS,
  bucketShares,
  PERFORMANCE_CHART_LISTS,
  SEO_CHART_METRICS,
  type OverallRecord,
  type PerformanceRecord,
  type RecommendationsResponse,
  type SeoRecord,
} from '../../../domain/dashboards';
import { seriousAxeViolations } from '../../../testing/renderView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import DashboardPage from './DashboardPage';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts).
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

const seo = (projectName: string, n: number): SeoRecord => ({
  projectName,
  numberOfUsers: 100 * n,
  newUsersPercent: 10 * n,
  avgSessionDuartion: 25 * n,
  backLinkCount: 1000 * n,
  bounceRate: 15 * n,
  clickThroughRate: n,
  pagesPerSession: n,
  returningVisitors: 60 - 10 * n,
  users: 50 * n,
});

const SEO: SeoRecord[] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name, i) => seo(name, i + 1));
const OVERALL: OverallRecord[] = [
  { projectName: 'Alpha', performanceScore: 90 },
  { projectName: 'Bravo', performanceScore: 40 },
  { projectName: 'Charlie', performanceScore: 25 },
  { projectName: 'Delta', performanceScore: 10 },
  { projectName: 'Echo', performanceScore: 55 },
  { projectName: 'Foxtrot', performanceScore: 70 },
  { projectName: 'Golf', performanceScore: 5 },
];
const RECOMMENDATIONS: RecommendationsResponse = {
  unusedJavascript: [
    { projectName: 'Alpha', impact: 'low' },
    { projectName: 'Bravo', impact: 'high' },
    { projectName: 'Charlie', impact: 'low' },
  ],
  renderBlockingImages: [{ projectName: 'Alpha', impact: 'high' }],
  unusedCss: [
    { projectName: 'Alpha', impact: 'low' },
    { projectName: 'Bravo', impact: 'low' },
    { projectName: 'Charlie', impact: 'low' },
    { projectName: 'Delta', impact: 'high' },
  ],
  initialServerResponseTime: [],
  unusedHttp2: [
    { projectName: 'Alpha', impact: 'high' },
    { projectName: 'Bravo', impact: 'high' },
    { projectName: 'Charlie', impact: 'high' },
    { projectName: 'Delta', impact: 'high' },
    { projectName: 'Echo', impact: 'low' },
    { projectName: 'Foxtrot', impact: 'low' },
  ],
};
const PERFORMANCE: PerformanceRecord = {
  performanceScore: 72,
  speedIndex: 0.8,
  timeToInteract: 6.2,
  fcp: 0.9,
  lcp: 2.5,
  tbt: 0.4,
  cls: 0.05,
  recomendations: [{ oppurtunity: 'Reduce unused JavaScript', impact: 'high', estimatedSavings: '1.2 s' }],
};

/** The expected impact shares of a list: low, then high, with 2 decimals. */
const IMPACT_SHARES: Record<string, [string, string]> = {
  unusedJavascript: ['66.67', '33.33'],
  renderBlockingImages: ['0.00', '100.00'],
  unusedCss: ['75.00', '25.00'],
  initialServerResponseTime: ['0.00', '0.00'],
  unusedHttp2: ['33.33', '66.67'],
};

let performanceRequests: string[];
const PROJECT_ID = config.dashboards.overallProjectId;

function answerAll() {
  server.use(
    http.get('*/get_dfc_Seodashboard', () => HttpResponse.json(SEO)),
    http.get('*/get_dfc_performanceoverall', () => HttpResponse.json(OVERALL)),
    http.get('*/dfc_recommendations', () => HttpResponse.json(RECOMMENDATIONS)),
    http.get('*/get_dfc_performance_dashboard/:projectId', ({ params }) => {
      performanceRequests.push(String(params.projectId));
      return HttpResponse.json(PERFORMANCE);
    }),
  );
}

async function open() {
  const result = await renderWithProviders(<DashboardPage />, { route: '/overview/Dashboard', as: 'gbm' });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  return result;
}

const section = (name: string) => screen.getByRole('region', { name });
const pair = (label: string) => screen.getByRole('region', { name: label });
const listTexts = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  performanceRequests = [];
  answerAll();
});

afterEach(() => {
  config.dashboards.overallProjectId = PROJECT_ID;
});

describe('DashboardPage', () => {
  it('shows the seven SEO chart pairs with each bucket as a percentage with 2 decimals', async () => {
    const { container } = await open();
    const seoSection = section('SEO Metrics Dashboard');
    await within(seoSection).findByRole('list', { name: /^New Users: share/ });
    const pairs = within(seoSection).getAllByRole('region');
    expect(pairs.map((p) => within(p).getByRole('heading', { level: 3 }).textContent)).toEqual(SEO_CHART_METRICS.map((m) => m.label));
    for (const { metric, label } of SEO_CHART_METRICS) {
      const shares = bucketShares(metric, SEO.map((record) => record[metric]));
      const list = within(pair(label)).getByRole('list', { name: `${label}: share of projects per bucket (percent)` });
      expect(listTexts(list)).toEqual(BUCKETS.map((bucket) => `${bucket}: ${shares[bucket]}%`));
      expect(within(pair(label)).getByRole('figure', { name: `${label}: share of projects per bucket (percent)` })).toBeInTheDocument();
    }
    // New users 10..60: 60 Very Good; 40, 50 Good; 20, 30 Avg; 10 Poor.
    expect(listTexts(within(pair('New Users')).getByRole('list'))).toEqual(['Very Good: 16.67%', 'Good: 33.33%', 'Avg: 33.33%', 'Poor: 16.67%']);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the six performance pairs: score buckets from the overall records, then low and high impact shares', async () => {
    await open();
    const perfSection = section('Performance Metrics Dashboard');
    await within(perfSection).findByRole('list', { name: /^Unused CSS: share/ });
    await within(perfSection).findByRole('list', { name: /^Performance Score: share/ });
    const pairs = within(perfSection).getAllByRole('region');
    expect(pairs.map((p) => within(p).getByRole('heading', { level: 3 }).textContent)).toEqual(PERFORMANCE_CHART_LISTS.map((l) => l.label));
    const scores = bucketShares('performanceScore', OVERALL.map((r) => r.performanceScore));
    expect(listTexts(within(pair('Performance Score')).getByRole('list'))).toEqual(BUCKETS.map((bucket) => `${bucket}: ${scores[bucket]}%`));
    for (const { list, label } of PERFORMANCE_CHART_LISTS.slice(1)) {
      const [low, high] = IMPACT_SHARES[list];
      expect(listTexts(within(pair(label)).getByRole('list'))).toEqual([`Low impact: ${low}%`, `High impact: ${high}%`]);
    }
  });

  it('a toggle arrow reveals the first 5 projects and a More Data link to the metric', async () => {
    const user = userEvent.setup();
    await open();
    const newUsers = pair('New Users');
    await within(newUsers).findByRole('figure');
    const toggle = within(newUsers).getByRole('button', { name: 'Show projects for New Users' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(newUsers).queryByRole('link')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sub = within(newUsers).getByRole('list', { name: 'New Users: the first 5 projects' });
    expect(listTexts(sub)).toEqual(['Alpha: 10 (Poor)', 'Bravo: 20 (Avg)', 'Charlie: 30 (Avg)', 'Delta: 40 (Good)', 'Echo: 50 (Good)']);
    expect(within(newUsers).getByRole('figure', { name: 'New Users: the first 5 projects' })).toBeInTheDocument();
    expect(within(newUsers).getByRole('link', { name: 'More Data for New Users' })).toHaveAttribute('href', '/overview/AllProjectData?metric=newUsersPercent');
    // In act: the toggle's ripple may end while axe runs.
    let violations: string[] = [];
    await act(async () => {
      violations = await seriousAxeViolations(newUsers);
    });
    expect(violations).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(newUsers).queryByRole('link')).not.toBeInTheDocument();

    const score = pair('Performance Score');
    await user.click(within(score).getByRole('button', { name: 'Show projects for Performance Score' }));
    expect(within(score).getByRole('link', { name: 'More Data for Performance Score' })).toHaveAttribute('href', '/overview/AllProjectData?metric=performanceScore');
    expect(listTexts(within(score).getByRole('list', { name: 'Performance Score: the first 5 projects' }))).toHaveLength(5);

    const http2 = pair('Unused HTTP/2');
    await user.click(within(http2).getByRole('button', { name: 'Show projects for Unused HTTP/2' }));
    expect(listTexts(within(http2).getByRole('list', { name: 'Unused HTTP/2: the first 5 projects' }))).toEqual([
      'Alpha: High impact',
      'Bravo: High impact',
      'Charlie: High impact',
      'Delta: High impact',
      'Echo: Low impact',
    ]);
    expect(within(http2).getByRole('link', { name: 'More Data for Unused HTTP/2' })).toHaveAttribute('href', '/overview/AllProjectData?list=unusedHttp2');
  });

  it('reads the card set from the configured project and colours the cards with words', async () => {
    config.dashboards.overallProjectId = 4242;
    await open();
    const cards = await within(section('Project Performance')).findByRole('list', { name: 'Performance metrics' });
    const items = await within(cards).findAllByRole('listitem');
    expect(performanceRequests).toEqual(['4242']);
    const texts = items.map((card) => [card.querySelector('h3')?.textContent, card.getAttribute('data-colour'), card.textContent]);
    expect(texts).toEqual([
      ['Performance Score', 'green', 'Performance Score72Good'],
      ['Speed Index', 'green', 'Speed Index0.8Good: Nothing to be done here'],
      ['Time to Interactive', 'red', 'Time to Interactive6.2Needs attention'],
      ['First Contentful Paint', 'green', 'First Contentful Paint0.9Within target'],
      ['Largest Contentful Paint', 'red', 'Largest Contentful Paint2.5Needs attention'],
      ['Total Blocking Time', 'green', 'Total Blocking Time0.4Within target'],
      ['Cumulative Layout Shift', 'green', 'Cumulative Layout Shift0.05Within target'],
    ]);
    expect(within(section('Project Performance')).getByText('Reduce unused JavaScript')).toBeInTheDocument();
    expect(within(section('Project Performance')).getByText('High impact')).toBeInTheDocument();
  });

  it('a failed section says so with Retry while the others show; Retry loads it', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(http.get('*/get_dfc_Seodashboard', () => (fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(SEO))));
    await open();
    const seoSection = section('SEO Metrics Dashboard');
    const alert = await within(seoSection).findByRole('alert');
    expect(alert).toHaveTextContent('The SEO metrics could not be loaded.');
    expect(within(seoSection).queryByRole('region')).not.toBeInTheDocument();
    await within(section('Performance Metrics Dashboard')).findByRole('list', { name: /^Unused CSS: share/ });
    await within(section('Project Performance')).findByRole('list', { name: 'Performance metrics' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(seoSection).findByRole('list', { name: /^New Users: share/ });
    expect(within(seoSection).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the recommendations failing leaves the performance score pair and the cards', async () => {
    server.use(http.get('*/dfc_recommendations', () => new HttpResponse(null, { status: 500 })));
    await open();
    const perfSection = section('Performance Metrics Dashboard');
    expect(await within(perfSection).findByRole('alert')).toHaveTextContent('The recommendations could not be loaded.');
    await within(perfSection).findByRole('list', { name: /^Performance Score: share/ });
    expect(within(perfSection).getAllByRole('region')).toHaveLength(1);
    await waitFor(() => expect(performanceRequests).toEqual([String(PROJECT_ID)]));
  });
});
