/**
 * The peers `npm run perf` measures beside the portal (issue 27, "Side by side, one sitting"):
 * `PERF_PEER=bulletproof-react,react-admin-demo` (one name or several) measures each peer's
 * production build with the same Lighthouse flags and the same chromium flags as the portal, on
 * four page types: sign-in, the first signed-in page, a list and a details page. This module holds
 * no peer code, only how to measure each one: where its build is, how to sign in, its four URLs
 * and what shows that a page has its data.
 *
 * The builds live in a temporary folder, never in this repository and never committed: by default
 * `<os temp dir>/peers/<name>/dist` (`PERF_PEER_DIST_<NAME>`, e.g. PERF_PEER_DIST_BULLETPROOF_REACT,
 * names another). perf serves each dist with scripts/serve.mjs's static handler (gzip -9, SPA
 * fallback to index.html, the same caching as the portal) but without the portal's security
 * headers (a peer ships none, and the portal's CSP would break it). How to build them (any
 * snapshot of the repositories; the figures of issue 27 used their default branches of 2026):
 *
 *   PEERS="${TMPDIR:-/tmp}/peers"; mkdir -p "$PEERS"
 *
 *   bulletproof-react: github alan2207/bulletproof-react, its apps/react-vite app, with its MSW mock
 *   in the browser (the mock's data lives in localStorage), the API on the page's own origin:
 *     git archive <snapshot> apps/react-vite | tar -x -C "$PEERS" && mv "$PEERS/apps/react-vite" "$PEERS/bulletproof-react"
 *     cd "$PEERS/bulletproof-react"
 *     # only the build's tools: drop the devDependencies other than vite, @vitejs/plugin-react,
 *     # vite-tsconfig-paths, tailwindcss, @tailwindcss/typography, autoprefixer, postcss, msw,
 *     # @mswjs/data and js-cookie (its mock uses it), the `prepare` (husky) script and
 *     # eslint-plugin-check-file; its yarn.lock pins the versions: npm reads it and fetches them
 *     # from its configured registry (if msw resolves newer than the committed worker: npx msw init public)
 *     npm install
 *     VITE_APP_API_URL=/api VITE_APP_ENABLE_API_MOCKING=true npx vite build --base=/
 *   (a same-origin API: with the example's API host, the browser's CORS preflights would go past
 *   the service worker to a host that does not answer). Sign-in: the first run registers a user
 *   through the mock's own API (POST /api/auth/register), signs in through the form, and creates
 *   10 discussions with 5 comments on the first, through the mock's API.
 *
 *   react-admin-demo: github marmelab/react-admin, examples/demo (Posters Galore: MUI and emotion on
 *   a fake REST server in the browser, MSW + fakerest + data-generator-retail); the monorepo is not
 *   needed, the demo alone with the published packages is:
 *     git archive <snapshot> examples/demo | tar -x -C "$PEERS" && mv "$PEERS/examples/demo" "$PEERS/react-admin-demo"
 *     cd "$PEERS/react-admin-demo"
 *     # pin the ^5 dependencies to the versions of the snapshot's packages/<name>/package.json
 *     # (react-admin 5.15.1, ra-data-simple-rest 5.15.0, data-generator-retail 5.15.0, ...), and
 *     # with npm `overrides` every @tiptap/* package to the snapshot's yarn.lock version (3.20.4:
 *     # newer extensions need a newer @tiptap/core than ra-input-rich-text gets otherwise)
 *     npm install
 *     # vite.config.ts: the visualizer's `open: false`; its MUI alias (node_modules/@mui/<pkg>/esm)
 *     # for @mui/material only (for @mui/utils it picks a hoisted major that material does not use)
 *     NODE_ENV=production npx vite build
 *   Sign-in: any name and password (demo/demo) through its login form. It loads its fonts from a
 *   fonts CDN; where that host does not resolve, those requests fail at once. Under node 20 its
 *   install warns that rollup-plugin-visualizer wants node 22 (EBADENGINE); the build works.
 *   The figures of issue 38 used bulletproof-react 9506629 (2026-05-14) and react-admin 051f511
 *   (2026-07-31), whose packages are the versions named above.
 */
import os from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 30_000;

/** The page types compared, in the order of the side-by-side table. */
export const PAGE_KINDS = [
  { kind: 'sign-in', label: 'sign-in' },
  { kind: 'first', label: 'first signed-in page' },
  { kind: 'list', label: 'a list' },
  { kind: 'details', label: 'a details page' },
];

/** A page path with its `:name` parameters filled from what the sign-in step answered. */
export const resolvePath = (template, params = {}) => template.replace(/:(\w+)/g, (whole, name) => params[name] ?? whole);

/** The path Lighthouse ended on, with the hash for hash-routed apps (react-admin: /#/customers). */
export const displayedPath = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.hash}`;
};

/* ---------- bulletproof-react ---------- */

const BP_USER = { firstName: 'Perf', lastName: 'Peer', email: 'perf.peer@example.com', password: 'perf-peer-password', teamName: 'Perf Team' };
const BP_DISCUSSIONS = 10;
const BP_COMMENTS = 5;
const bpTitle = (i) => `Perf discussion ${i}`;

/** Waits until MSW's worker controls the page (its mock answers /api/* from then on). */
async function waitForWorker(page) {
  await page.waitForFunction(() => globalThis.navigator.serviceWorker?.controller != null, undefined, { timeout: READY_TIMEOUT_MS });
}

async function bulletproofSignIn(page, base) {
  await page.goto(`${base}/auth/login`);
  await waitForWorker(page);
  // A call through the mock's API, in the page (the worker answers it; the cookie it sets stays).
  const call = (method, url, body) =>
    page.evaluate(
      async ([m, u, b]) => {
        const response = await fetch(u, { method: m, headers: { 'Content-Type': 'application/json' }, body: b == null ? undefined : JSON.stringify(b), credentials: 'include' });
        return { status: response.status, body: await response.json().catch(() => null) };
      },
      [method, url, body],
    );
  const registered = await call('POST', '/api/auth/register', BP_USER);
  if (registered.status !== 200 && registered.status !== 400) throw new Error(`registering answered ${registered.status}`);
  // Registering signs in: signed out again, then in through its form, as a user would.
  await page.context().clearCookies();
  await page.goto(`${base}/auth/login`);
  await waitForWorker(page);
  await page.getByLabel('Email Address').fill(BP_USER.email);
  await page.getByLabel('Password').fill(BP_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'), { timeout: READY_TIMEOUT_MS });
  // The data its list and details pages show (kept when already there).
  const existing = await call('GET', '/api/discussions?page=1');
  let first = existing.body?.data?.find((d) => d.title === bpTitle(1));
  if (!first) {
    for (let i = 1; i <= BP_DISCUSSIONS; i += 1) {
      const created = await call('POST', '/api/discussions', { title: bpTitle(i), body: `The body of perf discussion ${i}, with **some** markdown.` });
      if (created.status !== 200) throw new Error(`creating a discussion answered ${created.status}`);
      if (i === 1) first = created.body;
    }
    for (let i = 1; i <= BP_COMMENTS; i += 1) {
      const created = await call('POST', '/api/comments', { discussionId: first.id, body: `Perf comment ${i}` });
      if (created.status !== 200) throw new Error(`creating a comment answered ${created.status}`);
    }
  }
  return { discussionId: first.id };
}

/* ---------- react-admin demo ---------- */

async function reactAdminSignIn(page, base) {
  await page.goto(`${base}/#/login`);
  await page.evaluate(() => globalThis.localStorage.clear());
  await page.goto(`${base}/#/login`);
  await page.getByLabel('Username', { exact: false }).first().fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).or(page.locator('input[type=password]')).first().fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => Boolean(globalThis.localStorage.getItem('username')) && globalThis.location.hash !== '#/login', undefined, {
    timeout: READY_TIMEOUT_MS,
  });
  return {};
}

/* ---------- the peers ---------- */

/**
 * name -> how to measure it. `pages`: `path` (a `:name` parameter is filled from signIn's answer),
 * `kind` (PAGE_KINDS), `user` (signed in; any value: each peer has one account) and `ready` (a
 * Playwright locator that shows the page has its data); `isApi(url, base)`: the page's calls to
 * its (mock) backend.
 */
export const PEERS = {
  'bulletproof-react': {
    signIn: bulletproofSignIn,
    isApi: (url, base) => url.startsWith(`${base}/api/`),
    pages: [
      { path: '/auth/login', kind: 'sign-in' },
      { path: '/app', kind: 'first', user: 'peer', ready: (page) => page.getByText('Your role is').locator('b').filter({ hasText: /\S/ }) },
      { path: '/app/discussions', kind: 'list', user: 'peer', ready: (page) => page.getByRole('cell', { name: bpTitle(1), exact: true }) },
      { path: '/app/discussions/:discussionId', kind: 'details', user: 'peer', ready: (page) => page.getByText(`Perf comment ${BP_COMMENTS}`, { exact: true }) },
    ],
  },
  'react-admin-demo': {
    signIn: reactAdminSignIn,
    isApi: (url) => url.startsWith('https://demo.api.marmelab.com/'),
    pages: [
      { path: '/#/login', kind: 'sign-in' },
      // A pending order of its dashboard (a link to the order), a customer's name in the list's
      // rows, the customer's first name in the edit form.
      { path: '/#/', kind: 'first', user: 'demo', ready: (page) => page.locator('a[href^="#/orders/"]').first() },
      { path: '/#/customers', kind: 'list', user: 'demo', ready: (page) => page.locator('tbody tr td').filter({ hasText: /\w+ \w+/ }).first() },
      { path: '/#/customers/1', kind: 'details', user: 'demo', ready: (page) => page.locator('input[name="first_name"]:not([value=""])') },
    ],
  },
};

/** The dist directory of a peer: PERF_PEER_DIST_<NAME>, or <os temp dir>/peers/<name>/dist. */
export function peerDist(name) {
  const variable = `PERF_PEER_DIST_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  return { variable, dir: path.resolve(process.env[variable] || path.join(os.tmpdir(), 'peers', name, 'dist')) };
}

/** Opens a peer's page signed in and waits for its data; throws when it does not show. */
export async function peerShowsData(page, base, spec, resolvedPath) {
  await page.goto(`${base}${resolvedPath}`);
  await spec.ready(page).waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
  const at = displayedPath(page.url());
  if (at !== resolvedPath) throw new Error(`${resolvedPath} ended on ${at}`);
}
