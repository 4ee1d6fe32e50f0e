import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFaults, currentFaults, setFaults } from '../../../../mocks/db/faults';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { DemoAccounts } from './DemoAccounts';
import FaultsPanel from './FaultsPanel';

// Dialog journeys with several round trips: slow on a shared 2-core machine.
jest.setTimeout(60000);

afterEach(() => clearFaults());

function openPanel() {
  const onClose = jest.fn();
  render(<FaultsPanel open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Mock faults' }) };
}

describe('the mock fault switch panel', () => {
  it('lists the current faults from the mock backend', async () => {
    setFaults({ faults: [{ target: 'projects.*', kind: '500', times: 2 }], jobFaults: [{ jobKind: '*', step: 1 }] });
    const { dialog } = openPanel();
    const current = await within(dialog).findByRole('list', { name: 'Current faults' });
    expect(within(current).getByText('projects.*: Server error (500), 2 more answers')).toBeInTheDocument();
    const jobs = within(dialog).getByRole('list', { name: 'Failing server jobs' });
    expect(within(jobs).getByText('any job fails at step 1, until removed')).toBeInTheDocument();
  });

  it('says so when there are no faults', async () => {
    const { dialog } = openPanel();
    expect(await within(dialog).findByText('No faults: every call answers normally.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear all faults' })).toBeDisabled();
  });

  it('offers every contract entry, each group and * as targets, and every fault kind, with labelled controls', async () => {
    const { dialog } = openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const target = within(dialog).getByLabelText(/^Endpoint/) as HTMLSelectElement;
    const values = [...target.options].map((o) => o.value);
    expect(values[0]).toBe('*');
    expect(values).toEqual(expect.arrayContaining(['projects.*', 'approval.*', 'auth.*', 'notifications.*']));
    expect(values.filter((v) => !v.endsWith('*')).every((v) => /^\w+\.\w+$/.test(v))).toBe(true);
    expect(values.some((v) => v.startsWith('mockAdmin.'))).toBe(false);
    const kinds = [...(within(dialog).getByLabelText('Failure') as HTMLSelectElement).options].map((o) => o.value);
    expect(kinds).toEqual(['500', '401', '403', 'network', 'timeout', 'malformed', 'empty']);
    expect(within(dialog).getByLabelText(/Number of answers/)).toBeInTheDocument();
  });

  it('adds a fault, removes one, clears all, and the mock backend holds each change', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    const target = within(dialog).getByLabelText(/^Endpoint/) as HTMLSelectElement;
    const entry = [...target.options].map((o) => o.value).find((v) => v.startsWith('projects.') && !v.endsWith('*'))!;

    await user.selectOptions(target, entry);
    await user.selectOptions(within(dialog).getByLabelText('Failure'), 'timeout');
    await user.type(within(dialog).getByLabelText(/Number of answers/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    expect(await within(dialog).findByText('Fault added.')).toBeInTheDocument();
    expect(currentFaults().faults).toEqual([{ target: entry, kind: 'timeout', times: 3 }]);

    await user.selectOptions(target, '*');
    await user.selectOptions(within(dialog).getByLabelText('Failure'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    await waitFor(() => expect(currentFaults().faults).toHaveLength(2));
    expect(currentFaults().faults[1]).toEqual({ target: '*', kind: '500' });
    expect(within(dialog).getByText('*: Server error (500), until removed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: `Remove fault: ${entry}: Timeout (no answer), 3 more answers` }));
    await waitFor(() => expect(currentFaults().faults).toEqual([{ target: '*', kind: '500' }]));
    expect(await within(dialog).findByText('Fault removed.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear all faults' }));
    expect(await within(dialog).findByText('All faults cleared.')).toBeInTheDocument();
    expect(currentFaults()).toEqual({ faults: [], jobFaults: [] });
    expect(within(dialog).getByText('No faults: every call answers normally.')).toBeInTheDocument();
  });

  it('refuses a number of answers that is not a whole number of 1 or more, without calling the mock', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = openPanel();
    await within(dialog).findByText('No faults: every call answers normally.');
    await user.type(within(dialog).getByLabelText(/Number of answers/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add fault' }));
    expect(within(dialog).getByText('Enter a whole number of 1 or more, or leave it empty.')).toBeInTheDocument();
    expect(currentFaults().faults).toEqual([]);
  });

  it('says so when the switch cannot be read, with a Retry', async () => {
    server.use(http.get('*/__mock__/faults', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const user = userEvent.setup({ delay: null });
    const { dialog } = openPanel();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The current faults could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No faults: every call answers normally.')).toBeInTheDocument();
  });

  it('Close calls onClose', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe("the login page's demo box", () => {
  it('opens the fault switch, loaded on demand', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DemoAccounts />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Open the mock fault switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mock faults' });
    expect(await within(dialog).findByText('No faults: every call answers normally.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
