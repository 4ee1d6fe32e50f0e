/**
 * Content pages and Excel imports (seed 001 section 2) on the demo build: admin edits an info
 * page in place with markup that must not run, and another user sees the change; a content page
 * shows its banner and items; admin imports a users workbook with one new and one existing user
 * (the new one then signs in), and a wrong file is refused. axe on every page.
 */
import ExcelJS from 'exceljs';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

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

test('a content page shows its banner and items', async ({ page }) => {
  await signIn(page, 'lagency');
  await page.goto('/Guidelines/marketing_consent_n_channel_guidelines');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to the / })).toBeVisible();
  await expect(page.getByTestId('content-banner').getByText('The fastest way to curate brand experiences digitally and to measure the impact of your creations')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('admin imports users: one new (who then signs in), one already registered; a wrong file is refused', async ({ page }) => {
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

  // The mock's data lives in this browser context's IndexedDB: sign admin out here, then in as the new user.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/login');
  await signIn(page, 'e2e_newuser');
  await expect(page).not.toHaveURL(/\/login/);
});
