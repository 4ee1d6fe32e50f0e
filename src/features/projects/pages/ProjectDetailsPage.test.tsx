import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredProject } from '../../../../mocks/projects/types';
import { delay, http, HttpResponse, server } from '../../../../mocks/node';
import { statusText } from '../../../domain/projects';
import { seededProject, userId } from '../../../testing/projectDetails';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';

declare global {
  interface Window {
    __xss?: number;
  }
}

const DETAILS = '*/api/get_dfc_project/:projectId';
const DRAFT = '*/api/get_dfc_project_draft/:projectId';


/** A project with its details filled (every field of the tab has a value). */
const filled = (p: StoredProject) => p.projectStatus !== null && p.environments.length > 0 && p.markets !== null;

async function openProject(projectId: number | string, as: DemoUser = 'gbm') {
  return renderWithProviders(null, { route: `/viewProjectDetails/${projectId}`, as });
}

/** The value shown for a label of the Project Details tab, or null when the row is absent. */
function field(label: string): HTMLElement | null {
  const list = screen.getByRole('tabpanel', { name: 'Project Details' });
  const term = within(list)
    .queryAllByRole('term')
    .find((dt) => dt.textContent === label);
  return (term?.nextElementSibling as HTMLElement | null) ?? null;
}

/** Records the paths of the project reads, then lets the mock answer. */
function recordProjectReads() {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.use(http.get(DETAILS, record), http.get(DRAFT, record));
  return paths;
}

// The first render loads the page's lazy chunk; the machine may be busy.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  delete window.__xss;
});

describe('ProjectDetailsPage', () => {
  it('shows the project name as the heading, the three tabs and every field of a project without CMS', async () => {
    const project = seededProject('filled project without CMS', (p) => filled(p) && !p.cmsFlag && p.frontend !== null);
    await openProject(project.projectId);
    expect(await screen.findByRole('heading', { level: 1, name: project.projectName })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Project Details', 'Team Members', 'Tasks']);
    expect(screen.getByRole('tab', { name: 'Project Details' })).toHaveAttribute('aria-selected', 'true');

    expect(field('Project Name')).toHaveTextContent(project.projectName);
    expect(field('Brand')).toHaveTextContent(project.projectBrand.brandName);
    expect(field('Markets')).toHaveTextContent(project.markets!.name);
    expect(field('Number of Sprints')).toHaveTextContent(String(project.noOfSprints));
    expect(field('Hosting Type')).toHaveTextContent(project.hostingType!.name);
    expect(field('Number of Hits')).toHaveTextContent(String(project.noOfHits));
    expect(field('Cloud Platform')).toHaveTextContent(project.cloudPlatform!.name);
    expect(field('Number of Team Members')).toHaveTextContent(String(project.noOfTeamMembers));
    expect(field('Frontend')).toHaveTextContent(project.frontend!.name);
    expect(field('Middleware')).toHaveTextContent(project.middleware!.name);
    expect(field('Backend')).toHaveTextContent(project.backend!.name);
    expect(field('CMS')).toBeNull();
    const environments = within(field('Environments')!).getAllByRole('listitem').map((li) => li.textContent);
    expect(environments).toEqual(project.environments.map((e) => e.name));
    const qa = within(field('Quality Assurance')!).getAllByRole('listitem').map((li) => li.textContent);
    expect(qa).toEqual(project.qualityAssurance.map((q) => q.name));
    const endUsers = within(field('End Users')!).getAllByRole('listitem').map((li) => li.textContent);
    expect(endUsers).toEqual(project.endUsers.map((e) => e.name));
    expect(field('Status')).toHaveTextContent(statusText(project.projectStatus));
  });

  it('with a CMS shows the CMS and leaves out frontend, middleware and backend', async () => {
    const project = seededProject('filled project with a CMS', (p) => filled(p) && p.cmsFlag && p.cms !== null);
    await openProject(project.projectId);
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    expect(field('CMS')).toHaveTextContent(project.cms!.name);
    expect(field('Frontend')).toBeNull();
    expect(field('Middleware')).toBeNull();
    expect(field('Backend')).toBeNull();
  });

  it('a brand manager reads the project through the details call', async () => {
    const project = seededProject('filled project', filled);
    const paths = recordProjectReads();
    await openProject(project.projectId, 'gbm');
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    expect(paths).toEqual([`/api/get_dfc_project/${project.projectId}`]);
  });

  it.each<DemoUser>(['gagency', 'lagency'])('the agency %s reads its project through the draft call', async (agency) => {
    const project = seededProject(`submitted project of ${agency}`, (p) => p.dfcUser.userId === userId(agency) && filled(p));
    const paths = recordProjectReads();
    await openProject(project.projectId, agency);
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    expect(paths).toEqual([`/api/get_dfc_project_draft/${project.projectId}`]);
    expect(field('Brand')).toHaveTextContent(project.projectBrand.brandName);
  });

  it('shows Loading... while the project loads', async () => {
    const project = seededProject('filled project', filled);
    server.use(http.get(DETAILS, async () => void (await delay(150))));
    await openProject(project.projectId);
    // The page itself (not the route's lazy-load fallback): its heading, then Loading...
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Details' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: project.projectName })).toBeVisible();
  });

  it('a failed load says so with a Retry that loads the project', async () => {
    const project = seededProject('filled project', filled);
    server.use(http.get(DETAILS, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await openProject(project.projectId);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Details' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: project.projectName })).toBeVisible();
  });

  it('an unreachable server says so', async () => {
    server.use(http.get(DETAILS, () => HttpResponse.error()));
    await openProject(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
  });

  it('a project that does not exist says so, without Retry, with a way home', async () => {
    await openProject(99999);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This project does not exist, or you may not view it.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('an agency may not open another agency’s project', async () => {
    const other = seededProject('project of lagency', (p) => p.dfcUser.userId === userId('lagency') && p.projectCreator.userId !== userId('gagency'));
    await openProject(other.projectId, 'gagency');
    expect(await screen.findByRole('alert')).toHaveTextContent('This project does not exist, or you may not view it.');
  });

  it('an address without a project id number says so without a call', async () => {
    const paths = recordProjectReads();
    await openProject('abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This project does not exist, or you may not view it.');
    expect(paths).toEqual([]);
  });

  it('shows an HTML-like project name as text, and no script runs', async () => {
    const project = seededProject('filled project', filled);
    const name = '<img src=x onerror="window.__xss=1"><b>Bold</b>';
    project.projectName = name;
    const { container } = await openProject(project.projectId);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toBe(name));
    expect(field('Project Name')!.textContent).toBe(name);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });

  it.each(['gbm', 'lbm', 'gagency'] as const)('%s reaches the apps of an approved project through View Apps', async (as) => {
    const project = seededProject(`an approved project ${as} may read`, (p) =>
      p.projectStatus === 'APPROVAL_COMPLETED' && (as !== 'gagency' || p.dfcUser.userId === userId('gagency')),
    );
    await openProject(project.projectId, as);
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    const link = screen.getByRole('link', { name: `View Apps of ${project.projectName}` });
    expect(link).toHaveAttribute('href', `/project/${project.projectId}/apps`);
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/project/${project.projectId}/apps`));
  });

  it('offers no View Apps while the project waits for approval', async () => {
    const project = seededProject('a project waiting for approval', (p) => p.projectStatus === 'PROJECT_DETAILS_FILLED');
    await openProject(project.projectId, 'gbm');
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    expect(screen.queryByRole('link', { name: /View Apps/ })).toBeNull();
  });

  it('opens the Team Members and Tasks tabs as accessible tab panels', async () => {
    const project = seededProject('filled project', filled);
    await openProject(project.projectId);
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    await userEvent.click(screen.getByRole('tab', { name: 'Team Members' }));
    expect(screen.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Team Members' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(await screen.findByRole('tabpanel', { name: 'Tasks' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeVisible();
  });
});
