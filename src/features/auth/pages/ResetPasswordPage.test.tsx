import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const demoPassword = async () => ((await (await fetch('http://localhost/__mock__/accounts')).json()) as { password: string }).password;

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Current Password/), current);
  await user.type(screen.getByLabelText(/New Password/), next);
  await user.type(screen.getByLabelText(/Confirm Password/), confirm);
  return user;
}

describe('ResetPasswordPage', () => {
  it('shows the title and three required fields with their lengths', async () => {
    await renderWithProviders(null, { route: '/reset_password', as: 'newuser' });
    expect(await screen.findByRole('heading', { name: 'Reset your Password Before proceeding' })).toBeInTheDocument();
    const current = screen.getByLabelText(/Current Password/);
    expect(current).toBeRequired();
    expect(current).toHaveAttribute('minLength', '8');
    expect(current).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText(/New Password/)).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute('maxLength', '20');
  });

  it('keeps every other route away while the password must be reset', async () => {
    await renderWithProviders(null, { route: '/notificationsCmpnt', as: 'newuser' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset_password'));
  });

  it('shows the mismatch and disables submit while it shows', async () => {
    await renderWithProviders(null, { route: '/reset_password', as: 'newuser' });
    await fill('whatever1', 'Newpass@12', 'Newpass@13');
    expect(screen.getByText('Password do Not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('clears the form when the current password does not match', async () => {
    await renderWithProviders(null, { route: '/reset_password', as: 'newuser' });
    const user = await fill('wrongpass1', 'Newpass@12', 'Newpass@12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password does not match');
    expect(screen.getByLabelText(/Current Password/)).toHaveValue('');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');
  });

  it("says 'error occured' on a failure and keeps the entries", async () => {
    server.use(http.post('/api/reset/password/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderWithProviders(null, { route: '/reset_password', as: 'newuser' });
    const user = await fill('whatever1', 'Newpass@12', 'Newpass@12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error occured');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('Newpass@12');
  });

  it('goes to /logout, then /login, after a successful reset', async () => {
    await renderWithProviders(null, { route: '/reset_password', as: 'newuser' });
    const user = await fill(await demoPassword(), 'Newpass@12', 'Newpass@12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
