/**
 * Session journeys (issue 2 sections 3 and 9): sign-in messages, forgot password, the forced
 * password reset, the idle dialog (Playwright's clock), the logout confirmation, sign-out across
 * tabs, and the public pages. Texts are the seeds' own words, spelled as users see them.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, demoPassword, expect, expectNoSeriousA11yViolations, signIn, test, waitForApp } from './fixtures';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/**
 * The two devops status maps survive every sign-out (seed 000 section 4). They are maps the app
 * accepts as stored (it replaces one that does not parse with the documented map whenever its
 * store starts, which may come after the test has written them).
 */
const DEVOPS_MAPS = {
  devopsStatusMap: JSON.stringify({ 'E2E-PIPELINE-SUCCESS': { status: 'success', label: 'E2E project pipeline done' } }),
  appDevopsStatusMap: JSON.stringify({ 'E2E-PIPELINE-FAILURE': { status: 'failed', label: 'E2E app pipeline failed' } }),
};

async function storeDevopsMaps(page: Page): Promise<void> {
  await page.evaluate((maps) => {
    for (const [key, value] of Object.entries(maps)) window.localStorage.setItem(key, value);
  }, DEVOPS_MAPS);
}

async function expectSignedOutKeepingDevopsMaps(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedToken(page), { message: 'token removed from localStorage' }).toBeNull();
  const kept = await page.evaluate(() => ({
    devopsStatusMap: window.localStorage.getItem('devopsStatusMap'),
    appDevopsStatusMap: window.localStorage.getItem('appDevopsStatusMap'),
  }));
  expect(kept, 'the devops status maps outlive the session').toEqual(DEVOPS_MAPS);
}

/** Fills the login form by hand (signIn() always uses the demo password). */
async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/** The signed-in chrome: the top bar with the logo link, the bell and the user menu. */
async function expectTopNavigation(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'DFC Portal logo' })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test.describe('session', () => {
  test('sign-in messages, the demo accounts, and a good sign-in lands on /', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the DFC Portal' })).toBeVisible();
    const demo = page.getByRole('region', { name: 'Demo accounts (mock mode)' });
    for (const { username } of DEMO_ACCOUNTS) await expect(demo.getByRole('cell', { name: username, exact: true })).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(alert).toHaveText('Please enter username and password');
    await expectNoSeriousA11yViolations(page);

    await submitLogin(page, 'gbm', 'not-the-password');
    await expect(alert).toHaveText('Please enter valid username and password');
    await expect(page.getByLabel('Username', { exact: true }), 'the typed username is kept').toHaveValue('gbm');
    expect(await storedToken(page)).toBeNull();

    await submitLogin(page, 'locked', await demoPassword(page));
    await expect(alert).toHaveText('Account is locked. Please try after 15 minutes');
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, 'gbm', await demoPassword(page));
    await expect(page).toHaveURL(/\/$/);
    await expectTopNavigation(page);
    expect(await storedToken(page)).toBeTruthy();
    await expectNoSeriousA11yViolations(page);
  });

  test('forgot password: validation without a request, unknown and known addresses, back to login', async ({ page }) => {
    const forgotCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/forgot_password')) forgotCalls.push(request.url());
    });
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot_password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = page.getByLabel('Enter Registred Email');
    const submit = page.getByRole('button', { name: 'Submit' });
    await email.fill('not-an-email');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Entered email is not valid');
    await expect(email).toHaveValue('not-an-email');
    await expectNoSeriousA11yViolations(page);
    expect(forgotCalls, 'an invalid address is refused before any request').toEqual([]);

    await email.fill('nobody@example.com');
    const unknownAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/forgot_password'));
    await submit.click();
    await unknownAnswer;
    await expect(page.getByRole('alert')).toHaveText('Entered email is not valid');
    expect(forgotCalls).toHaveLength(1);

    await email.fill('gbm@example.com');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Temporary password sent to your email' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(forgotCalls).toHaveLength(2);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go To Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  });

  test('a user who must reset the password is held on /reset_password until the reset, then uses the new one', async ({ page }) => {
    const password = await demoPassword(page);
    const newPassword = 'Newpass@12';
    await signIn(page, 'newuser');
    await expect(page).toHaveURL(/\/reset_password$/);
    await page.goto('/notificationsCmpnt');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/reset_password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your Password Before proceeding' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    const submit = page.getByRole('button', { name: 'Submit' });

    await current.fill('whatever1');
    await next.fill(newPassword);
    await confirm.fill('Newpass@13');
    await expect(page.getByRole('alert')).toHaveText('Password do Not match');
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await confirm.fill(newPassword);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await current.fill('wrongpass1');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Current password does not match');
    for (const field of [current, next, confirm]) await expect(field, 'the form is cleared').toHaveValue('');
    await expect(page).toHaveURL(/\/reset_password$/);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await current.fill(password);
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(visited, 'a successful reset goes to /logout, then /login').toEqual(['/logout', '/login']);
    expect(await storedToken(page)).toBeNull();

    await submitLogin(page, 'newuser', password);
    await expect(page.getByRole('alert')).toHaveText('Please enter valid username and password');
    await submitLogin(page, 'newuser', newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expectTopNavigation(page);
    await page.goto('/notificationsCmpnt');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Your Notifications' })).toBeVisible();
    expect(pathOf(page), 'the reset is done: other pages open again').toBe('/notificationsCmpnt');
  });

  test('the idle dialog: Stay keeps the session; idle past the dialog signs out', async ({ page }) => {
    // Under the fake clock from the very first script of the page: install, then load again.
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, 'gbm');
    await expect(page).toHaveURL(/\/$/);
    await expectTopNavigation(page);
    await storeDevopsMaps(page);
    // The idle timer is armed once its (lazy) part has mounted and recorded this tab's activity;
    // React shows a part that suspended on the clock's timers, which stand still here: let them run.
    for (let step = 0; step < 20 && !(await page.evaluate(() => localStorage.getItem('lastActivity'))); step += 1) {
      await page.clock.runFor(500);
    }
    expect(await page.evaluate(() => localStorage.getItem('lastActivity')), 'the idle timer is armed').toBeTruthy();

    const dialog = page.getByRole('dialog', { name: 'You Have Been Idle!' });
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward(499_000);
    await expect(dialog, 'not idle yet').toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You Will Get Timed Out. You want to stay?');
    await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page), 'Stay keeps the session').toBeTruthy();

    // Idle again: the dialog comes back; still idle with the dialog up: signed out.
    await page.clock.fastForward(500_500);
    await expect(dialog).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
    await page.clock.fastForward(500_500);
    await expectSignedOutKeepingDevopsMaps(page);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  });

  test('logout asks first: No stays signed in, Yes signs out and keeps the devops maps', async ({ page }) => {
    await signIn(page, 'gbm');
    await expect(page).toHaveURL(/\/$/);
    await storeDevopsMaps(page);

    const openLogout = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    };
    const confirm = page.getByRole('dialog', { name: 'Do you want to Logout?' });

    await openLogout();
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeTruthy();
    await expectTopNavigation(page);

    await openLogout();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectSignedOutKeepingDevopsMaps(page);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(page, 'back to a protected page: still signed out').toHaveURL(/\/login$/);
    await page.goto('/notificationsCmpnt');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    await signIn(page, 'gbm');
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(`uncaught page error: ${error.message}`));
    other.on('console', (message) => {
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) otherErrors.push(`console error: ${message.text()}`);
    });
    await other.goto('/notificationsCmpnt');
    await waitForApp(other);
    await expect(other.getByRole('heading', { level: 2, name: 'Your Notifications' })).toBeVisible();

    // The tab opened last is in front; a tab in the background runs its animations slowly.
    await page.bringToFront();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Do you want to Logout?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The storage event reaches the other tab: it leaves the protected page by itself.
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
    await expect(other.getByRole('banner')).toHaveCount(0);
    await other.goto('/');
    await waitForApp(other);
    await expect(other).toHaveURL(/\/login$/);
    expect(otherErrors).toEqual([]);
  });

  test('the public test pages open without a token; an unknown path sends a signed-in user home', async ({ page }) => {
    expect(await storedToken(page)).toBeNull();
    for (const name of ['TestComponent', 'TestComponent2', 'CreateDFCSubApp']) {
      await page.goto(`/${name}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByText(`${name}: a placeholder test page. It has no function yet.`)).toBeVisible();
      expect(pathOf(page)).toBe(`/${name}`);
      await expectNoSeriousA11yViolations(page);
    }

    await signIn(page, 'gbm');
    await page.goto('/no/such/page');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/$/);
    await expectTopNavigation(page);
  });
});

/** How the page fetched the app's chunk so far: 'link' for the prefetch, 'script' once it runs. */
const appChunkLoads = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/app\.[0-9a-f]+\.js$/.test(e.name)).map((e) => (e as PerformanceResourceTiming).initiatorType));

test.describe('pre-rendered sign-in page', () => {
  test('the demo login page is on screen before its JavaScript runs, keeps what is typed meanwhile, and works without the app until sign-in', async ({ browser }) => {
    // A fresh context: no service worker controls the first load yet, so the page's script can be held back.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) errors.push(message.text());
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/demo-page\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      // The held script holds the load event: the page is there before it.
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root[data-prerendered="/login"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Welcome to the DFC Portal' })).toBeVisible();
      await expect(page).toHaveTitle('Login | DFC Portal');
      // The demo box's place is on the page from the first paint.
      const demo = page.getByRole('region', { name: 'Demo accounts (mock mode)' });
      await expect(demo.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
      await page.locator('#username').fill('gbm');

      release();
      await waitForApp(page);
      await expect(demo.getByRole('cell', { name: 'gagency', exact: true })).toBeVisible();
      await expect(page.getByLabel('Username', { exact: true })).toHaveValue('gbm');
      await page.getByRole('button', { name: 'Open the mock fault switch' }).click();
      const panel = page.getByRole('dialog', { name: 'Mock faults' });
      await expect(panel.getByText('No faults: every call answers normally.')).toBeVisible();
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toHaveCount(0);
      expect(await appChunkLoads(page), "the app's chunk is only prefetched before sign-in").not.toContain('script');

      await page.getByLabel('Password', { exact: true }).fill(await demoPassword(page));
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectTopNavigation(page);
      expect(errors, 'no page error').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
