import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../mocks/node';
import { AppProviders } from '../app/App';
import { makeStore } from '../app/store';
import { decodeToken } from '../domain/session';
import LoginPage from '../features/auth/pages/LoginPage';
import ForgotPasswordPage from '../features/auth/pages/ForgotPasswordPage';
import { tokenFor } from '../testing/tokens';
import { texts } from '../texts';
import { recordEarlyClicks } from './earlyClick';
import { enhancePublicPage } from './enhance';
import { PUBLIC_PAGE_CLASS } from './page';

const passwordOfDemo = async () => ((await (await fetch('http://localhost/__mock__/accounts')).json()) as { password: string }).password;

/** The page as the build pre-renders it: the React page's markup in #root, no React running. */
function prerendered(path: '/login' | '/forgot_password', { enhance = true, prefetch = '' } = {}) {
  const Page = path === '/login' ? LoginPage : ForgotPasswordPage;
  const html = renderToString(
    <AppProviders store={makeStore(undefined, { sagas: false })}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = path;
  if (prefetch) root.dataset.prefetch = prefetch;
  root.innerHTML = html;
  document.body.append(root);
  // What the entry does first on a pre-rendered page (src/boot.ts).
  recordEarlyClicks(root);
  const startApp = jest.fn();
  if (enhance) enhancePublicPage(root, startApp);
  return { root, startApp };
}

const submit = () => screen.getByRole('button', { name: path() === '/login' ? texts.login.submit : texts.forgotPassword.submit });
const path = () => window.location.pathname;

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelector('#public-page-style')?.remove();
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  window.localStorage.clear();
});

describe('the pre-rendered sign-in pages before their script', () => {
  // A form of one field and no submit button still submits on Enter (the HTML rule of implicit
  // submission): /forgot_password's e-mail then goes in a POST body, never the address.
  it.each([
    ['/login', '{Enter}'],
    ['/forgot_password', ''],
  ] as const)('%s: its form posts, and neither a click nor Enter submits it natively', async (page, enter) => {
    const user = userEvent.setup();
    const { root } = prerendered(page, { enhance: false });
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    const native = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', native);
    expect(submit()).toHaveAttribute('type', 'button');
    await user.type(root.querySelector('input')!, `someone${enter}`);
    await user.click(submit());
    expect(native).not.toHaveBeenCalled();
  });

  it('keeps a LOGIN click made before the script ran and replays it once the script runs', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/authenticate')) calls += 1;
    });
    const user = userEvent.setup();
    const { root, startApp } = prerendered('/login', { enhance: false });
    await user.type(screen.getByLabelText(texts.login.username), 'gbm');
    await user.type(screen.getByLabelText(texts.login.password), await passwordOfDemo());
    await user.click(submit());
    expect(calls).toBe(0);
    enhancePublicPage(root, startApp);
    expect(submit()).toHaveAttribute('type', 'submit');
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  // Safari does not focus a button it clicks: the click must be kept all the same.
  it('keeps and replays once a LOGIN click on a button that never takes the focus, the password in no address', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/authenticate')) calls += 1;
    });
    const user = userEvent.setup();
    const { root, startApp } = prerendered('/login', { enhance: false });
    const form = root.querySelector('form')!;
    const native = jest.fn();
    form.addEventListener('submit', native);
    const password = await passwordOfDemo();
    await user.type(screen.getByLabelText(texts.login.username), 'gbm');
    await user.type(screen.getByLabelText(texts.login.password), password);
    // As in Safari: pressing the button leaves the focus where it was (in the password field).
    submit().addEventListener('mousedown', (event) => event.preventDefault());
    await user.click(submit());
    await user.click(submit());
    expect(submit()).not.toHaveFocus();
    expect(native).not.toHaveBeenCalled();
    expect(calls).toBe(0);
    enhancePublicPage(root, startApp);
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
    expect(native).toHaveBeenCalledTimes(1);
    expect(native.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(window.location.href).not.toContain(password);
    expect(window.location.href).not.toContain('password');
    server.events.removeAllListeners();
  });

  it('replays nothing when the button only had the focus after the entry ran, without a click', async () => {
    const { root, startApp } = prerendered('/login', { enhance: false });
    submit().focus();
    const native = jest.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', native);
    enhancePublicPage(root, startApp);
    expect(native).not.toHaveBeenCalled();
  });
});

describe('the pre-rendered login page before the app', () => {
  it('focuses the username field and gives the focused field its focused look', async () => {
    const user = userEvent.setup();
    const { root, startApp } = prerendered('/login');
    expect(root).toHaveClass(PUBLIC_PAGE_CLASS);
    const username = screen.getByLabelText(texts.login.username);
    expect(username).toHaveFocus();
    expect(document.querySelector('label[for="username"]')).toHaveClass('Mui-focused');
    await user.click(screen.getByLabelText(texts.login.password));
    expect(document.querySelector('label[for="username"]')).not.toHaveClass('Mui-focused');
    expect(document.querySelector('label[for="password"]')).toHaveClass('Mui-focused');
    expect(screen.getByLabelText(texts.login.password).closest('.MuiInputBase-root')).toHaveClass('Mui-focused');
    expect(startApp).not.toHaveBeenCalled();
  });

  it('says a field is empty without calling the server', async () => {
    let calls = 0;
    server.use(http.post('*/authenticate', () => ((calls += 1), HttpResponse.json({}))));
    const user = userEvent.setup();
    prerendered('/login');
    await user.type(screen.getByLabelText(texts.login.username), '   ');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.login.emptyFields);
    expect(calls).toBe(0);
  });

  it('shows the documented message for bad credentials, keeps the button busy meanwhile and what was typed after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/authenticate', async () => {
        await held;
        return HttpResponse.json({ message: 'INVALID_CREDENTIALS' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    const { startApp } = prerendered('/login');
    await user.type(screen.getByLabelText(texts.login.username), 'gbm');
    await user.type(screen.getByLabelText(texts.login.password), 'wrong-password');
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toHaveClass('Mui-disabled');
    await user.click(submit()); // no second call while one is under way
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.login.invalidCredentials);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(submit()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByLabelText(texts.login.username)).toHaveValue('gbm');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(startApp).not.toHaveBeenCalled();
    // One notice at a time: a second failure replaces the first.
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says a locked account is locked', async () => {
    const user = userEvent.setup();
    prerendered('/login');
    await user.type(screen.getByLabelText(texts.login.username), 'locked');
    await user.type(screen.getByLabelText(texts.login.password), await passwordOfDemo());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.login.accountLocked);
  });

  it('stores the session, moves to the home page and starts the app after a good sign-in; the password is kept nowhere', async () => {
    const user = userEvent.setup();
    const { root, startApp } = prerendered('/login');
    const password = await passwordOfDemo();
    await user.type(screen.getByLabelText(texts.login.username), ' gbm ');
    await user.type(screen.getByLabelText(texts.login.password), `${password}{Enter}`);
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(decodeToken(window.localStorage.getItem('token'))).toMatchObject({ sub: 'gbm' });
    expect(path()).toBe('/');
    expect(root).not.toHaveClass(PUBLIC_PAGE_CLASS);
    expect(submit).toThrow(); // the pathname moved on; the button stays busy until the app renders
    expect(screen.getByRole('button', { name: texts.login.submit })).toBeDisabled();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(password);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the page the router had sent the visitor from', async () => {
    const user = userEvent.setup();
    const { startApp } = prerendered('/login');
    window.history.replaceState({ usr: { from: '/MyProjects' }, key: 'k', idx: 0 }, '', '/login');
    await user.type(screen.getByLabelText(texts.login.username), 'gbm');
    await user.type(screen.getByLabelText(texts.login.password), `${await passwordOfDemo()}{Enter}`);
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(path()).toBe('/MyProjects');
  });

  it("prefetches the scripts the build names (data-prefetch), and nothing else, once the page is idle", async () => {
    prerendered('/login', { prefetch: '/assets/702.abc.js /assets/app.def.js https://elsewhere.example/x.js' });
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    // Not in the task that makes the form work.
    expect(links()).toEqual([]);
    await waitFor(() => expect(links()).toHaveLength(2));
    expect(links().map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/assets/702.abc.js', 'script'],
      ['/assets/app.def.js', 'script'],
    ]);
  });

  it('hands a visitor who is already signed in to the app at once', async () => {
    window.localStorage.setItem('token', await tokenFor('gbm'));
    const { root, startApp } = prerendered('/login');
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(root).not.toHaveClass(PUBLIC_PAGE_CLASS);
  });
});

describe('the pre-rendered forgot-password page before the app', () => {
  const type = async (email: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(texts.forgotPassword.email), email);
    await user.click(submit());
  };

  it('rejects an address that is not one without calling the server', async () => {
    let calls = 0;
    server.use(http.post('*/api/forgot_password/:email', () => ((calls += 1), HttpResponse.text('Valid'))));
    prerendered('/forgot_password');
    expect(screen.getByLabelText(texts.forgotPassword.email)).toHaveFocus();
    await type('not-an-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.forgotPassword.invalidEmail);
    expect(calls).toBe(0);
    expect(screen.getByLabelText(texts.forgotPassword.email)).toHaveValue('not-an-email');
  });

  it('says the temporary password is sent to a registered address', async () => {
    prerendered('/forgot_password');
    await type('gbm@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(texts.forgotPassword.sent);
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('says the address is not valid when the server answers Invalid, and so when it cannot be reached', async () => {
    prerendered('/forgot_password');
    await type('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.forgotPassword.invalidEmail);
    server.use(http.post('*/api/forgot_password/:email', () => HttpResponse.error()));
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.setup().click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(texts.common.requestFailed));
  });

  it('links back to login with a plain link', () => {
    prerendered('/forgot_password');
    expect(screen.getByRole('link', { name: texts.forgotPassword.goToLogin })).toHaveAttribute('href', '/login');
  });
});
