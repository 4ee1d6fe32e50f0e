import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import GitComponentPage from './GitComponentPage';
import { withFastGitJobs } from '../../../testing/fastGitJobs';

withFastGitJobs();

describe('GitComponentPage (/gitcmpnt/)', () => {
  it("shows the repository of one of the tech user's approved projects, and adds a branch to it", async () => {
    await renderWithProviders(<GitComponentPage />, { as: 'tech', route: '/gitcmpnt/' });
    const u = userEvent.setup();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Aurora Relaunch');
    const repo = await screen.findByRole('region', { name: 'Auror_Repo' });
    expect(within(repo).getByRole('link', { name: 'https://devops.example.com/dfc-portal/Aurora_Relaunch/_git/Auror_Repo' })).toBeVisible();
    expect(within(await within(repo).findByRole('combobox', { name: 'Branch to merge' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'develop']);
    await u.click(within(repo).getByRole('button', { name: 'Add Branch' }));
    await within(repo).findByText(/^The new branch starts at the newest commit of main/);
    await u.click(within(repo).getByLabelText('Branch name'));
    await u.paste('hotfix/login');
    await u.click(within(repo).getByRole('button', { name: 'Add This Branch' }));
    expect(await screen.findByText('The branch hotfix/login was added to Auror_Repo.', undefined, { timeout: 10_000 })).toBeVisible();
    expect(await within(repo).findByRole('option', { name: 'hotfix/login' })).toBeInTheDocument(); // now mergeable
  });

  it('says when the project has no devops project yet', async () => {
    const project = db.projects.find((p) => p.techUser?.username === 'tech' && p.projectCreationStatus === 'APPROVED' && !p.devopsUrl)!;
    await renderWithProviders(<GitComponentPage />, { as: 'tech' });
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Project' }), project.projectName);
    expect(await screen.findByText('This project has no devops project yet: run Setup Devops Project on its page first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', `/viewApprovedProjectDetails/${project.projectId}`);
  });
});
