/**
 * The cloud part of the tech team's workflow (seed 000 section 2: Cloud parameters page, Plan
 * selection page; section 4: environment creation): tech2, to whom project 30 (DEVOPS_SETUP_COMPLETED)
 * is assigned, asks the recommender, pages through a service's plans, sees a failed environment say
 * so, then creates one with a chosen plan and follows it to Succeeded. The mock's clock runs fast.
 */
import { expect, expectNoSeriousA11yViolations, mockAdmin, signIn, test } from './fixtures';

const PROJECT = 30;


test('tech2 goes from Environment Setup through the recommender and a plan to a created environment', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tech2');

  await test.step('the tech page leads to the cloud recommender, which answers best first', async () => {
    await page.goto(`/viewApprovedProjectDetails/${PROJECT}`);
    await page.getByRole('link', { name: 'Environment Setup' }).click();
    await expect(page).toHaveURL(new RegExp(`/getCloudPlans\\?projectId=${PROJECT}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Check preference to get cloud plans' })).toBeVisible();
    // A radio choice applies 150 ms after the click (seed 001 section 9): click, then wait for it.
    const yes = page.getByRole('radiogroup').first().getByRole('radio', { name: 'Yes' });
    await yes.click();
    await expect(yes).toBeChecked();
    await page.getByRole('button', { name: 'Submit Params' }).click();
    await expect(page.getByText('Services recommended to you are:')).toBeVisible();
    await expect(page.getByText(/\d+% matching/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /^Select / }).first().click();
  });

  await test.step('Plan Selection: region first, then plans paged by 5', async () => {
    await expect(page).toHaveURL(/\/ServiceRegionOptions\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Selection' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Plans' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'India' }).click();
    await page.getByRole('button', { name: 'Get Plans' }).click();
    const plans = page.getByRole('region', { name: 'Plans' });
    await expect(plans.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(plans.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await plans.getByRole('button', { name: 'Next' }).click();
    await expect(plans.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await plans.getByRole('button', { name: 'Previous' }).click();
    await expect(plans.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a failed environment says so', async () => {
    await mockAdmin(page, '/__mock__/clock', { speed: 50 });
    await mockAdmin(page, '/__mock__/faults', { jobFaults: [{ jobKind: 'environmentCreation', times: 1 }] });
    await page.getByRole('button', { name: 'Create Service with Default Plan Values' }).click();
    await expect(page.getByRole('heading', { name: 'Environment Creation Request Raised Successfully' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Environment' });
    await expect(result.getByText('Environment Creation Failed')).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText("You'll get it if job succeeded")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Choose another plan' }).or(page.getByRole('link', { name: 'Choose another plan' })).click();
  });

  await test.step('a chosen green plan shows its estimate and is created, polled to Succeeded and saved', async () => {
    if (await page.getByRole('button', { name: 'Get Plans' }).isEnabled()) await page.getByRole('button', { name: 'Get Plans' }).click();
    const plans = page.getByRole('region', { name: 'Plans' });
    // Green plans are buttons (pink ones are inert groups).
    await plans.getByRole('listitem').getByRole('button').first().click();
    const chosen = page.getByRole('region', { name: 'Chosen plan' });
    await expect(chosen).toBeVisible();
    await chosen.getByRole('button', { name: 'Create Service with Selected Plan' }).click();
    const result = page.getByRole('region', { name: 'Environment' });
    await expect(result.getByText('Environment Creation Succeeded')).toBeVisible({ timeout: 30_000 });
    await expect(result.getByRole('link', { name: /^https?:\/\// })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/viewApprovedProjectDetails/${PROJECT}`);
    await expectNoSeriousA11yViolations(page);
  });
});
