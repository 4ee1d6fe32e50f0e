import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import GitToolsPage from './GitToolsPage';
import { withFastGitJobs } from '../../../testing/fastGitJobs';

// The mock's own rules (mocks/gitTools): a portal project's devops project (Aurora_Relaunch is
// project 12's: gbm's, gagency's and tech's) is read by the project's readers and changed by its
// parties; an agency lists only its own devops projects, not the shared 'dfc-portal'.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });

withFastGitJobs();

async function openPage(as: DemoUser) {
  await renderWithProviders(<GitToolsPage />, { as, route: '/git_tools' });
  const select = (await screen.findByRole('combobox', { name: 'DevOps project' })) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBeGreaterThan(0));
  return select;
}

describe('GitToolsPage: who may see and change which devops project', () => {
  it("an agency is told that its list holds only its own devops projects (no shared project, no other agency's)", async () => {
    const select = await openPage('gagency');
    const names = Array.from(select.options).map((o) => o.textContent);
    expect(names).toContain('Aurora_Relaunch');
    expect(names).not.toContain('dfc-portal');
    expect(names).not.toContain('Meridian_Summer_Campaign');
    expect(screen.getByText("The devops projects of your portal projects and those you created here. Other agencies' and the portal's shared project are not listed.")).toBeVisible();
  });

  it("a refused change (403: a technical user not assigned to the project) says who may change its repositories", async () => {
    const u = userEvent.setup();
    const select = await openPage('tech2');
    await u.selectOptions(select, 'Aurora_Relaunch');
    await u.click(screen.getByLabelText('New repo name'));
    await u.paste('side-site');
    await u.click(screen.getByLabelText('Repo URL'));
    await u.paste('https://github.com/example/side-site.git');
    await u.click(screen.getByRole('button', { name: 'Create & Clone Repo' }));
    expect(
      await screen.findByText(
        "Create & Clone Repo failed: only the parties of the portal project this devops project belongs to (its agency, its creator, the brand manager who manages it, its technical user) may change its repositories; one made in Git tools, its maker and the portal's staff",
      ),
    ).toBeVisible();
  });

  it('a repository list refused (403) says it is not there for the user, without Retry', async () => {
    server.use(http.get('*/:project/_apis/git/repositories', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await openPage('gbm');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Search A Git Repo' }));
    expect(await screen.findByText('The repositories of dfc-portal are not there for you: choose another devops project.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
