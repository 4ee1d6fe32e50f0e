import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { loginAside } from '../../../components/slots';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { texts } from '../../../texts';
import { recordActions } from '../../../testing/session';

const demoPassword = async () => ((await (await fetch('http://localhost/__mock__/accounts')).json()) as { password: string }).password;

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

describe('LoginPage', () => {
  it('shows the fields, buttons and welcome of the seed', async () => {
    await renderWithProviders(null, { route: '/login' });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot_password');
    expect(screen.getByRole('link', { name: 'Test Component' })).toHaveAttribute('href', '/TestComponent');
    expect(screen.getByRole('heading', { level: 1, name: texts.login.welcome })).toBeInTheDocument();
  });

  it('shows what fills its aside below the form (mock builds: the demo accounts), also when it comes after the page', async () => {
    const { container } = await renderWithProviders(null, { route: '/login' });
    const form = await screen.findByRole('form', { name: texts.login.title });
    let unregister = () => undefined as void;
    act(() => void (unregister = loginAside.register(() => <p>Beside the sign-in form</p>)));
    try {
      const aside = await screen.findByText('Beside the sign-in form');
      expect(form.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      act(() => unregister());
    }
    await waitFor(() => expect(container).not.toHaveTextContent('Beside the sign-in form'));
  });

  it('asks for both fields when one is empty', async () => {
    await renderWithProviders(null, { route: '/login' });
    await screen.findByLabelText('Username');
    await fillAndSubmit('gbm', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter username and password');
  });

  it('rejects bad credentials and keeps what was typed', async () => {
    await renderWithProviders(null, { route: '/login' });
    await screen.findByLabelText('Username');
    await fillAndSubmit('gbm', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid username and password');
    expect(screen.getByLabelText('Username')).toHaveValue('gbm');
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
  });

  it('tells a locked account to wait 15 minutes', async () => {
    await renderWithProviders(null, { route: '/login' });
    await screen.findByLabelText('Username');
    await fillAndSubmit('locked', await demoPassword());
    expect(await screen.findByRole('alert')).toHaveTextContent('Account is locked. Please try after 15 minutes');
  });

  it('shows a message, not a blank page, when the server fails', async () => {
    server.use(http.post('/authenticate', () => HttpResponse.error()));
    await renderWithProviders(null, { route: '/login' });
    await screen.findByLabelText('Username');
    await fillAndSubmit('gbm', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid username and password');
  });

  it('signs in and goes home', async () => {
    await renderWithProviders(null, { route: '/login' });
    await screen.findByLabelText('Username');
    await fillAndSubmit('gbm', await demoPassword());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends a user who must reset the password to /reset_password', async () => {
    await renderWithProviders(null, { route: '/login' });
    await screen.findByLabelText('Username');
    await fillAndSubmit('newuser', await demoPassword());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset_password'));
    expect(await screen.findByText('Reset your Password Before proceeding')).toBeInTheDocument();
  });

  it('keeps the password out of every action and the store', async () => {
    const { store } = await renderWithProviders(null, { route: '/login' });
    const actions = recordActions(store);
    await screen.findByLabelText('Username');
    const password = await demoPassword();
    await fillAndSubmit('gbm', 'typed-but-wrong-9');
    await screen.findByRole('alert');
    await userEvent.setup().clear(screen.getByLabelText('Password'));
    await fillAndSubmit('', password);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const types = actions.map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(['auth/loginRequested', 'auth/loginFailed', 'auth/loginSucceeded']));
    for (const secret of [password, 'typed-but-wrong-9']) {
      expect(JSON.stringify(actions)).not.toContain(secret);
      expect(JSON.stringify(store.getState())).not.toContain(secret);
    }
  });
});
