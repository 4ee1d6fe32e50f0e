/**
 * Dashboards (seed 001 section 2) on the demo build: the project dashboard (the Select Project
 * modal, the four boards kept in the address), the Dashboard's paired charts with More Data to the
 * all-project table and back, and the agency dashboards; as several roles. axe on every page.
 */
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

test('gagency picks a project in the modal and switches the four boards', async ({ page }) => {
  await signIn(page, 'gagency');
  await page.goto('/overview/ProjectDashboard');
  const modal = page.getByRole('dialog', { name: 'Select Project' });
  await expect(modal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const select = modal.getByLabel('Project :');
  const value = await select.locator('option:not([disabled])').first().getAttribute('value');
  await select.selectOption(value as string);
  await expect(page).toHaveURL(new RegExp(`/overview/ProjectDashboard/${value}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Project Performance' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const boards = page.getByRole('navigation', { name: 'Dashboard boards' });
  for (const [name, id] of [
    ['SEO Monitoring', 'seo'],
    ['Lifecycles Stats', 'lifecycle'],
    ['Smart Resource Management', 'resources'],
  ] as const) {
    await boards.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`board=${id}`));
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    // One board at a time.
    await expect(page.getByRole('heading', { level: 2, name: 'Project Performance' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

test('tech expands a paired chart, follows More Data to the table and back', async ({ page }) => {
  await signIn(page, 'tech');
  await page.goto('/overview/Dashboard');
  await expect(page.getByRole('heading', { name: 'SEO Metrics Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Metrics Dashboard' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Show projects for New Users' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'More Data for New Users' }).click();
  await expect(page).toHaveURL(/\/overview\/AllProjectData\?metric=newUsersPercent/);
  await expect(page.getByRole('grid')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/overview\/Dashboard$/);
});

test('gbm reads the overall agency dashboard', async ({ page }) => {
  await signIn(page, 'gbm');
  await page.goto('/overview/OverallAgencyDashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overall Agency Dashboard' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
