import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../texts';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { registerMockAdmin } from '.';

// The boot registers the demo box in mock builds; the tests do it themselves.
registerMockAdmin();

const demoAccounts = async () => (await (await fetch('http://localhost/__mock__/accounts')).json()) as { password: string; accounts: { username: string }[] };

describe("the login page's demo box (mock mode)", () => {
  it('lists the demo accounts the mock knows, with their password', async () => {
    const { password, accounts } = await demoAccounts();
    await renderWithProviders(null, { route: '/login' });
    const box = await screen.findByRole('region', { name: texts.login.demoAccountsTitle });
    expect(await within(box).findByText('gagency')).toBeInTheDocument();
    expect(within(box).getByText(password)).toBeInTheDocument();
    expect(within(box).getAllByRole('row')).toHaveLength(accounts.length + 1);
  });

  it('resets the demo data (the fault switch with it) and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const faults = 'http://localhost/__mock__/faults';
    await fetch(faults, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ faults: [{ target: 'projects.*', kind: '500' }] }) });
    await renderWithProviders(null, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: texts.login.resetDemoData }));
    expect(await screen.findByText(texts.login.demoDataReset)).toBeInTheDocument();
    expect(await (await fetch(faults)).json()).toEqual({ faults: [], jobFaults: [] });
  });

  it('opens the fault switch, loaded on demand', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(null, { route: '/login' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Open the mock fault switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mock faults' });
    expect(await within(dialog).findByText('No faults: every call answers normally.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
