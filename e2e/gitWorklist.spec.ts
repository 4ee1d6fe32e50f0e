/**
 * Git tools and the worklist (seed 001 section 2, seed 000 section 2) on the demo build: tech
 * creates and clones a repo, adds a branch and merges it; gbm's worklist links to a pending project.
 */
import { expect, expectNoSeriousA11yViolations, mockAdmin, signIn, test } from './fixtures';

test('tech creates and clones a repo, adds a branch and merges it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tech');
  await page.goto('/git_tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Git Tools' })).toBeVisible();
  await mockAdmin(page, '/__mock__/clock', { speed: 20 });
  await expect(page.getByRole('combobox', { name: 'DevOps project' })).toHaveValue(/.+/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New repo name').fill('e2e-site');
  await page.getByLabel('Repo URL').fill('https://github.com/example/e2e-site.git');
  await page.getByRole('button', { name: 'Create & Clone Repo' }).click();
  await expect(page.getByText(/^e2e-site was created and cloned from https:\/\/github.com\/example\/e2e-site.git\. Branches: main\.$/)).toBeVisible({ timeout: 60_000 });
  const repo = page.getByRole('region', { name: 'e2e-site' });
  await repo.getByRole('button', { name: 'Add Branch' }).click();
  await repo.getByLabel('Branch name').fill('feature/e2e');
  await repo.getByRole('button', { name: 'Add This Branch' }).click();
  await expect(page.getByText('The branch feature/e2e was added to e2e-site.')).toBeVisible({ timeout: 60_000 });
  await repo.getByRole('button', { name: 'Get Exisiting Branches' }).click();
  await expect(repo.getByRole('list', { name: 'Branches' }).getByText('feature/e2e')).toBeVisible();
  await repo.getByRole('combobox', { name: 'Branch to merge' }).selectOption('feature/e2e');
  await repo.getByRole('button', { name: 'Merge Branch' }).click();
  await page.getByRole('dialog', { name: 'Merge with master?' }).getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('feature/e2e is merged with master of e2e-site')).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
});

test("gbm's worklist links to a project pending their approval", async ({ page }) => {
  await signIn(page, 'gbm');
  await page.goto('/my_profile');
  await expect(page.getByRole('heading', { name: 'My Worklist' })).toBeVisible();
  const link = page.locator('a[href^="/viewProjectDetails/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await link.click();
  await expect(page).toHaveURL(/\/viewProjectDetails\/\d+$/);
});
