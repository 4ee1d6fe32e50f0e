import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildHistoryTable, type BuildHistoryTableProps } from './BuildHistoryTable';
import type { BuildHistoryEntry } from '../../../domain/apps';

/** `count` builds, newest first (the server's order), numbered count down to 1. */
function buildsOf(count: number, status = 'SUCCESS'): BuildHistoryEntry[] {
  return Array.from({ length: count }, (_, i) => ({ buildNo: count - i, buildStatus: status, appId: 7 }));
}

function renderTable(props: Partial<BuildHistoryTableProps> = {}) {
  const onSelect = jest.fn();
  const view = render(<BuildHistoryTable builds={buildsOf(3)} selectedBuildNo={null} onSelect={onSelect} {...props} />);
  return { onSelect, ...view };
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Build history' });
  return within(table).getAllByRole('row').slice(1);
}

describe('BuildHistoryTable', () => {
  it('shows the columns (Build No, Build Status, App Id, the log) and the builds in the order given (newest first)', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Build history' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Build No', 'Build Status', 'App Id', 'Console log']);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['3', '2', '1']);
    // The seed's entry fields in its order: buildNo, buildStatus, appId.
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['7', '7', '7']);
  });

  it('says each status in words on a coloured chip: success green, failure red, in progress orange with a spinner, others grey', () => {
    const { container } = renderTable({
      builds: [
        { buildNo: 5, buildStatus: 'IN_PROGRESS', appId: 1 },
        { buildNo: 4, buildStatus: 'FAILURE', appId: 1 },
        { buildNo: 3, buildStatus: 'SUCCESS', appId: 1 },
        { buildNo: 2, buildStatus: 'ABORTED', appId: 1 },
        { buildNo: 1, buildStatus: 'QUEUED', appId: 1 },
      ],
    });
    const chips = [...container.querySelectorAll('[data-status]')];
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('data-status')])).toEqual([
      ['In progress', 'running'],
      ['Failure', 'failure'],
      ['Success', 'success'],
      ['Aborted', 'other'],
      ['QUEUED', 'other'],
    ]);
    expect(chips[0]).toHaveClass('MuiChip-colorWarning');
    expect(chips[0].querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(chips[1]).toHaveClass('MuiChip-colorError');
    expect(chips[2]).toHaveClass('MuiChip-colorSuccess');
    expect(chips[3]).toHaveClass('MuiChip-colorDefault');
    expect(chips[2].querySelector('.MuiCircularProgress-root')).toBeNull();
  });

  it('reads IN-PROGRESS and lower case spellings as in progress', () => {
    const { container } = renderTable({ builds: [{ buildNo: 1, buildStatus: 'in-progress', appId: 1 }] });
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'running');
  });

  it("has a real button per build that selects it, pressed when selected", async () => {
    const { onSelect } = renderTable({ selectedBuildNo: 2 });
    const selected = screen.getByRole('button', { name: 'View log of build #2' });
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'View log of build #3' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'View log of build #3' }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('pages 5 rows by default, with 5, 10, 25 and All', async () => {
    renderTable({ builds: buildsOf(12) });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['7', '6', '5', '4', '3']);

    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '25', 'All']);
    await userEvent.click(screen.getByRole('option', { name: 'All' }));
    expect(bodyRows()).toHaveLength(12);
  });

  it("says 'No builds yet.' when there are none", () => {
    renderTable({ builds: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No builds yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the first load runs, and keeps the rows during a reload", () => {
    const { rerender, onSelect } = renderTable({ builds: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<BuildHistoryTable builds={buildsOf(2)} selectedBuildNo={null} onSelect={onSelect} loading />);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });
});
