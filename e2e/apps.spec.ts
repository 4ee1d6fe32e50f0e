/**
 * Apps, builds and quality reports (seed 001 sections 2 to 5), on the demo build with the mock's
 * clock running fast: tech pages the 13 apps of project 12, creates a web app with two variables
 * and a dependent app, sets up its repo, builds it and reads the log, generates its reports and
 * reads the three views; creates a Sonar report app with a .zip after a bad file is refused; and
 * deletes an app after confirming.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, mockAdmin, signIn, test } from './fixtures';

const PROJECT = 12;

/** A minimal valid zip (an empty archive) padded past the 1024-byte minimum with a zip comment. */
function zipBytes(): Buffer {
  const comment = Buffer.alloc(1100, 0x20);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([end, comment]);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('tech manages the apps of a project: paging, create, repo, build, reports, report app, delete', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'tech');

  await test.step('the list: 13 apps paged 5 / 10 / All', async () => {
    await page.goto(`/project/${PROJECT}/apps`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Relaunch' })).toBeVisible();
    await mockAdmin(page, '/__mock__/clock', { speed: 40 });
    const cards = page.getByRole('list', { name: 'Apps of the project' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '10' }).click();
    await expect(cards).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(cards).toHaveCount(13);
    await expectNoSeriousA11yViolations(page);
  });

  let appUrl = '';
  await test.step('create a web app with two variables and a dependent app', async () => {
    await page.getByRole('link', { name: 'Create New App' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create New App' })).toBeVisible();
    await page.getByRole('textbox', { name: 'App Name', exact: true }).fill('checkout_e2e');
    await choose(page, 'Environment', 'React');
    await choose(page, 'Build Type', 'Yarn');
    await page.getByRole('combobox', { name: 'Dependent App' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Path', exact: true }).fill('/checkout-e2e');
    await page.getByRole('textbox', { name: 'Health Path', exact: true }).fill('/checkout-e2e/health');
    await page.getByRole('textbox', { name: 'Website Port', exact: true }).fill('8080');
    await page.getByRole('textbox', { name: 'Key 1', exact: true }).fill('API_URL');
    await page.getByRole('textbox', { name: 'Value 1', exact: true }).fill('https://api.example.com');
    await page.getByRole('button', { name: 'Add More' }).click();
    await page.getByRole('textbox', { name: 'Key 2', exact: true }).fill('FEATURE_FLAG');
    await page.getByRole('textbox', { name: 'Value 2', exact: true }).fill('on');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog').getByText('App created successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Go to App List' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/apps`));
    await page.getByLabel('Search apps').fill('checkout e2e');
    await page.getByRole('link', { name: 'View App CHECKOUT E2E' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'View App' })).toBeVisible();
    appUrl = page.url();
  });

  await test.step('Setup Repo, then Build Now to a finished build with its log', async () => {
    await page.getByRole('button', { name: 'Setup Repo' }).click();
    await expect(page.getByText('App Repo Setup Completed')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Setup Repo' })).toBeDisabled();
    await page.getByRole('button', { name: 'Build Now' }).click();
    await page.getByRole('tab', { name: 'Build History' }).click();
    await expect(page.getByRole('log')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'App Details' }).click();
    await expect(page.getByText(/finished successfully|failed: see its console log/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Build History' }).click();
    await expect(page.getByRole('log')).toContainText('Starting: Initialize job');
    // The log is virtualised: its last lines are found with the viewer's search.
    await page.getByLabel('Search the log').fill('Finishing: Deploy');
    await expect(page.getByText(/^1 of 1$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Generate Report through its steps, then the three report views', async () => {
    await page.getByRole('tab', { name: 'App Details' }).click();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByText('Report Generation Triggered')).toBeVisible();
    // The run's notice (the Pipeline Status list also reads 'Report Successfully Generated (completed)').
    const reportNotice = page.getByRole('status').filter({ hasText: 'Report Successfully Generated' });
    await expect(reportNotice).toBeVisible({ timeout: 90_000 });
    await expect(reportNotice).toContainText('Not Started');
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Lighthouse' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Performance', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Sonar issues' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a Sonar report app: a bad file is refused, a .zip is uploaded', async () => {
    await page.goto(`/app/${PROJECT}/createNewApp`);
    await page.getByRole('textbox', { name: 'App Name', exact: true }).fill('sonar_e2e');
    await choose(page, 'App Type', 'Point and Analyse');
    await choose(page, 'Report Type', 'Sonar Qube Report');
    await expect(page.getByRole('textbox', { name: 'Website URL', exact: true })).toBeDisabled();
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'code.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 0x61) });
    await expect(page.getByText('Only .zip files are accepted.')).toBeVisible();
    await input.setInputFiles({ name: 'code.zip', mimeType: 'application/zip', buffer: zipBytes() });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog').getByText('App Successfully Created')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: 'View Report App' })).toBeVisible();
  });

  await test.step('delete asks first; the list refreshes', async () => {
    await page.goto(appUrl);
    await page.getByRole('link', { name: 'Back to the apps' }).click();
    await page.getByLabel('Search apps').fill('checkout e2e');
    await page.getByRole('button', { name: 'Delete App CHECKOUT E2E' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure want to delete the App?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'CHECKOUT E2E' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete App CHECKOUT E2E' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No app matches your search.')).toBeVisible();
  });
});
