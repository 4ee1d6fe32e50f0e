/**
 * A session that cannot come back: a signed-in page left for another document stays in the
 * back-forward cache. When the user signs out meanwhile (in another tab) and goes back, the
 * restored page (pageshow with persisted) reads the session from storage and ends at /login; when
 * another user signed in meanwhile, it becomes that user's page. It never writes a token back.
 *
 * Playwright starts Chromium with the back-forward cache disabled; this file turns it back on.
 * Chromium hands a restored page the storage events of its absence, after pageshow: the app must
 * have left the old session before them (pageshow), and an old event must not undo the present.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, signIn, test, waitForApp } from './fixtures';

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

interface Probe {
  /** event.persisted of every pageshow of this document. */
  pageshows: boolean[];
  /** localStorage.setItem('token', …) calls of this document since it was last restored from the cache. */
  tokenWritesSinceRestore: number;
  /** Where the app was when the first storage event reached it after the restore (undefined: none came). */
  pathAtFirstStorageEvent?: string;
}

declare global {
  interface Window {
    __bfcacheProbe?: Probe;
  }
}

/**
 * Watches every document of the page from its start, before the app's own listeners: pageshow,
 * the first storage event after a restore, and every write of the token.
 */
async function probeDocuments(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { pageshows: [], tokenWritesSinceRestore: 0 };
    window.__bfcacheProbe = probe;
    let restored = false;
    window.addEventListener('pageshow', (event) => {
      probe.pageshows.push(event.persisted);
      if (!event.persisted) return;
      restored = true;
      probe.tokenWritesSinceRestore = 0;
    });
    window.addEventListener('storage', () => {
      if (restored && probe.pathAtFirstStorageEvent === undefined) probe.pathAtFirstStorageEvent = window.location.pathname;
    });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage && key === 'token') probe.tokenWritesSinceRestore += 1;
      return setItem.call(this, key, value);
    };
  });
}

const probeOf = (page: Page) => page.evaluate(() => window.__bfcacheProbe!);

/** Why the browser did not restore the current document from the back-forward cache (Chrome's notRestoredReasons). */
async function notRestoredReasons(page: Page): Promise<string> {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return JSON.stringify(entry?.notRestoredReasons ?? null);
  });
}

/** The document went back to was restored from the back-forward cache, not loaded again. */
async function expectRestored(page: Page): Promise<void> {
  const { pageshows } = await probeOf(page);
  expect(pageshows, `restored from the back-forward cache; not restored because: ${await notRestoredReasons(page)}`).toEqual([false, true]);
}

/** Signs in, opens /my_profile (the document that goes into the cache), then another document. */
async function leaveProfileForAnotherDocument(page: Page): Promise<void> {
  await probeDocuments(page);
  await signIn(page, 'gbm');
  await page.goto('/my_profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page.goto('/notificationsCmpnt');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Notifications' })).toBeVisible();
}

/** A second tab of the same browser, with the page-error guard of the fixtures' first page. */
async function otherTab(page: Page): Promise<{ other: Page; errors: string[] }> {
  const other = await page.context().newPage();
  const errors: string[] = [];
  other.on('pageerror', (error) => errors.push(`uncaught page error: ${error.message}`));
  other.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(`console error: ${message.text()}`);
  });
  return { other, errors };
}

/** Logout through the account menu and its confirmation. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Do you want to Logout?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Back to the cached document: one restored from the cache fires no load event, so wait for the commit only. */
async function goBackToCachedPage(page: Page): Promise<void> {
  await page.bringToFront();
  await page.goBack({ waitUntil: 'commit' });
  await expectRestored(page);
}

test.describe('back-forward cache', () => {
  test('a page restored after a sign-out in another tab ends at /login and writes no token back', async ({ page }) => {
    await leaveProfileForAnotherDocument(page);

    const { other, errors } = await otherTab(page);
    await other.goto('/');
    await waitForApp(other);
    await logOut(other);
    expect(await other.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await other.close();
    expect(errors).toEqual([]);

    await goBackToCachedPage(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
    // Nothing wrote the old session back (a refresh of the restored page would).
    await page.waitForTimeout(500);
    const probe = await probeOf(page);
    expect(probe.tokenWritesSinceRestore).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // The restore itself signed out (pageshow), before the storage events of the sign-out arrived.
    expect([undefined, '/login']).toContain(probe.pathAtFirstStorageEvent);
  });

  test("a page restored after another user's sign-in in another tab becomes that user's, without writing the token", async ({ page }) => {
    await leaveProfileForAnotherDocument(page);

    const { other, errors } = await otherTab(page);
    await other.goto('/');
    await waitForApp(other);
    await logOut(other);
    await signIn(other, 'tech');
    const techToken = await other.evaluate(() => window.localStorage.getItem('token'));
    await other.close();
    expect(errors).toEqual([]);

    await goBackToCachedPage(page);
    await expect(page).toHaveURL(/\/my_profile$/);
    await expect(page.getByRole('table', { name: 'My Profile' }).getByText('tech', { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect((await probeOf(page)).tokenWritesSinceRestore).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(techToken);
  });
});
