/**
 * Content pages and Excel imports (seed 001 section 2) on the demo build: admin edits an info
 * page in place with markup that must not run, and another user sees the change; Back with
 * unsaved changes asks first; each of the sixteen content pages shows its banner and its topic's
 * items; admin imports a users workbook with one new and one existing user (the new one then
 * signs in), and a wrong file is refused. axe on every page.
 */
import ExcelJS from 'exceljs';
import { CONTENT_TITLES } from '../mocks/content/titles';
import { MAIN_MENU } from '../src/app/menu';
import { CONTENT_ROUTE_TOPICS } from '../src/domain/content';
import { PRODUCT_NAME, texts } from '../src/texts';
import { contentTexts } from '../src/texts/content';
import { demoPassword, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

const { leaveConfirm } = contentTexts.editor;

async function usersWorkbook(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['username', 'email', 'role', 'type', 'agency']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('admin edits an info page in place; the markup is shown safely to another user', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/overview/about_dfc');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to the / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Edit "/ }).first().click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeVisible({ timeout: 20_000 });
  await title.fill('About DFC (edited in e2e)');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'About DFC (edited in e2e)' })).toBeVisible();

  // Back with unsaved changes asks first, with the question a link asks: stay keeps the edit, leave goes back.
  await page.getByRole('link', { name: 'escalation matrix', exact: true }).click();
  await expect(page).toHaveURL(/\/overview\/escalation_matrix$/);
  await page.getByRole('button', { name: /^Edit "/ }).first().click();
  const unsavedTitle = page.getByRole('textbox', { name: 'Title' });
  await unsavedTitle.fill('Not saved yet');
  await expect(page.getByText(contentTexts.editor.unsaved)).toBeVisible();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => questions).toEqual([leaveConfirm]);
  await expect(page).toHaveURL(/\/overview\/escalation_matrix$/);
  await expect(unsavedTitle).toHaveValue('Not saved yet');
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/overview\/about_dfc$/);
  await expect(page.getByRole('heading', { name: 'About DFC (edited in e2e)' })).toBeVisible();
  expect(questions).toEqual([leaveConfirm, leaveConfirm]);

  // A saved item whose HTML carries a script shows without running it (the server stores raw HTML).
  const result = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const items = (await (await fetch('/api/get_content/about_dfc', { headers })).json()) as Array<{ id: number; page: string; title: string }>;
    const item = items[0];
    const saved = await fetch('/api/set_content', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: item.id, page: item.page, title: item.title, content: '<p>Safe text</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' }),
    });
    return saved.status;
  });
  expect(result).toBeLessThan(300);

  // The mock's data lives in this browser context's IndexedDB: sign admin out here, then in as gbm.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/login');
  const reader = page;
  await signIn(reader, 'gbm');
  await reader.goto('/overview/about_dfc');
  await expect(reader.getByRole('heading', { name: 'About DFC (edited in e2e)' })).toBeVisible();
  await expect(reader.getByText('Safe text')).toBeVisible();
  expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(reader.getByRole('button', { name: /^Edit "/ })).toHaveCount(0);
});

test('each of the sixteen content pages, reached through the main menu, shows the banner and its topic\'s items, without page errors, accessibly', async ({ page }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  await signIn(page, 'lagency');
  const routes = Object.entries(CONTENT_ROUTE_TOPICS);
  expect(routes).toHaveLength(16);
  const mainMenu = page.getByRole('navigation', { name: texts.nav.mainMenu });
  for (const [route, topic] of routes) {
    await test.step(route, async () => {
      // In the app, as a user goes (no reload between pages): the group's dropdown, then the page's item.
      const group = MAIN_MENU.find((candidate) => candidate.sections.flat().some((link) => link.to === route));
      const link = group?.sections.flat().find((candidate) => candidate.to === route);
      expect(link, `a main menu item for ${route}`).toBeDefined();
      await mainMenu.getByRole('button', { name: group!.label, exact: true }).click();
      await page.getByRole('menu', { name: group!.label }).getByRole('menuitem', { name: link!.label, exact: true }).click();
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).pathname).toBe(route);

      const banner = page.getByTestId('content-banner');
      await expect(banner.getByRole('heading', { level: 1 })).toHaveText(`Welcome to the ${PRODUCT_NAME}`);
      await expect(banner.getByText(texts.product.tagline, { exact: true })).toBeVisible();
      // The topic's items from the mock's seed, each an article headed by its title, in order.
      const titles = CONTENT_TITLES[topic];
      expect(titles.length, `seed items of ${topic}`).toBeGreaterThan(0);
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles);
      await expectNoSeriousA11yViolations(page);
      expect(pageErrors, `uncaught page errors up to ${route}`).toEqual([]);
    });
  }
});

test('admin imports users: one new (who cannot sign in before choosing a password), one already registered; a wrong file is refused', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/ImportAmpUsersData');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 0x61) });
  await expect(page.getByText('Please upload xls or xlsx format')).toBeVisible();

  const workbook = await usersWorkbook([
    ['e2e_newuser', 'e2e_newuser@example.com', '2', 'INTERNAL', ''],
    ['gbm', 'gbm@example.com', '2', 'INTERNAL', ''],
  ]);
  await input.setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
  await expect(page.getByText('e2e_newuser').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const status = page.getByRole('dialog', { name: 'Upload Status' });
  await expect(status.getByText('Below users are already registered')).toBeVisible({ timeout: 20_000 });
  await expect(status.getByText('gbm')).toBeVisible();

  // The mock's data lives in this browser context's IndexedDB: sign admin out here. The imported
  // account has no password anyone knows (the demo's included): its user starts with Forgot Password.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('e2e_newuser');
  await page.getByLabel('Password', { exact: true }).fill(await demoPassword(page));
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByText('Please enter valid username and password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
