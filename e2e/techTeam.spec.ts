/**
 * The tech team's workflow after approval (seed 001 sections 2 and 4, seed 000 sections 2 and 4),
 * on the demo build with the mock's clock running fast:
 * - tech takes project 29 (APPROVAL_COMPLETED) through Setup Devops Project, where a failed chain
 *   step is retried from where it failed; then Environment Setup -> recommender -> a green plan ->
 *   creation polled to Succeeded; then Sonar, Deploy Web App, Lighthouse and the report download;
 * - a brand manager downloads a Lighthouse report from the project view.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, mockAdmin, signIn, test } from './fixtures';

const PROJECT = 29;


async function stageButton(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Next steps' });
  const button = section.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled({ timeout: 60_000 });
  return button;
}

test('tech takes an approved project from devops setup to a Lighthouse report', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'tech');
  await mockAdmin(page, '/__mock__/clock', { speed: 40 });

  await test.step('Setup Devops Project: the steps appear; a failed step is retried from where it failed', async () => {
    await page.goto(`/viewApprovedProjectDetails/${PROJECT}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Night Repair Launch' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Set once the page is open (the fault is for the button below, not the page's own calls).
    await mockAdmin(page, '/__mock__/faults', { jobFaults: [{ jobKind: 'devopsChain', step: 2, times: 1 }] });
    await page.getByRole('button', { name: 'Setup Devops Project' }).click();
    const chain = page.getByRole('list', { name: 'Devops chain' });
    await expect(chain.locator('[data-step="createServiceConnections"][data-state="failed"]')).toBeVisible({ timeout: 60_000 });
    await expect(chain.locator('[data-step="createRepo"][data-state="done"]')).toBeVisible();
    await page.getByRole('button', { name: 'Retry from the failed step' }).click();
    await expect(page.getByText('DevOps Created Successfully')).toBeVisible({ timeout: 60_000 });
    await expect(chain.locator('[data-state="done"]')).toHaveCount(7);
    await expect(page.getByText('Devops Project Setup Completed')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity' }).getByText('attempt 2')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Environment Setup: recommender, a green plan, creation polled to Succeeded', async () => {
    await page.getByRole('link', { name: 'Environment Setup' }).click();
    await page.getByRole('button', { name: 'Submit Params' }).click();
    await page.getByRole('link', { name: 'Select Azure App Service' }).click();
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Europe' }).click();
    await page.getByRole('button', { name: 'Get Plans' }).click();
    const plans = page.getByRole('region', { name: 'Plans' });
    await plans.getByRole('button', { name: 'Next' }).click();
    await expect(plans.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await plans.getByRole('listitem').getByRole('button').first().click();
    await page.getByRole('region', { name: 'Chosen plan' }).getByRole('button', { name: 'Create Service with Selected Plan' }).click();
    const result = page.getByRole('region', { name: 'Environment' });
    await expect(result.getByText('Environment Creation Succeeded')).toBeVisible({ timeout: 60_000 });
    await result.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByText('ENVIRONMENT SETUP COMPLETED')).toBeVisible();
  });

  await test.step('Sonar, then Deploy Web App', async () => {
    await (await stageButton(page, 'Start Sonar Analysis')).click();
    await (await stageButton(page, 'Deploy Web App')).click();
    await expect(page.getByText('Deployment Successful')).toBeVisible({ timeout: 60_000 });
  });

  await test.step('Run Lighthouse Analysis, then download the report', async () => {
    await (await stageButton(page, 'Run Lighthouse Analysis')).click();
    const get = await stageButton(page, 'Get Lighthouse Report');
    const download = page.waitForEvent('download');
    await get.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.html$/);
    const html = await readFile((await file.path()) as string, 'utf8');
    expect(html).toContain('Aurora Night Repair Launch');
    await expectNoSeriousA11yViolations(page);
  });
});

test('a brand manager downloads a Lighthouse report from the project view', async ({ page }) => {
  await signIn(page, 'gbm');
  await page.goto('/viewProjectDetails/12');
  await page.getByRole('button', { name: 'Lighthouse Reports' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Download/ }).first().click();
  const file = await download;
  const html = await readFile((await file.path()) as string, 'utf8');
  expect(html).toContain('Aurora Relaunch');
});
