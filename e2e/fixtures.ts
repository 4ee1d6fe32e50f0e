/**
 * The e2e test base. Import `test` and `expect` from here, not from @playwright/test:
 * - every test fails on an uncaught page error, a CSP violation (Trusted Types enforced) and on a
 *   console error that is not known benign
 *   (extend the allow-list per file with `test.use({ allowedConsoleErrors: [/.../] })`);
 * - every test starts on /login with the mock backend running and its demo data reset (the mock
 *   db persists in IndexedDB); opt out with `test.use({ freshDemoData: false })`;
 * - `signIn(page, username)`, `expectNoSeriousA11yViolations(page)`, `resetDemoData(page)` and
 *   `waitForApp(page)` are exported and also given as fixtures.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

/** The demo accounts of the mock backend and their roles (issue 2 section 6). */
export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 1 },
  { username: 'gbm', role: 2 },
  { username: 'lbm', role: 3 },
  { username: 'gpm', role: 4 },
  { username: 'lpm', role: 5 },
  { username: 'gagency', role: 6 },
  { username: 'lagency', role: 7 },
  { username: 'tech', role: 8 },
] as const;

export type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username'];

/** Console errors that say nothing about the portal's health. */
const BENIGN_CONSOLE_ERRORS: RegExp[] = [
  // The browser logs every 4xx answer; the tests assert what the user sees instead.
  /Failed to load resource: the server responded with a status of 4\d\d/,
];

/**
 * Reports every Content-Security-Policy violation of the page's documents (a Trusted Types refusal
 * among them: markup or a script URL that reached a sink without a policy) through `report`.
 * The served builds send the production headers (scripts/securityHeaders.cjs), Trusted Types
 * enforced, so a violation is a failure of the test.
 */
export async function watchCspViolations(page: Page, report: (problem: string) => void): Promise<void> {
  await page.exposeFunction('__e2eCspViolation', (text: string) => report(`CSP violation at ${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || 'the page'}:${event.lineNumber}`;
      (window as unknown as { __e2eCspViolation(text: string): void }).__e2eCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${where} (${event.sample})`,
      );
    });
  });
}

/**
 * The app renders at once and registers the mock's service worker beside it (src/main.tsx), then
 * marks <html data-mock-backend="ready">: wait for the render and the mark.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.mockBackend === 'ready' &&
      navigator.serviceWorker?.controller != null &&
      (document.getElementById('root')?.childElementCount ?? 0) > 0,
    undefined,
    { timeout: 20_000 },
  );
}

/** Calls the mock backend from inside the page (through the service worker). */
async function mockCall<T>(page: Page, method: 'GET' | 'POST', url: string): Promise<{ status: number; body: T | null }> {
  await waitForApp(page);
  return page.evaluate(
    async ({ method, url }) => {
      const response = await fetch(url, { method });
      const text = await response.text();
      const parse = () => {
        try {
          return text ? JSON.parse(text) : null;
        } catch {
          return null;
        }
      };
      return { status: response.status, body: parse() };
    },
    { method, url },
  );
}

/**
 * POSTs JSON to one of the mock's admin endpoints from inside the page (`/__mock__/clock`,
 * `/__mock__/faults`). Faults live in the mock worker's memory: a reload keeps them.
 */
export async function mockAdmin(page: Page, path: string, body: unknown): Promise<void> {
  await waitForApp(page);
  await page.evaluate(
    async ({ path: url, body: json }) => {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    },
    { path, body },
  );
}

/** Restores the mock backend's seed data (POST /__mock__/reset). */
export async function resetDemoData(page: Page): Promise<void> {
  const { status } = await mockCall(page, 'POST', '/__mock__/reset');
  expect(status, 'POST /__mock__/reset through the mock service worker').toBeLessThan(300);
}

/** The demo password, as the mock backend lists it for the login page. */
export async function demoPassword(page: Page): Promise<string> {
  const { status, body } = await mockCall<{ password: string }>(page, 'GET', '/__mock__/accounts');
  expect(status, 'GET /__mock__/accounts through the mock service worker').toBe(200);
  expect(body?.password, 'the demo password from /__mock__/accounts').toBeTruthy();
  return body!.password;
}

/** Signs in on /login as a demo account and waits until the app has left the login page. */
export async function signIn(page: Page, username: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  const password = await demoPassword(page);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token')), { message: 'token stored' }).toBeTruthy();
}

/**
 * Runs axe on the page once no transition is under way (a dialog fading out would lay its
 * half-transparent backdrop over the page and fail the contrast rule); endless animations such
 * as spinners do not count. Any serious or critical violation fails the test.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
  expect(report, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

interface Options {
  /** Reset the mock backend's data before the test (default true). */
  freshDemoData: boolean;
  /** Console errors a file expects on top of the benign ones. */
  allowedConsoleErrors: RegExp[];
}

interface Fixtures {
  pageErrorGuard: void;
  demoData: void;
  signIn: (page: Page, username: string) => Promise<void>;
  expectNoSeriousA11yViolations: (page: Page, options?: { exclude?: string[] }) => Promise<void>;
  resetDemoData: (page: Page) => Promise<void>;
}

export const test = base.extend<Options & Fixtures>({
  freshDemoData: [true, { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  pageErrorGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = [...BENIGN_CONSOLE_ERRORS, ...allowedConsoleErrors];
      await watchCspViolations(page, (problem) => problems.push(problem));
      page.on('pageerror', (error) =>
        problems.push(`uncaught page error at ${page.url()}: ${error.stack || `${error.name}: ${error.message}` || JSON.stringify(error)}`),
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((re) => re.test(text))) problems.push(`console error at ${message.location().url}: ${text}`);
      });
      await use();
      expect(problems, 'uncaught page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],

  demoData: [
    // Depends on the guard so that errors while resetting count too.
    async ({ page, freshDemoData, pageErrorGuard: _guard }, use) => {
      if (freshDemoData) {
        await page.goto('/login');
        await resetDemoData(page);
      }
      await use();
    },
    { auto: true },
  ],

  signIn: async ({}, use) => use(signIn),
  expectNoSeriousA11yViolations: async ({}, use) => use(expectNoSeriousA11yViolations),
  resetDemoData: async ({}, use) => use(resetDemoData),
});
