/**
 * The production build's pre-rendered frames of signed-in pages (issue 11): /, /MyProjects,
 * /PendingProjectsForApproval and /viewProjectDetails/{id} (one frame for every id) paint their frame (the top navigation's place, headings, loading
 * state, footer) from HTML; the app then renders over it in one step, with no spinner, blank
 * page or shift between. A visitor without a session is sent to the sign-in page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchCspViolations } from '../fixtures';
import { demoPassword, signIn } from './backend';

/** From the first parse on: every distinct state of the page's heading, and the layout shifts. */
function recordTakeover(page: Page) {
  return page.addInitScript(() => {
    const states: string[] = [];
    const shifts: number[] = [];
    (window as unknown as { takeover: unknown }).takeover = { states, shifts };
    const note = () => {
      // While the HTML is still being parsed, the heading may simply not be parsed yet; the app's
      // script is deferred, so nothing else can change the page before parsing ends.
      if (document.readyState === 'loading') return;
      const heading = document.querySelector('main h1')?.textContent ?? '(no heading)';
      const state = `${heading} | ${document.querySelector('header') ? 'navigation' : 'no navigation'}`;
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('readystatechange', note);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The emotion class ids of the elements `selector` finds, and those whose styles were not in the HTML. */
function stylesOf(page: Page, selector: string) {
  return page.evaluate((within) => {
    const prerendered = new Set(document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ').slice(1));
    const ids = [...document.querySelectorAll(`${within} [class*="css-"]`)].flatMap((element) =>
      [...element.classList].flatMap((name) => /^css-(\w+)/.exec(name)?.[1] ?? []),
    );
    return { count: ids.length, missing: ids.filter((id) => !prerendered.has(id)) };
  }, selector);
}

test('a signed-in page paints its frame from HTML; the app takes over with no spinner, blank page or shift', async ({ page, browser }) => {
  const html = await (await page.request.get('/MyProjects')).text();
  expect(html).toContain('data-prerendered="/MyProjects" data-prerendered-frame');
  expect(html).toMatch(/<h1[^>]*>My Projects<\/h1>/);

  await signIn(page, 'gagency');
  await recordTakeover(page);
  const errors: string[] = [];
  await watchCspViolations(page, (problem) => errors.push(problem));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/MyProjects');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /gagency/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  const { states, shifts } = await page.evaluate(() => (window as unknown as { takeover: { states: string[]; shifts: number[] } }).takeover);
  // The heading is there from the first parse and never leaves; the navigation replaces its place.
  expect(states).toEqual(['My Projects | no navigation', 'My Projects | navigation']);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  expect(errors).toEqual([]);
  // The signed-in top navigation's styles came with the frame's HTML (collected at build time):
  // the app's render over the frame had none of them to compute and insert.
  const unstyled = await stylesOf(page, 'header');
  expect(unstyled.count).toBeGreaterThan(5);
  // The bell's count is the one style the build cannot know (it shows once the inbox answers).
  expect(unstyled.missing.length).toBeLessThanOrEqual(1);
  // The global sheet (CssBaseline's rules and the static class rules) came in its own tag, which
  // the app's <Global> adopted: no tag of the HTML is left unclaimed beside a second copy.
  expect(html).toMatch(/<style data-emotion="css-global \w+">/);
  expect(await page.locator('style[data-emotion^="css-global "]').count()).toBe(0);
  expect(await page.locator('style[data-emotion="css-global"]').count()).toBeGreaterThan(0);

  // The frame alone (none of the portal's scripts) reads well: headings, a loading status, no
  // serious axe finding.
  const noScript = await browser.newContext();
  const bare = await noScript.newPage();
  await bare.route('**/assets/*.js', (route) => route.abort());
  await bare.goto('/PendingProjectsForApproval');
  await expect(bare.getByRole('heading', { level: 1, name: 'Projects Pending for Approval' })).toBeVisible();
  await expect(bare.getByRole('status')).toHaveText('Loading...');
  await expectNoSeriousA11yViolations(bare);
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: 'Welcome to the DFC Portal' })).toBeVisible();
  await noScript.close();
});

test("a project's details paint one frame for every id; the app fills it in with the project", async ({ page }) => {
  const html = await (await page.request.get('/viewProjectDetails/12')).text();
  expect(html).toContain('data-prerendered="/viewProjectDetails/:projectId" data-prerendered-frame');
  expect(html).toMatch(/<h1[^>]*>Project Details<\/h1>/);

  await signIn(page, 'gbm');
  await recordTakeover(page);
  await page.goto('/viewProjectDetails/12');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Relaunch' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Project Details' })).toBeVisible();
  const { states, shifts } = await page.evaluate(() => (window as unknown as { takeover: { states: string[]; shifts: number[] } }).takeover);
  // The project's name comes with the early call: painted in the frame before the app's render
  // when it answers first, else by that render; never a spinner or blank heading in between.
  expect([
    ['Project Details | no navigation', 'Project Details | navigation', 'Aurora Relaunch | navigation'],
    ['Project Details | no navigation', 'Aurora Relaunch | no navigation', 'Aurora Relaunch | navigation'],
  ]).toContainEqual(states);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  // The project's status panel, tabs and overview were styled at build time too (a sample
  // project): the render with the project's data computed no style.
  await expect(page.getByRole('button', { name: 'Lighthouse Reports' })).toBeVisible();
  const main = await stylesOf(page, 'main');
  expect(main.count).toBeGreaterThan(20);
  expect(main.missing).toEqual([]);
});

test("a project's details ask for the project while the code loads: one call, before the app's chunk is in, its name painted then, taken as the page's data", async ({ page }) => {
  for (const [user, call] of [
    ['gbm', '/api/get_dfc_project/12'],
    // Agencies read a project through the draft call (seed 000 section 7): the frame says so.
    ['gagency', '/api/get_dfc_project_draft/12'],
  ] as const) {
    await signIn(page, user);
    const events: string[] = [];
    const onRequest = (request: import('@playwright/test').Request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/get_dfc_project(_draft)?\/\d+$/.test(path)) events.push(`call ${path}`);
    };
    // The app's chunk is held until the name shows: the project's call must not wait for it, and
    // the frame paints the name from its answer (as text) before the app's code is in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app\.\w+\.js$/, async (route) => {
      await held;
      events.push('app chunk');
      await route.continue();
    });
    page.on('request', onRequest);
    await page.goto('/viewProjectDetails/12');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Relaunch' })).toBeVisible();
    expect(events, `${user}: the name is painted before the app's chunk is in`).toEqual([`call ${call}`]);
    await expect(page.locator('header')).toHaveCount(0);
    release();
    await expect(page.getByRole('tab', { name: 'Project Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Relaunch' })).toBeVisible();
    page.off('request', onRequest);
    await page.unrouteAll();
    expect(events, `${user}: the project is read once, while the app's code still loads`).toEqual([`call ${call}`, 'app chunk']);
    await page.evaluate(() => window.localStorage.clear());
  }
});

test('a visitor without a session at a signed-in page is sent to the sign-in page, and back after it', async ({ page }) => {
  await page.goto('/PendingProjectsForApproval');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects Pending for Approval' })).toHaveCount(0);
  const password = await demoPassword(page.request);
  await page.getByLabel('Username', { exact: true }).fill('gbm');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(/\/PendingProjectsForApproval$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects Pending for Approval' })).toBeVisible();
});
