/**
 * Issue 24: no link a role is shown may bounce it home. For every demo role: sign in once, collect
 * every link of the top bar, the main menu (each group opened), the user menu and the footer, then
 * open each address and fail when the visit ends elsewhere than it was sent (a role the route
 * refuses lands on '/') or without the page's heading (an error instead of a page). Uncaught page
 * errors fail the test through the fixture. One browser context per role; the first address is a
 * full page load (page.goto), the others go through the router as a followed link would.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signIn, test, waitForApp } from './fixtures';

/** The same-origin addresses of the links inside `scope` (mail links and the like aside). */
async function hrefsIn(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).locator('a[href]').evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.search),
  );
}

/** Opens a menu button, reads the links of the menu it opens, and closes it again. */
async function hrefsOfMenu(page: Page, button: ReturnType<Page['getByRole']>): Promise<string[]> {
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hrefs = await hrefsIn(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return hrefs;
}

/** Every link of the top bar, the main menu's groups, the user menu and the footer, where `/` shows them. */
async function collectLinks(page: Page): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const add = (where: string, hrefs: string[]) => hrefs.forEach((href) => found.has(href) || found.set(href, where));
  add('top bar', await hrefsIn(page, 'header'));
  const groups = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button');
  const labels = await groups.allTextContents();
  expect(labels.length, 'main menu groups').toBeGreaterThan(0);
  for (const label of labels) add(`main menu ${label}`, await hrefsOfMenu(page, groups.filter({ hasText: label })));
  add('user menu', await hrefsOfMenu(page, page.getByRole('button', { name: /Account menu/ })));
  add('footer', await hrefsIn(page, 'footer'));
  return found;
}

/**
 * Opens `href` as the browser's history does (the router resolves it like a followed link, through
 * the same route guard, without reloading the app for each address: the whole walk stays fast),
 * then waits until the page shows its heading: the visit must end where it was sent.
 */
async function visit(page: Page, href: string, where: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  const target = new URL(href, page.url()).pathname;
  await page
    .waitForFunction(
      (path) => {
        const h1 = document.querySelector<HTMLElement>('#main h1');
        return location.pathname !== path || (h1 != null && h1.getClientRects().length > 0 && document.title !== '');
      },
      target,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // the assertions below say what is wrong
  expect(new URL(page.url()).pathname, `${href} (${where}) ends where it was sent, not on a bounce`).toBe(target);
  await expect(page.locator('#main h1').first(), `${href} (${where}) shows its page`).toBeVisible();
}

/** An address each role may not open (seed 000 section 6): the walk's control, which must be seen to bounce. */
const FORBIDDEN: Record<number, string> = {
  1: '/git_tools',
  2: '/MyProjects',
  3: '/MyProjects',
  4: '/ImportAmpProjectsData',
  5: '/ImportAmpProjectsData',
  6: '/ImportAmpUsersData',
  7: '/PendingProjectsForApproval',
  8: '/CreateDFCProject',
};

test.describe('every link a role is shown opens a page the role may use', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { username, role } of DEMO_ACCOUNTS) {
    test(`${username} (role ${role})`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, username);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      const links = await collectLinks(page);
      expect(links.size, 'links found').toBeGreaterThan(20);
      const targets = [...links].filter(([href]) => href !== '/'); // the home page itself (logo, placeholders): no bounce to tell
      const [first] = targets;
      await test.step(`${first[0]} (${first[1]}, full page load)`, async () => {
        await page.goto(first[0]);
        await waitForApp(page);
        await expect(page.locator('#main h1').first()).toBeVisible();
        expect(new URL(page.url()).pathname, `${first[0]} ends where it was sent`).toBe(new URL(first[0], page.url()).pathname);
      });
      for (const [href, where] of targets.slice(1)) {
        await test.step(`${href} (${where})`, () => visit(page, href, where));
      }
      // The control: the same way of opening an address sees a bounce (one the role may not open ends on '/').
      // It waits for the bounce itself: a visit may see the page it came from before the guard acts.
      await test.step(`control: ${FORBIDDEN[role]} bounces`, async () => {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, FORBIDDEN[role]);
        await expect(page).toHaveURL(new URL('/', page.url()).href);
      });
    });
  }
});
