import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawnCharts } from '../../../../testing/apexStub';
import { SonarView } from './SonarView';
import { renderView, seriousAxeViolations, sonar } from './testUtils';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts); the stub records their props.
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

const dataRows = (figure: HTMLElement) =>
  within(within(figure).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

/** The issue keys the grid shows, in order. */
const shownKeys = (grid: HTMLElement) => Array.from(grid.querySelectorAll('[role="row"] [role="gridcell"][data-field="key"]')).map((cell) => cell.textContent);

/** The cells of the grid's first issue row. */
const firstRow = (grid: HTMLElement) =>
  Array.from(grid.querySelector('[role="row"][data-rowindex="0"]')?.querySelectorAll('[role="gridcell"]') ?? []).map((cell) => cell.textContent);

beforeEach(() => {
  drawnCharts.length = 0;
});

describe('SonarView', () => {
  it('charts severity (major, minor, critical) and type (bug, code smell)', async () => {
    const { container } = renderView(<SonarView data={sonar(3, 2)} />);
    const region = screen.getByRole('region', { name: 'Sonar' });
    const severity = within(region).getByRole('figure', { name: 'Sonar issues by severity: Major, Minor, Critical' });
    expect(dataRows(severity)).toEqual([
      ['Major', '7'],
      ['Minor', '11'],
      ['Critical', '3'],
    ]);
    const type = within(region).getByRole('figure', { name: 'Sonar issues by type: Bug, Code Smell' });
    expect(dataRows(type)).toEqual([
      ['Bug', '5'],
      ['Code Smell', '13'],
    ]);
    const [severityChart, typeChart] = drawnCharts.slice(-2);
    expect(severityChart.type).toBe('bar');
    expect(severityChart.series).toEqual([{ name: 'Count', data: [7, 11, 3] }]);
    expect(typeChart.series).toEqual([{ name: 'Count', data: [5, 13] }]);
    expect(typeChart.options?.xaxis?.categories).toEqual(['Bug', 'Code Smell']);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('pages the issues 5 at a time by default, and shows every issue with All', async () => {
    const user = userEvent.setup();
    renderView(<SonarView data={sonar(0, 30)} />);
    const grid = screen.getByRole('grid', { name: 'Sonar issues' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Key', 'Severity', 'Status', 'Message', 'Type']);
    expect(shownKeys(grid)).toEqual(['AX-1', 'AX-2', 'AX-3', 'AX-4', 'AX-5']);
    expect(firstRow(grid)).toEqual(['AX-1', 'CRITICAL', 'OPEN', 'Issue message 1', 'BUG']);
    expect(screen.getByText('1–5 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(shownKeys(grid)).toEqual(['AX-6', 'AX-7', 'AX-8', 'AX-9', 'AX-10']);

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(shownKeys(grid)).toEqual(Array.from({ length: 30 }, (_, i) => `AX-${i + 1}`));
  });

  it('says so when there are no issues', () => {
    renderView(<SonarView data={sonar(0, 0)} />);
    expect(screen.getByText('No issues.')).toBeInTheDocument();
  });
});
