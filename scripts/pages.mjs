/**
 * The first pages of issue 11, shared by `npm run perf` (Lighthouse) and `npm run budget` (the
 * JavaScript each one loads): which user opens each, what shows that it has its data, and how a
 * script signs in against the mock backend (served in node with the production build, or in the
 * page's service worker in the demo build).
 */

const READY_TIMEOUT_MS = 30_000;

/** gbm's approved project 'Aurora Relaunch' (mocks/projects/seed.ts). */
const PROJECT_ID = 12;
const PROJECT_NAME = 'Aurora Relaunch';

const heading = (page) => page.locator('#main h1').first();
/**
 * The pages, in the order of perf's table. `user`: signed in as (none: signed out); `ready`: what
 * shows that the page has its data (a Playwright locator); `kind`: the page type it stands for when
 * perf compares with the peers (scripts/perfPeers.mjs: sign-in, first, list, details).
 */
export const PAGES = [
  { path: '/login', kind: 'sign-in' },
  { path: '/forgot_password' },
  { path: '/', user: 'gbm', kind: 'first', ready: (page) => page.getByRole('button', { name: 'Account menu' }) },
  { path: '/MyProjects', user: 'gagency', kind: 'list', ready: (page) => page.getByRole('list', { name: 'My Projects' }).getByRole('article').first() },
  {
    path: '/PendingProjectsForApproval',
    user: 'gbm',
    kind: 'list',
    ready: (page) => page.getByRole('list', { name: 'Projects Pending for Approval' }).getByRole('article').first(),
  },
  { path: `/viewProjectDetails/${PROJECT_ID}`, user: 'gbm', kind: 'details', ready: (page) => heading(page).filter({ hasText: PROJECT_NAME }) },
];

/** Signs in on /login as `username` with the demo password the mock reveals (at `apiBase`, the portal's own origin unless given). */
export async function signIn(page, base, username, build, apiBase = base) {
  await page.goto(`${base}/login`);
  await page.evaluate(() => globalThis.localStorage.clear());
  await page.goto(`${base}/login`);
  // In page context (functions, not strings: the CSP forbids eval). The demo build's mock worker
  // starts at boot and marks <html data-mock-backend="ready">.
  if (build === 'demo') {
    await page.waitForFunction(
      () => globalThis.document.documentElement.dataset.mockBackend === 'ready' && globalThis.navigator.serviceWorker?.controller != null,
      undefined,
      { timeout: READY_TIMEOUT_MS },
    );
  }
  // The backend may live on another origin (a build made with API_BASE_URL): ask it there.
  const password = await page.evaluate(async (api) => (await (await fetch(`${api}/__mock__/accounts`)).json()).password, apiBase);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await page.waitForFunction(() => Boolean(globalThis.localStorage.getItem('token')) && globalThis.location.pathname !== '/login', undefined, {
    timeout: READY_TIMEOUT_MS,
  });
}

/** Opens the page as the signed-in user and waits for its data; throws when it does not show. */
export async function checkShowsData(page, base, spec) {
  await page.goto(`${base}${spec.path}`);
  await spec.ready(page).waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
  const at = new URL(page.url()).pathname;
  if (at !== spec.path) throw new Error(`${spec.path} sent ${spec.user} to ${at}`);
}
