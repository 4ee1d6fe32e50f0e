import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Enter Registred Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ForgotPasswordPage', () => {
  it('rejects an invalid address without calling the server', async () => {
    let calls = 0;
    server.use(http.post('/api/forgot_password/:email', () => ((calls += 1), HttpResponse.text('Valid'))));
    await renderWithProviders(null, { route: '/forgot_password' });
    await submit('not-an-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Entered email is not valid');
    expect(calls).toBe(0);
    expect(screen.getByLabelText('Enter Registred Email')).toHaveValue('not-an-email');
  });

  it('sends a temporary password to a registered address', async () => {
    await renderWithProviders(null, { route: '/forgot_password' });
    await submit('gbm@example.com');
    expect(await screen.findByText('Temporary password sent to your email')).toBeInTheDocument();
  });

  it('says the address is not valid when the server answers Invalid', async () => {
    await renderWithProviders(null, { route: '/forgot_password' });
    await submit('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Entered email is not valid');
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post('/api/forgot_password/:email', () => HttpResponse.error()));
    await renderWithProviders(null, { route: '/forgot_password' });
    await submit('gbm@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
  });

  it('links back to login', async () => {
    await renderWithProviders(null, { route: '/forgot_password' });
    expect(await screen.findByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/login');
  });
});
