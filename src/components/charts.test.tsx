import { screen, waitFor, within } from '@testing-library/react';
import { BarChart, Chart } from './charts';
import { renderView, seriousAxeViolations } from '../testing/renderView';

// The real apexcharts draws here, in jsdom, to show it does not crash there.
// apexcharts 5's CommonJS entries disagree on what require('apexcharts/core') gives: the chart
// types call .use() on it and react-apexcharts constructs it, but core.common.js exports
// { default: ApexCharts, __apex_*: ... }. Give them the class carrying the named exports.
jest.mock('apexcharts/core', () => {
  const core = jest.requireActual('apexcharts/core');
  return Object.assign(core.default, core);
});

const tableRows = (figure: HTMLElement) =>
  within(within(figure).getByRole('table')).getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('Chart', () => {
  it('draws a bar chart in jsdom, named, with its values in a hidden table', async () => {
    const { container } = renderView(
      <BarChart
        ariaLabel="Fruit eaten"
        seriesName="Count"
        bars={[
          { label: 'Apples', value: 3, colour: '#b3261e' },
          { label: 'Pears', value: 0, colour: '#0b4f8a' },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Fruit eaten' });
    expect(figure).toHaveAttribute('data-chart-type', 'bar');
    const image = within(figure).getByRole('img', { name: 'Fruit eaten' });
    await waitFor(() => expect(image.querySelector('svg.apexcharts-svg')).not.toBeNull());
    expect(image.querySelectorAll('.apexcharts-bar-area')).toHaveLength(2);
    expect(within(figure).getByRole('table', { name: 'Fruit eaten: data' })).toBeInTheDocument();
    expect(tableRows(figure)).toEqual([
      ['Category', 'Count'],
      ['Apples', '3'],
      ['Pears', '0'],
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('draws a line chart with several series, numbering the rows when no categories are given', async () => {
    renderView(
      <Chart
        type="line"
        ariaLabel="Scores"
        options={{ stroke: { width: 2 } }}
        series={[
          { name: 'Ours', data: [10, 20, 30] },
          { name: 'Theirs', data: [15, 25] },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Scores' });
    await waitFor(() => expect(figure.querySelector('svg.apexcharts-svg')).not.toBeNull());
    expect(figure.querySelectorAll('.apexcharts-line-series .apexcharts-series')).toHaveLength(2);
    expect(tableRows(figure)).toEqual([
      ['Category', 'Ours', 'Theirs'],
      ['1', '10', '15'],
      ['2', '20', '25'],
      ['3', '30', ''],
    ]);
  });

  it('unmounts without errors', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderView(<BarChart ariaLabel="One" seriesName="Count" bars={[{ label: 'A', value: 1, colour: '#b3261e' }]} />);
    await waitFor(() => expect(document.querySelector('svg.apexcharts-svg')).not.toBeNull());
    unmount();
    expect(document.querySelector('svg.apexcharts-svg')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
