import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClockSpeed } from '../../../../mocks/core/clock';
import { clearFaults, setFaults } from '../../../../mocks/core/faults';
import { config } from '../../../config';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { seriousAxeViolations } from '../../../testing/renderView';
import GitToolsPage from './GitToolsPage';
import { withFastGitJobs } from '../../../testing/fastGitJobs';

withFastGitJobs();
afterEach(() => clearFaults());

const user = () => userEvent.setup();
const button = (name: string) => screen.getByRole('button', { name });

/** Types into a field (pasted: quicker than key by key, and the same change events). */
async function fill(field: HTMLElement, text: string) {
  const u = user();
  await u.click(field);
  await u.paste(text);
}

async function openPage() {
  const result = await renderWithProviders(<GitToolsPage />, { as: 'gbm', route: '/git_tools' });
  expect(screen.getByRole('heading', { level: 1, name: 'Git Tools' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'DevOps project' })).toHaveDisplayValue('dfc-portal'));
  return result;
}

/** 'Search A Git Repo', then the repository chosen in the dropdown. */
async function chooseRepo(name: string) {
  await user().click(screen.getByRole('tab', { name: 'Search A Git Repo' }));
  const select = await screen.findByRole('combobox', { name: 'Repository' });
  await user().selectOptions(select, name);
  return screen.findByRole('region', { name });
}

describe('GitToolsPage (/git_tools)', () => {
  it("enables 'Create & Clone Repo' only when the new repo name and the repo URL are filled", async () => {
    await openPage();
    expect(screen.getByRole('tab', { name: 'Create a New Git Repo', selected: true })).toBeVisible();
    expect(button('Create & Clone Repo')).toBeDisabled();
    await fill(screen.getByLabelText('New repo name'), 'site');
    expect(button('Create & Clone Repo')).toBeDisabled();
    await fill(screen.getByLabelText('Repo URL'), 'https://github.com/example/site.git');
    expect(button('Create & Clone Repo')).toBeEnabled();
    await user().clear(screen.getByLabelText('New repo name'));
    expect(button('Create & Clone Repo')).toBeDisabled();
  });

  it('creates and clones a repository, follows the import to its end and lists its branches', async () => {
    await openPage();
    await fill(screen.getByLabelText('New repo name'), 'new-site');
    await fill(screen.getByLabelText('Repo URL'), 'https://github.com/example/new-site.git');
    await user().click(button('Create & Clone Repo'));
    expect(
      await screen.findByText('new-site was created and cloned from https://github.com/example/new-site.git. Branches: main.', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    // The new repository is the one the tools now work on.
    const repo = await screen.findByRole('region', { name: 'new-site' });
    expect(within(repo).getByRole('link', { name: 'https://devops.example.com/dfc-portal/dfc-portal/_git/new-site' })).toBeVisible();
    await user().click(within(repo).getByRole('button', { name: 'Get Exisiting Branches' }));
    const list = await within(repo).findByRole('list', { name: 'Branches' });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.firstChild?.textContent)).toEqual(['main']);
    expect(within(repo).getByText('There is no branch to merge yet: add a branch first.')).toBeVisible();
  });

  it("says the seeds' words for an unknown repo name, with the line break", async () => {
    await openPage();
    await user().click(screen.getByRole('tab', { name: 'Search A Git Repo' }));
    await fill(await screen.findByLabelText('Repo name'), 'no-such-repo');
    await user().click(button('Search'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('There is no repo with given name \n Please try again');
    expect(alert).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('finds a repository by name in any case', async () => {
    await openPage();
    await user().click(screen.getByRole('tab', { name: 'Search A Git Repo' }));
    await fill(await screen.findByLabelText('Repo name'), 'DFC-PORTAL-API');
    await user().click(button('Search'));
    expect(await screen.findByRole('region', { name: 'dfc-portal-api' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Repository' })).toHaveDisplayValue('dfc-portal-api');
  });

  it('adds a branch from the newest commit of main, sent only with a name (and then listed)', async () => {
    await openPage();
    const repo = await chooseRepo('dfc-portal-web');
    await user().click(within(repo).getByRole('button', { name: 'Add Branch' }));
    const add = within(repo).getByRole('button', { name: 'Add This Branch' });
    expect(add).toBeDisabled();
    expect(await within(repo).findByText(/^The new branch starts at the newest commit of main \([0-9a-f]{7}\)\.$/)).toBeVisible();
    await fill(within(repo).getByLabelText('Branch name'), 'bad..name');
    expect(add).toBeDisabled();
    expect(within(repo).getByText(/^Use letters, digits/)).toBeVisible();
    await user().clear(within(repo).getByLabelText('Branch name'));
    await fill(within(repo).getByLabelText('Branch name'), 'feature/test');
    expect(add).toBeEnabled();
    await user().click(add);
    expect(await screen.findByText('The branch feature/test was added to dfc-portal-web.', undefined, { timeout: 10_000 })).toBeVisible();
    await user().click(within(repo).getByRole('button', { name: 'Get Exisiting Branches' }));
    expect(await within(await within(repo).findByRole('list', { name: 'Branches' })).findByText('feature/test')).toBeVisible();
  });

  it("merges a branch after 'Merge with master?' and shows the seeds' message on the 201", async () => {
    await openPage();
    const repo = await chooseRepo('dfc-portal-web');
    const merge = await within(repo).findByRole('button', { name: 'Merge Branch' });
    expect(merge).toBeDisabled(); // no branch chosen yet
    const branch = within(repo).getByRole('combobox', { name: 'Branch to merge' });
    expect(within(branch).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'develop', 'feature/git-tools']);
    await user().selectOptions(branch, 'develop');
    await user().click(merge);
    const dialog = await screen.findByRole('dialog', { name: 'Merge with master?' });
    await user().click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('develop is merged with master of dfc-portal-web', undefined, { timeout: 10_000 })).toBeVisible();
  });

  it('has no serious accessibility violations, on either tab', async () => {
    const { container } = await openPage();
    expect(await seriousAxeViolations(container)).toEqual([]);
    const repo = await chooseRepo('dfc-portal-web');
    await user().click(within(repo).getByRole('button', { name: 'Add Branch' }));
    await user().click(within(repo).getByRole('button', { name: 'Get Exisiting Branches' }));
    await within(repo).findByRole('list', { name: 'Branches' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('cancels a merge at the question', async () => {
    await openPage();
    const repo = await chooseRepo('dfc-portal-web');
    await user().selectOptions(await within(repo).findByRole('combobox', { name: 'Branch to merge' }), 'feature/git-tools');
    await user().click(within(repo).getByRole('button', { name: 'Merge Branch' }));
    await user().click(within(await screen.findByRole('dialog', { name: 'Merge with master?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('status', { name: /merged/ })).not.toBeInTheDocument();
  });

  it('says in words why a merge failed (the build failed) and why a repository could not be created', async () => {
    expect(setFaults({ faults: [{ target: 'devopsService.createRepository', kind: '500', times: 1 }], jobFaults: [{ jobKind: 'build:dfc-git-merge', step: 1, times: 1 }] }).ok).toBe(true);
    await openPage();
    await fill(screen.getByLabelText('New repo name'), 'broken-site');
    await fill(screen.getByLabelText('Repo URL'), 'https://github.com/example/site.git');
    await user().click(button('Create & Clone Repo'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Create & Clone Repo failed: Fault injected: 500 (500)');

    const repo = await chooseRepo('dfc-portal-web');
    await user().selectOptions(await within(repo).findByRole('combobox', { name: 'Branch to merge' }), 'develop');
    await user().click(within(repo).getByRole('button', { name: 'Merge Branch' }));
    await user().click(within(await screen.findByRole('dialog', { name: 'Merge with master?' })).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Merge Branch failed: dfc-git-merge #1 ended with FAILURE'), { timeout: 10_000 });
  });

  it('bounds the import poll: still running after the last read, with Keep waiting and Stop following', async () => {
    config.timings.buildPollMaxRuns = 2;
    await openPage();
    setClockSpeed(0); // the import never ends
    await fill(screen.getByLabelText('New repo name'), 'slow-site');
    await fill(screen.getByLabelText('Repo URL'), 'https://github.com/example/slow.git');
    await user().click(button('Create & Clone Repo'));
    expect(await screen.findByText(/^Create & Clone Repo is still running\. It can take a while\. The import is queued…$/)).toBeVisible();
    await user().click(button('Keep waiting'));
    expect(await screen.findByRole('button', { name: 'Stop following' })).toBeVisible();
    await user().click(button('Stop following'));
    expect(await screen.findByText('No longer following the work: it goes on in the devops service and on the build server.')).toBeVisible();
    expect(button('Create & Clone Repo')).toBeEnabled();
  });
});
