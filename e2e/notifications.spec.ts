/**
 * Notifications (issue 2 sections 5 and 9): the bell's unread badge and dropdown, the inbox at
 * /notificationsCmpnt with its pages, the read/unread toggle and the badge that follows it, the
 * server HTML rendered safely, and the inbox refresh that pauses while the tab is hidden.
 *
 * Every demo account has notifications in the seed, so the empty inbox ('You have no
 * notifications') is left to jest (NotificationsPage.test.tsx); lagency's one-page inbox stands
 * in for the short case here.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

const PAGE_SIZE = 20;
const DROPDOWN_SIZE = 5;

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const inboxOf = (page: Page) => page.getByRole('list', { name: 'Your Notifications' });
const paginationOf = (page: Page) => page.getByRole('navigation', { name: 'Notification pages' });

/** The unread count the bell announces ('Notifications, 7 unread'); null without a count. */
async function unreadCount(page: Page): Promise<number | null> {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? '';
  const match = /^Notifications, (\d+) unread$/.exec(label);
  return match ? Number(match[1]) : null;
}

/** The bell shows its count as a visible badge too. */
async function expectBadge(page: Page, count: number): Promise<void> {
  await expect(bellOf(page)).toHaveAccessibleName(`Notifications, ${count} unread`);
  await expect(bellOf(page)).toHaveText(String(count));
}

/** Whether a request is one of the inbox refresh's calls (the page and its count). */
const isInboxRefresh = (request: Request) => /^\/api\/(notifications\/\d+|notifications_count\/?)$/.test(new URL(request.url()).pathname);

async function expectRowsWellFormed(inbox: Locator, rows: number): Promise<void> {
  await expect(inbox.getByRole('listitem')).toHaveCount(rows);
  const dates = inbox.locator('time');
  await expect(dates).toHaveCount(rows);
  for (const date of await dates.all()) {
    await expect(date, 'the date part only').toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    expect(await date.getAttribute('datetime')).toBe(await date.textContent());
  }
}

test.describe('notifications', () => {
  test('bell, dropdown, inbox paging, read/unread toggle and safe HTML (gbm)', async ({ page }) => {
    await signIn(page, 'gbm');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => unreadCount(page), { message: 'the bell announces the unread count' }).toBeGreaterThan(0);
    const unread = (await unreadCount(page)) as number;
    await expectBadge(page, unread);

    // The dropdown: Show All Notifications first, then the latest few.
    await bellOf(page).click();
    const dropdown = page.getByRole('presentation').filter({ has: page.getByRole('link', { name: 'Show All Notifications' }) });
    await expect(dropdown.getByRole('link').first()).toHaveText('Show All Notifications');
    const latest = dropdown.getByRole('list', { name: 'Latest notifications' });
    await expect(latest.getByRole('listitem')).toHaveCount(DROPDOWN_SIZE);
    const newestInDropdown = (await latest.getByRole('listitem').first().locator('div').first().textContent()) ?? '';
    expect(newestInDropdown).not.toBe('');
    await expectNoSeriousA11yViolations(page);

    await dropdown.getByRole('link', { name: 'Show All Notifications' }).click();
    await expect(page).toHaveURL(/\/notificationsCmpnt$/);
    await expect(dropdown).toHaveCount(0);
    await expect(page).toHaveTitle('Notifications | DFC Portal');
    await expect(page.getByRole('heading', { level: 2, name: 'Your Notifications' })).toBeVisible();
    const inbox = inboxOf(page);
    await expectRowsWellFormed(inbox, PAGE_SIZE);
    const rows = inbox.getByRole('listitem');
    await expect(rows.first(), 'the newest notification heads both lists').toContainText(newestInDropdown);
    await expectNoSeriousA11yViolations(page);

    // Server HTML renders as formatting; its links open without opener or referrer.
    await expect(rows.first().locator('b').first()).toBeVisible();
    await expect(rows.first().getByText('<b>')).toHaveCount(0);
    const links = inbox.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Paging: 46 notifications are pages of 20, 20 and 6.
    const firstOfPage1 = (await rows.first().textContent()) ?? '';
    const pagination = paginationOf(page);
    await expect(pagination.getByRole('button', { name: 'page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(pagination.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).not.toHaveText(firstOfPage1);
    await expectRowsWellFormed(inbox, PAGE_SIZE);
    await pagination.getByRole('button', { name: 'Go to page 3' }).click();
    await expectRowsWellFormed(inbox, 6);
    await pagination.getByRole('button', { name: 'Go to page 1' }).click();
    await expect(pagination.getByRole('button', { name: 'page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).toHaveText(firstOfPage1);
    await expectRowsWellFormed(inbox, PAGE_SIZE);

    // Mark As Read turns the row's button into Mark As Unread and takes one off the badge.
    const unreadRows = inbox.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Mark As Read', exact: true }) });
    expect(await unreadRows.count()).toBeGreaterThan(0);
    const index = await rows.evaluateAll(
      (items) => items.findIndex((item) => Array.from(item.querySelectorAll('button')).some((b) => b.textContent === 'Mark As Read')),
    );
    const row = rows.nth(index);
    await expect(row).toContainText('Unread:');
    await row.getByRole('button', { name: 'Mark As Read', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Mark As Unread', exact: true })).toBeVisible();
    await expect(row).not.toContainText('Unread:');
    await expectBadge(page, unread - 1);

    // The next refresh (every 1800 ms) reads the server's state: still read, badge still one less.
    const refresh = await page.waitForRequest((r) => isInboxRefresh(r) && /\/notifications\/1$/.test(r.url()));
    await refresh.response();
    await expect(row.getByRole('button', { name: 'Mark As Unread', exact: true })).toBeVisible();
    await expectBadge(page, unread - 1);

    await row.getByRole('button', { name: 'Mark As Unread', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Mark As Read', exact: true })).toBeVisible();
    await expect(row).toContainText('Unread:');
    await expectBadge(page, unread);
    await expectNoSeriousA11yViolations(page);
  });

  test("lagency's inbox fits on one page", async ({ page }) => {
    await signIn(page, 'lagency');
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    await expectBadge(page, (await unreadCount(page)) as number);
    await page.goto('/notificationsCmpnt');
    await expect(page.getByRole('heading', { level: 2, name: 'Your Notifications' })).toBeVisible();
    const inbox = inboxOf(page);
    await expectRowsWellFormed(inbox, 15);
    await expect(paginationOf(page), 'one page needs no pagination').toHaveCount(0);
    await expect(page.getByText('You have no notifications')).toHaveCount(0);
    const markButtons = inbox.getByRole('button', { name: /^Mark As (Read|Unread)$/ });
    await expect(markButtons).toHaveCount(15);
    expect(await inbox.getByRole('button', { name: 'Mark As Read', exact: true }).count(), 'unread rows').toBe(await unreadCount(page));
    for (const link of await inbox.getByRole('link').all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoSeriousA11yViolations(page);

    // Small screens drop the dates, not the rows or their toggles.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(inbox.locator('time').first()).toBeHidden();
    await expect(markButtons.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the inbox refreshes every 1800 ms while the tab is visible and pauses while it is hidden', async ({ page }) => {
    await signIn(page, 'gbm');
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (isInboxRefresh(request)) refreshes.push(Date.now());
    });
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: 'Show All Notifications' }).click();
    await expect(inboxOf(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);

    const countDuring = async (ms: number) => {
      const before = refreshes.length;
      await page.waitForTimeout(ms);
      return refreshes.length - before;
    };
    const setVisibility = (state: 'visible' | 'hidden') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);

    // Visible: a refresh (two calls: the page and the count) every 1800 ms after the last one ended.
    expect(await countDuring(5_000), 'refresh calls in 5 s while visible').toBeGreaterThanOrEqual(4);

    await setVisibility('hidden');
    await page.waitForTimeout(600); // a refresh already under way may finish
    expect(await countDuring(4_000), 'refresh calls in 4 s while hidden').toBe(0);

    const whileHidden = refreshes.length;
    await setVisibility('visible');
    await expect.poll(() => refreshes.length, { message: 'a refresh as soon as the tab shows', timeout: 1_000 }).toBeGreaterThan(whileHidden);
  });
});
