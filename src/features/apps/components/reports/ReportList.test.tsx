import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportList } from './ReportList';
import { renderView, seriousAxeViolations } from './testUtils';

const reports = Array.from({ length: 12 }, (_, i) => ({ reportName: `lighthouse-${i + 1}.html`, relativePath: `reports/build-${i + 1}/lighthouse.html` }));

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('ReportList', () => {
  it('lists reportName and relativePath, 5 rows by default; 5, 10, 25 or All', async () => {
    const user = userEvent.setup();
    const { container } = renderView(<ReportList reports={reports} />);
    const region = screen.getByRole('region', { name: 'Reports' });
    const table = within(region).getByRole('table', { name: 'Reports' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Report Name', 'Relative Path']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('lighthouse-1.htmlreports/build-1/lighthouse.html');
    expect(names(table)).toEqual(['lighthouse-1.html', 'lighthouse-2.html', 'lighthouse-3.html', 'lighthouse-4.html', 'lighthouse-5.html']);
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(names(table)[0]).toBe('lighthouse-6.html');

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(names(table)).toHaveLength(12);
  });

  it('says so when there is no report', () => {
    renderView(<ReportList reports={[]} />);
    expect(within(screen.getByRole('region', { name: 'Reports' })).getByText('No reports yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
