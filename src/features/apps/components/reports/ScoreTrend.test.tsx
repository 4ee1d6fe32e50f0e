import { screen, within } from '@testing-library/react';
import { drawnCharts } from '../../../../testing/apexStub';
import { ScoreTrend } from './ScoreTrend';
import { renderView, seriousAxeViolations } from './testUtils';

// The chart draws nothing here (charts.test.tsx draws with the real apexcharts); the stub records its props.
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

beforeEach(() => {
  drawnCharts.length = 0;
});

describe('ScoreTrend', () => {
  it('draws the performance scores from the oldest build to the newest, with the values as a hidden table', async () => {
    const { container } = renderView(
      <ScoreTrend
        points={[
          { buildNo: 14, score: 71 },
          { buildNo: 12, score: 55 },
          { buildNo: 13, score: 62 },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Performance trend' });
    const figure = within(region).getByRole('figure', { name: 'Lighthouse performance score over the last 3 builds, oldest to newest' });
    const rows = within(within(figure).getByRole('table'))
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Category', 'Performance'],
      ['Build 12', '55'],
      ['Build 13', '62'],
      ['Build 14', '71'],
    ]);
    const chart = drawnCharts.at(-1);
    expect(chart?.type).toBe('line');
    expect(chart?.series).toEqual([{ name: 'Performance', data: [55, 62, 71] }]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it.each([[[]], [[{ buildNo: 3, score: 80 }]]])('says there are too few builds with %j', (points) => {
    renderView(<ScoreTrend points={points} />);
    expect(screen.getByText(/Not enough builds for a trend yet/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(drawnCharts).toHaveLength(0);
  });
});
