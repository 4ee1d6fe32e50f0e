/**
 * The production build's pre-rendered sign-in pages (issue 11): they paint from HTML and work
 * through their own small script (src/public) before, and without, the app's JavaScript; the
 * app starts after a good sign-in. Served by nginx, the mock backend in node on another origin
 * (scripts/productionServers.mjs).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchCspViolations } from '../fixtures';
import { demoPassword as passwordFrom } from './backend';

/** Scripts the page ran (file names without hash), and its errors (CSP violations among them). */
async function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  await watchCspViolations(page, (problem) => errors.push(problem));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\/assets\//, '').replace(/\.[0-9a-f]+\.js$/, ''));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser logs every 4xx answer (a refused sign-in); the test asserts what the user sees.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  return { scripts, errors };
}

const demoPassword = (page: Page) => passwordFrom(page.request);

const username = (page: Page) => page.getByLabel('Username', { exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'LOGIN', exact: true });

test('login works before the app loads: the documented messages, a busy button, then the app on the page the user wanted', async ({ page }) => {
  const { scripts, errors } = await watch(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | DFC Portal');
  await expect(page.locator('#root[data-prerendered="/login"]')).toHaveCount(1);
  await expect(username(page)).toBeFocused();
  // The focused field looks focused, as MUI's React field would.
  await expect(page.locator('label[for="username"]')).toHaveClass(/Mui-focused/);
  await expectNoSeriousA11yViolations(page);

  await loginButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter username and password');

  await username(page).fill('gbm');
  await password(page).fill('not-the-password');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/authenticate', async (route) => {
    await held;
    await route.continue();
  });
  await loginButton(page).click();
  await expect(loginButton(page)).toBeDisabled();
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('alert')).toHaveText('Please enter valid username and password');
  await expect(loginButton(page)).toBeEnabled();
  await expect(username(page), 'what the user typed stays').toHaveValue('gbm');
  await page.unroute('**/authenticate');

  // Until here the page ran the entry, its own script (with the shared chunks it needs: the
  // contract's schema runtime) and the api client: the app had not loaded.
  const named = scripts.filter((name) => !/^\d+$/.test(name));
  expect(named.slice(0, 2), 'the first scripts').toEqual(['main', 'public-page']);
  expect(scripts, 'scripts before sign-in').not.toContain('app');

  await password(page).fill(await demoPassword(page));
  await password(page).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the DFC Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: /gbm/ })).toBeVisible();
  expect(scripts, 'the app loaded after sign-in').toContain('app');
  expect(await page.evaluate(() => window.localStorage.getItem('token')), 'the session is stored as the app stores it').toBeTruthy();

  // Signed in, /login hands over to the app, which sends the visitor home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('forgot password works before the app loads, and the links between the pages are plain links', async ({ page }) => {
  const { scripts, errors } = await watch(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.locator('#root[data-prerendered="/forgot_password"]')).toHaveCount(1);
  const email = page.getByLabel('Enter Registred Email');
  await expect(email).toBeFocused();

  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Entered email is not valid');
  await expect(email).toHaveValue('not-an-email');

  await email.fill('gbm@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Temporary password sent to your email');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go To Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
  expect(scripts, 'the app never loaded').not.toContain('app');
  expect(errors).toEqual([]);
});

test('a LOGIN click before the page\'s script has run never puts the password in an address: the click waits and is replayed', async ({ page }) => {
  const { errors } = await watch(page);
  const secret = await demoPassword(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  // The page's scripts (the entry and its chunks) are held back until the user has clicked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await username(page).fill('gbm');
  await password(page).fill(secret);
  await password(page).press('Enter');
  await loginButton(page).click();
  await page.waitForTimeout(500);
  expect(page.url(), 'still the sign-in page, nothing submitted natively').toMatch(/\/login$/);
  await expect(password(page), 'what was typed stays').toHaveValue(secret);

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /gbm/ })).toBeVisible();
  const encoded = encodeURIComponent(secret);
  expect(addresses.filter((url) => url.includes(secret) || url.includes(encoded) || /[?&]password=/.test(url)), 'no address carries the password').toEqual([]);
  expect(await page.evaluate(() => window.history.length), 'one history entry for /login, then the home page').toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('Trusted Types are enforced: a script URL or markup that reaches a sink without a policy is refused or sanitised', async ({ page }) => {
  const problems: string[] = [];
  await watchCspViolations(page, (problem) => problems.push(problem));
  await page.goto('/login');
  const outcome = await page.evaluate(() => {
    const script = document.createElement('script');
    let scriptUrl = 'accepted';
    try {
      script.src = 'data:text/javascript,window.__xss=1';
    } catch (error) {
      scriptUrl = (error as Error).name;
    }
    const host = document.createElement('div');
    host.innerHTML = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    return { scriptUrl, markup: host.innerHTML };
  });
  expect(outcome.scriptUrl, 'a script URL without a policy throws').toBe('TypeError');
  // Before the sanitiser has loaded (the sign-in page never loads it), the default policy escapes.
  expect(outcome.markup).not.toContain('<img');
  await page.waitForTimeout(200);
  expect(problems.join('\n'), 'the refused script URL is reported').toMatch(/require-trusted-types-for/);
});
