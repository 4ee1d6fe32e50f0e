import { configure, screen, within } from '@testing-library/react';
import { db } from '../../../../mocks/core/state';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';

/* Pages and the top bar load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });

async function renderHome(as: DemoUser) {
  await renderWithProviders(null, { route: '/', as });
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the DFC Portal' });
  const invite = screen.getByRole('region', { name: 'Ready to begin?' });
  return within(invite)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('home page', () => {
  it('has the banner as its one h1, the about text, the four steps, deploy, measure and sample sites', async () => {
    await renderWithProviders(null, { route: '/', as: 'gbm' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the DFC Portal' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText('The fastest way to curate brand experiences digitally and to measure the impact of your creations', {
        selector: 'main p',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About the DFC Portal' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Start a New Project');
    expect(steps[2]).toHaveTextContent(/web template/);
    expect(screen.getByRole('heading', { level: 3, name: 'Deploy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Measure' })).toBeInTheDocument();
    const samples = within(screen.getByRole('region', { name: 'Sample sites' })).getAllByRole('listitem');
    expect(samples.length).toBeGreaterThanOrEqual(3);
    for (const sample of samples) expect(within(sample).getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('role 6 (global agency): start a project, check status in My Projects, open the dashboard', async () => {
    expect(await renderHome('gagency')).toEqual([
      ['Start a Project', '/CreateDFCProject'],
      ['Check Project Status', '/MyProjects'],
      ['Open Dashboard', '/overview/Dashboard'],
    ]);
  });

  it('role 2 (global brand manager): start a project, check status in the pending list', async () => {
    expect(await renderHome('gbm')).toEqual([
      ['Start a Project', '/CreateDFCProject'],
      ['Check Project Status', '/PendingProjectsForApproval'],
      ['Open Dashboard', '/overview/Dashboard'],
    ]);
  });

  it('role 8 (technical user) cannot create: status in the pending list and the dashboard', async () => {
    expect(await renderHome('tech')).toEqual([
      ['Check Project Status', '/PendingProjectsForApproval'],
      ['Open Dashboard', '/overview/Dashboard'],
    ]);
  });

  it('role 4 (global project manager) gets only the dashboard', async () => {
    expect(await renderHome('gpm')).toEqual([['Open Dashboard', '/overview/Dashboard']]);
  });

  it('role 1 (admin) gets only the dashboard too', async () => {
    expect(await renderHome('admin')).toEqual([['Open Dashboard', '/overview/Dashboard']]);
  });
});

describe('home page: the brand manager projects waiting for details (issue 24)', () => {
  const TITLE = 'Your projects waiting for details';

  it.each(['gbm', 'lbm'] as const)('%s sees each project they created that is not yet submitted, opening its wizard', async (as) => {
    await renderWithProviders(null, { route: '/', as });
    const section = await screen.findByRole('region', { name: TITLE });
    const list = await within(section).findByRole('list', { name: TITLE });
    const expected = db.projects
      .filter((p) => p.projectCreator.username === as && (!p.projectCreationStatus || p.projectCreationStatus === 'DRAFT'))
      .sort((a, b) => b.projectCreatedDate.localeCompare(a.projectCreatedDate) || b.projectId - a.projectId);
    expect(expected.length).toBeGreaterThan(0);
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(expected.map((p) => `/DFCCreateProject/${p.projectId}`));
    expect(links[0]).toHaveTextContent(expected[0].projectName);
    const draft = expected.find((p) => p.projectCreationStatus === 'DRAFT');
    if (draft) expect(within(list).getByRole('link', { name: new RegExp(draft.projectName) })).toHaveTextContent('DRAFT');
    const submitted = db.projects.find((p) => p.projectCreator.username === as && p.projectCreationStatus === 'SUBMITTED');
    if (submitted) expect(within(list).queryByRole('link', { name: new RegExp(submitted.projectName) })).not.toBeInTheDocument();
  });

  it('is not shown to agencies (My Projects is theirs) nor to the tech user', async () => {
    for (const as of ['gagency', 'tech'] as const) {
      const { unmount } = await renderWithProviders(null, { route: '/', as });
      await screen.findByRole('region', { name: 'Ready to begin?' });
      expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('is left out against a backend without the extension (404), and says so with Retry on another failure', async () => {
    server.use(http.get('*/api/get_created_projects', () => HttpResponse.json({ message: 'no' }, { status: 404 }), { once: true }));
    const first = await renderWithProviders(null, { route: '/', as: 'gbm' });
    await screen.findByRole('region', { name: 'Ready to begin?' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/api/get_created_projects', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await renderWithProviders(null, { route: '/', as: 'gbm' });
    const section = await screen.findByRole('region', { name: TITLE });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your projects could not be loaded.');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(await within(section).findByRole('list', { name: TITLE })).toBeInTheDocument();
  });
});
