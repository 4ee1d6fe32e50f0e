/**
 * The demo's /login without the app (issue 27): the build pre-renders the demo box (mock builds)
 * and a light script drives it, with the mock's handlers answering (mocks/node.ts).
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../mocks/node';
import { startMockWorker } from '../../mocks/browser';
import { registerBackendStarter } from '../api/backend';
import { closeFaultsPanelRoot, openFaultsPanel } from '../features/mockAdmin/DemoAccountsFaults';
import type { PrerenderedPage } from '../prerender/render';
import { storeToken } from '../session/storage';
import { seriousAxeViolations } from '../testing/renderView';
import { tokenFor } from '../testing/tokens';
import { failureTexts, texts } from '../texts';
import { demoTexts } from '../texts/demo';
import { enhanceDemoBox } from './demoBox';
import { enhanceDemoPage } from './demoPage';

jest.mock('../../mocks/browser', () => ({ startMockWorker: jest.fn(() => Promise.resolve()) }));

const ACCOUNTS_URL = 'http://localhost/__mock__/accounts';
const FAULTS_URL = 'http://localhost/__mock__/faults';
const demoAccounts = async () => (await (await fetch(ACCOUNTS_URL)).json()) as { password: string; accounts: { username: string; role: number; note: string }[] };

/** The build's render of /login and /forgot_password for a mock build and for production (node, modules of their own, as in the build). */
const pages: Record<string, PrerenderedPage> = {};
beforeAll(async () => {
  // react-dom/static's node build schedules its work with setImmediate, which jsdom's window has not.
  globalThis.setImmediate ??= nodeSetImmediate;
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('../prerender/render');
    pages.demo = await renderPage('/login', { mock: true });
    pages.production = await renderPage('/login', { mock: false });
    pages.forgot = await renderPage('/forgot_password', { mock: true });
  });
});

/** The pre-rendered page in #root, as the server sends it. */
function prerendered(page: PrerenderedPage = pages.demo) {
  window.history.replaceState(null, '', page.path);
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = page.path;
  root.innerHTML = page.html;
  document.body.append(root);
  return root;
}

const demoBox = () => screen.getByRole('region', { name: texts.login.demoAccountsTitle });

afterEach(() => {
  closeFaultsPanelRoot();
  registerBackendStarter(null);
  delete document.documentElement.dataset.mockBackend;
  document.body.replaceChildren();
  document.head.querySelector('#public-page-style')?.remove();
  jest.mocked(startMockWorker).mockClear();
});

describe("the demo build's pre-rendered demo box", () => {
  it('is on /login of a mock build after the sign-in form, with its heading and buttons from the first paint and its list hidden; not in production nor on /forgot_password', () => {
    const root = prerendered();
    const box = demoBox();
    expect(root.querySelector('form')?.nextElementSibling).toBe(box);
    expect(within(box).getByRole('heading', { level: 2, name: texts.login.demoAccountsTitle })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: texts.login.resetDemoData })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: demoTexts.faults.openLabel })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(box).queryByRole('table')).toBeNull();
    expect(within(box).queryByText(texts.login.demoDataReset)).not.toBeVisible();
    for (const page of [pages.production, pages.forgot]) expect(page.html).not.toContain(texts.login.demoAccountsTitle);
  });
});

describe('the light demo box (no React on the page)', () => {
  it('lists the demo accounts the mock knows, each with its role, and the password of every one', async () => {
    const { password, accounts } = await demoAccounts();
    const root = prerendered();
    enhanceDemoBox(root, jest.fn());
    const box = demoBox();
    const table = await within(box).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(accounts.length + 1);
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual(
      accounts.map(({ username, role, note }) => [username, demoTexts.accountRole(role, note)]),
    );
    expect(within(box).getByRole('row', { name: /^gbm 2 · Global Brand Manager/ })).toBeInTheDocument();
    expect(within(box).getByText(password)).toBeVisible();
    expect(await seriousAxeViolations(root)).toEqual([]);
  });

  it('resets the demo data from the keyboard (the fault switch with it) and says so', async () => {
    const user = userEvent.setup({ delay: null });
    await fetch(FAULTS_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ faults: [{ target: 'projects.*', kind: '500' }] }) });
    const root = prerendered();
    enhanceDemoBox(root, jest.fn());
    await within(demoBox()).findByRole('table');
    within(demoBox()).getByRole('button', { name: texts.login.resetDemoData }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(texts.login.demoDataReset));
    expect(await (await fetch(FAULTS_URL)).json()).toEqual({ faults: [], jobFaults: [] });
    expect(await seriousAxeViolations(root)).toEqual([]);
  });

  it('opens the fault switch on demand, without the app, and closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const openFaults = jest.fn(openFaultsPanel);
    const root = prerendered();
    enhanceDemoBox(root, openFaults);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(demoBox()).getByRole('button', { name: demoTexts.faults.openLabel }));
    expect(openFaults).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: demoTexts.faults.title });
    expect(await within(dialog).findByText(demoTexts.faults.none)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: demoTexts.faults.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes when the accounts cannot be read, as the React box does', async () => {
    server.use(http.get(ACCOUNTS_URL, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const root = prerendered();
    enhanceDemoBox(root, jest.fn());
    await waitFor(() => expect(screen.queryByRole('region', { name: texts.login.demoAccountsTitle })).toBeNull());
    expect(root.querySelector('form')).toBeVisible();
  });
});

describe("the demo's sign-in page script", () => {
  it('starts the mock worker before its first call, marks the page ready, lists the accounts, and starts the app after a good sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    const { password } = await demoAccounts();
    const root = prerendered();
    const startApp = jest.fn();
    enhanceDemoPage(root, { startApp, openFaults: jest.fn() });
    expect(startMockWorker).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.documentElement.dataset.mockBackend).toBe('ready'));
    expect(await within(demoBox()).findByText('gagency')).toBeInTheDocument();
    await user.type(screen.getByLabelText(texts.login.username), 'gbm');
    await user.type(screen.getByLabelText(texts.login.password), password);
    await user.click(screen.getByRole('button', { name: texts.login.submit }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/');
    expect(startMockWorker).toHaveBeenCalledTimes(1);
  });

  it('shows why when the mock worker cannot start', async () => {
    jest.mocked(startMockWorker).mockRejectedValueOnce(new Error('no service workers here'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = prerendered();
    enhanceDemoPage(root, { startApp: jest.fn(), openFaults: jest.fn() });
    expect(await screen.findByText(failureTexts.mockWorkerFailed)).toBeInTheDocument();
    expect(screen.getByText(/no service workers here/)).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hands a visitor who is already signed in to the app, which starts the worker itself', async () => {
    storeToken(await tokenFor('gbm'));
    const startApp = jest.fn();
    enhanceDemoPage(prerendered(), { startApp, openFaults: jest.fn() });
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(startMockWorker).not.toHaveBeenCalled();
  });
});
