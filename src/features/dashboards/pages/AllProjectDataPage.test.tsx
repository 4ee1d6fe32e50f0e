import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { BUCKETS, bucketOf, type OverallRecord, type RecommendationsResponse, type SeoRecord } from '../../../domain/dashboards';
import { saveFile } from '../../../shared/download';
import { seriousAxeViolations } from '../../../testing/renderView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SCROLLING_HEIGHT } from '../components/overview/AllProjectDataTable';
import AllProjectDataPage from './AllProjectDataPage';

jest.mock('../../../shared/download', () => ({ ...jest.requireActual('../../../shared/download'), saveFile: jest.fn() }));
const saved = jest.mocked(saveFile);

const NAMES = ['Alpha', 'Bravo "B"', '=HYPERLINK("x")', '-2+3', '@SUM(A1)', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima'];
const NEW_USERS = [55, 12, 40, 22, 36, 70, 5, 49, 18, 35, 20, 51];
const SEO: SeoRecord[] = NAMES.map((projectName, i) => ({
  projectName,
  numberOfUsers: 1,
  newUsersPercent: NEW_USERS[i],
  avgSessionDuartion: 1,
  backLinkCount: 1,
  bounceRate: 1,
  clickThroughRate: 1,
  pagesPerSession: 1,
  returningVisitors: 1,
  users: 1,
}));
const OVERALL: OverallRecord[] = [
  { projectName: 'Alpha', performanceScore: 91 },
  { projectName: 'Bravo', performanceScore: 12 },
];
const RECOMMENDATIONS: RecommendationsResponse = {
  unusedJavascript: [],
  renderBlockingImages: [],
  unusedCss: [
    { projectName: 'Alpha', impact: 'low' },
    { projectName: 'Bravo', impact: 'high' },
  ],
  initialServerResponseTime: [],
  unusedHttp2: [],
};

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

async function open(search: string) {
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      <AllProjectDataPage />
      <SearchProbe />
    </>,
    { route: `/overview/AllProjectData${search}`, as: 'lbm' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'All Project Data' })).toBeInTheDocument();
  return { user, ...result };
}

const cellsOf = (grid: HTMLElement, field: string) => Array.from(grid.querySelectorAll(`[role="row"] [role="gridcell"][data-field="${field}"]`)).map((cell) => cell.textContent);

/** The grid once its rows have arrived. */
async function gridOf(name: string) {
  const grid = await screen.findByRole('grid', { name });
  await waitFor(() => expect(cellsOf(grid, 'project').length).toBeGreaterThan(0));
  return grid;
}

beforeEach(() => {
  saved.mockClear();
  server.use(
    http.get('*/get_dfc_Seodashboard', () => HttpResponse.json(SEO)),
    http.get('*/get_dfc_performanceoverall', () => HttpResponse.json(OVERALL)),
    http.get('*/dfc_recommendations', () => HttpResponse.json(RECOMMENDATIONS)),
  );
});

describe('AllProjectDataPage', () => {
  it('lists every project of the metric 5 a page, with the value and bucket, and links back', async () => {
    const { user, container } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveTextContent('New Users');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/overview/Dashboard');
    expect(cellsOf(grid, 'project')).toEqual(NAMES.slice(0, 5));
    expect(cellsOf(grid, 'value')).toEqual(NEW_USERS.slice(0, 5).map(String));
    expect(cellsOf(grid, 'bucket')).toEqual(NEW_USERS.slice(0, 5).map((v) => bucketOf('newUsersPercent', v)));
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(cellsOf(grid, 'project')).toEqual(NAMES.slice(5, 10));
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(cellsOf(grid, 'project')).toEqual(NAMES));
  });

  it('sorts by value and by bucket, and filters with the quick filter', async () => {
    const { user } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    await user.click(within(grid).getByRole('columnheader', { name: 'Value' }));
    await waitFor(() => expect(cellsOf(grid, 'value')).toEqual(['5', '12', '18', '20', '22']));
    await user.click(within(grid).getByRole('columnheader', { name: 'Value' }));
    await waitFor(() => expect(cellsOf(grid, 'value')).toEqual(['70', '55', '51', '49', '40']));
    await user.click(within(grid).getByRole('columnheader', { name: 'Bucket' }));
    await waitFor(() => expect(cellsOf(grid, 'bucket')).toEqual(['Very Good', 'Very Good', 'Very Good', 'Good', 'Good']));

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'li');
    await waitFor(() => expect(cellsOf(grid, 'project')).toEqual(['Lima', '=HYPERLINK("x")', 'Juliett']));
  });

  it('renders its cells without per-cell style work: the marks are static classes, the numbers one formatter', async () => {
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      const { user } = await open('?metric=newUsersPercent');
      const grid = await gridOf('All projects: New Users');
      await user.click(within(grid).getByRole('columnheader', { name: 'Project' }));
      await waitFor(() => expect(cellsOf(grid, 'project')[0]).toBe('-2+3'));
      expect(cellsOf(grid, 'value')).toEqual(['22', '36', '40', '55', '12']);
      const marks = Array.from(grid.querySelectorAll('[role="gridcell"][data-field="bucket"]'));
      expect(marks).toHaveLength(5);
      for (const cell of marks) {
        // An emotion class (css-…) is a style serialised when the cell renders.
        expect(cell.querySelector('[class*="css-"]')).toBeNull();
        const mark = cell.querySelector('.AllData-mark') as HTMLElement;
        expect(mark).toHaveAttribute('aria-hidden', 'true');
        // The rules come once from the grid: a 10 px round mark in the bucket's colour.
        expect(getComputedStyle(mark)).toMatchObject({ width: '10px', height: '10px', borderRadius: '50%' });
        expect(mark.style.backgroundColor).not.toBe('');
      }
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      toLocaleString.mockRestore();
    }
  });

  it('sorts by changing the text of the rows in view, not the rows, under plain column titles', async () => {
    const { user } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    const rows = () => Array.from(grid.querySelectorAll('[role="row"][data-rowindex]'));
    const before = rows();
    expect(before).toHaveLength(5);
    const header = within(grid).getByRole('columnheader', { name: 'Project' });
    // The title is a plain span (no tooltip around it, no measuring of its width on each sort).
    expect(header.querySelector('.AllData-title')).toHaveTextContent('Project');
    expect(header.querySelector('.MuiDataGrid-columnHeaderTitle')).toBeNull();

    await user.click(header);
    await waitFor(() => expect(cellsOf(grid, 'project')).toEqual(['-2+3', '@SUM(A1)', '=HYPERLINK("x")', 'Alpha', 'Bravo "B"']));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // The same row elements, now showing other projects (none replaced).
    expect(rows().every((row, i) => row === before[i])).toBe(true);
    await user.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(cellsOf(grid, 'project')).toEqual(['Lima', 'Kilo', 'Juliett', 'India', 'Hotel']);
    await user.click(header);
    await waitFor(() => expect(cellsOf(grid, 'project')).toEqual(NAMES.slice(0, 5)));
    expect(rows().every((row, i) => row === before[i])).toBe(true);
  });

  it('keeps the column menu: sort, filter and hide by column', async () => {
    const { user } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    const header = within(grid).getByRole('columnheader', { name: 'Project' });
    const menuButton = (of: HTMLElement, name: string) => of.querySelector(`button[aria-label="${name} column menu"]`) as HTMLElement;

    await user.click(menuButton(header, 'Project'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Sort by ASC', 'Sort by DESC', 'Filter', 'Hide column', 'Manage columns']),
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sort by ASC' }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(cellsOf(grid, 'project')).toEqual(['-2+3', '@SUM(A1)', '=HYPERLINK("x")', 'Alpha', 'Bravo "B"']);

    const value = within(grid).getByRole('columnheader', { name: 'Value' });
    await user.click(menuButton(value, 'Value'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Filter' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'Value' }), '55');
    await waitFor(() => expect(cellsOf(grid, 'project')).toEqual(['Alpha']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Value' })).toBeNull());

    const project = within(grid).getByRole('columnheader', { name: 'Project' });
    await user.click(menuButton(project, 'Project'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Hide column' }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Project' })).toBeNull());
    expect(cellsOf(grid, 'value')).toEqual(['55']);
  });

  it('sorts every column as before: buckets by their order both ways, impact words by the collator', async () => {
    const { user } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    const bucket = within(grid).getByRole('columnheader', { name: 'Bucket' });
    await user.click(bucket);
    await waitFor(() => expect(bucket).toHaveAttribute('aria-sort', 'ascending'));
    expect(cellsOf(grid, 'bucket')).toEqual(['Very Good', 'Very Good', 'Very Good', 'Good', 'Good']);
    await user.click(bucket);
    await waitFor(() => expect(bucket).toHaveAttribute('aria-sort', 'descending'));
    // Worst bucket first, ties in the answer's order (the grid's stable sort, negated for descending).
    const rank = (i: number) => BUCKETS.indexOf(bucketOf('newUsersPercent', NEW_USERS[i]));
    const order = NAMES.map((_, i) => i).sort((a, b) => rank(b) - rank(a));
    expect(cellsOf(grid, 'project')).toEqual(order.slice(0, 5).map((i) => NAMES[i]));
    expect(cellsOf(grid, 'value')).toEqual(order.slice(0, 5).map((i) => String(NEW_USERS[i])));

    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.click(screen.getByRole('option', { name: 'Unused CSS' }));
    const list = await gridOf('All projects: Unused CSS');
    const impact = within(list).getByRole('columnheader', { name: 'Impact' });
    await user.click(impact);
    await waitFor(() => expect(cellsOf(list, 'impact')).toEqual(['High', 'Low']));
    await user.click(impact);
    await waitFor(() => expect(cellsOf(list, 'impact')).toEqual(['Low', 'High']));
  });

  it('with All of more than 25 rows it keeps a fixed height and scrolls inside (virtualised), and still sorts', async () => {
    const many = Array.from({ length: 40 }, (_, i): SeoRecord => ({ ...SEO[0], projectName: `Project ${i + 1}`, newUsersPercent: 90 - i }));
    server.use(http.get('*/get_dfc_Seodashboard', () => HttpResponse.json(many)));
    const { user } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    const root = grid.closest('.MuiDataGrid-root') as HTMLElement;
    expect(getComputedStyle(root).height).not.toBe(`${SCROLLING_HEIGHT}px`);
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(getComputedStyle(root).height).toBe(`${SCROLLING_HEIGHT}px`));
    await user.click(within(grid).getByRole('columnheader', { name: 'Value' }));
    await waitFor(() => expect(cellsOf(grid, 'value')[0]).toBe('51'));
  });

  it('downloads the filtered rows as a quoted CSV that keeps formulas as text', async () => {
    const { user } = await open('?metric=newUsersPercent');
    const grid = await gridOf('All projects: New Users');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved).toHaveBeenCalledTimes(1);
    const [content, fileName, type] = saved.mock.calls[0];
    expect(fileName).toBe('all-project-data-newUsersPercent.csv');
    expect(type).toBe('text/csv');
    const lines = String(content).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(NAMES.length + 2);
    expect(lines.slice(0, 6)).toEqual([
      '"Project","Value","Bucket"',
      '"Alpha","55","Very Good"',
      '"Bravo ""B""","12","Poor"',
      `"'=HYPERLINK(""x"")","40","Good"`,
      `"'-2+3","22","Avg"`,
      `"'@SUM(A1)","36","Good"`,
    ]);
    expect(lines.at(-1)).toBe('');

    // Only the rows the filter leaves, in the shown order.
    await user.click(within(grid).getByRole('columnheader', { name: 'Value' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'ot');
    await waitFor(() => expect(cellsOf(grid, 'project')).toEqual(['Hotel', 'Foxtrot']));
    saved.mockClear();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(String(saved.mock.calls[0][0])).toBe('\uFEFF"Project","Value","Bucket"\r\n"Hotel","49","Good"\r\n"Foxtrot","70","Very Good"\r\n');
  });

  it('changes the metric with the select and keeps it in the address', async () => {
    const { user } = await open('?metric=newUsersPercent');
    await gridOf('All projects: New Users');
    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.click(screen.getByRole('option', { name: 'Unused CSS' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?list=unusedCss');
    const grid = await gridOf('All projects: Unused CSS');
    expect(cellsOf(grid, 'project')).toEqual(['Alpha', 'Bravo']);
    expect(cellsOf(grid, 'impact')).toEqual(['Low', 'High']);

    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.click(screen.getByRole('option', { name: 'Performance Score' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?metric=performanceScore');
    const scores = await gridOf('All projects: Performance Score');
    await waitFor(() => expect(cellsOf(scores, 'value')).toEqual(['91', '12']));
    expect(cellsOf(scores, 'bucket')).toEqual(['Very Good', 'Poor']);
  });

  it('says so with Retry when the data cannot be loaded', async () => {
    let fail = true;
    server.use(http.get('*/dfc_recommendations', () => (fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(RECOMMENDATIONS))));
    const { user } = await open('?list=unusedCss');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const grid = await gridOf('All projects: Unused CSS');
    expect(cellsOf(grid, 'impact')).toEqual(['Low', 'High']);
  });
});
