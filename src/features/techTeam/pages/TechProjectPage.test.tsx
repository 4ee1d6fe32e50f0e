import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { setClockSpeed } from '../../../../mocks/core/clock';
import { type StoredProject } from '../../../../mocks/projects/types';
import { clearFaults, setFaults } from '../../../../mocks/core/faults';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { config } from '../../../config';
import { saveFile } from '../../../shared/download';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';

jest.mock('../../../shared/download', () => ({
  ...jest.requireActual<typeof import('../../../shared/download')>('../../../shared/download'),
  saveFile: jest.fn(),
}));
const saved = jest.mocked(saveFile);

const DETAILS = '*/api/get_dfc_project/:projectId';
const ACTIVITY = '*/api/project_activity/:projectId';
const SONAR_SETUP = '*/api/sonar_setup/:projectId';

const timings = { ...config.timings };
beforeEach(() => {
  config.timings.activityPollMs = 5;
  config.timings.buildPollMs = 5;
  config.timings.environmentPollMs = 5;
  saved.mockReset();
});
afterEach(() => {
  Object.assign(config.timings, timings);
  setClockSpeed(1);
  clearFaults();
});

/** Mock jobs of tens of seconds run in a few real milliseconds. */
const fastClock = () => setClockSpeed(4000);

function stored(projectId: number): StoredProject {
  const project = db.projects.find((p) => p.projectId === projectId);
  if (!project) throw new Error(`no project ${projectId} in the seed`);
  return project;
}

async function openPage(projectId: number | string, as: DemoUser = 'tech') {
  const result = await renderWithProviders(null, { route: `/viewApprovedProjectDetails/${projectId}`, as });
  const project = db.projects.find((p) => p.projectId === projectId);
  if (project && project.techUser?.username === as) await screen.findByRole('heading', { level: 1, name: project.projectName });
  return result;
}

/** The value of an overview field (its <dd>). */
function field(label: string): HTMLElement {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

const stageRegion = () => screen.getByRole('region', { name: 'Next steps' });
const stageNames = () => Array.from(stageRegion().querySelectorAll('a, button')).map((e) => e.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('TechProjectPage (/viewApprovedProjectDetails/{id})', () => {
  it('shows the name, environments, status, devops and environment URLs as links, the IP address and the devops status lines', async () => {
    const project = stored(21); // DOCKER_IMAGE_CREATION_COMPLETED, a container instance with an IP address
    await openPage(21);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(project.projectName);
    expect(field('Project Name')).toHaveTextContent(project.projectName);
    expect(field('Environments')).toHaveTextContent('Dev, UAT, Prod');
    expect(field('Status')).toHaveTextContent(/^DOCKER IMAGE CREATION COMPLETED$/);
    const devops = within(field('Devops URL')).getByRole('link', { name: project.devopsUrl! });
    expect(devops).toHaveAttribute('href', project.devopsUrl);
    expect(devops).toHaveAttribute('target', '_blank');
    expect(within(field('Environment URL')).getByRole('link', { name: project.envUrl! })).toHaveAttribute('href', project.envUrl);
    expect(field('IP Address')).toHaveTextContent('203.0.113.21');
    const lines = screen.getByRole('region', { name: 'Devops Status' });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Devops Project Setup Completed (completed)',
      'Project Infra Setup Completed (completed)',
    ]);
  });

  it('shows dashes for what an early project does not have yet', async () => {
    await openPage(29); // APPROVAL_COMPLETED
    expect(field('Status')).toHaveTextContent(/^APPROVAL COMPLETED$/);
    expect(field('Devops URL')).toHaveTextContent(/^-$/);
    expect(field('Environment URL')).toHaveTextContent(/^-$/);
    expect(field('IP Address')).toHaveTextContent(/^-$/);
    expect(within(screen.getByRole('region', { name: 'Devops Status' })).getByText('No devops status yet.')).toBeVisible();
  });

  type StageRow = [label: string, projectId: number, as: DemoUser, edit: ((p: StoredProject) => void) | null, buttons: string[]];
  it.each<StageRow>([
    ['APPROVAL_COMPLETED', 29, 'tech', null, []],
    ['DEVOPS_SETUP_IN_PROGRESS', 7, 'tech', null, []],
    ['DEVOPS_SETUP_COMPLETED', 8, 'tech2', null, ['Environment Setup']],
    ['ENVIRONMENT_SETUP_COMPLETED', 9, 'tech', null, ['Start Sonar Analysis']],
    ['SONAR_ISSUES', 10, 'tech', null, ['Start Sonar Analysis', 'Get Sonar Report']],
    ['SONAR_ANALYSIS_COMPLETED, web app', 14, 'tech', null, ['Get Sonar Report', 'Deploy Web App']],
    ['SONAR_ANALYSIS_COMPLETED, static site', 31, 'tech', (p) => (p.envUrl = 'https://cascade.azurestaticapps.net'), ['Get Sonar Report', 'Deploy Static Web App']],
    ['SONAR_ANALYSIS_COMPLETED, container', 31, 'tech', (p) => (p.envUrl = 'http://cascade.westeurope.azurecontainer.io'), ['Get Sonar Report', 'Create Docker Image']],
    ['STATIC_WEB_APP_DEPLOYMENT_COMPLETED', 17, 'tech', null, ['Run Lighthouse Analysis']],
    ['DOCKER_IMAGE_CREATION_COMPLETED', 21, 'tech', null, ['Restart Container Instance']],
    ['DEPLOYMENT_COMPLETED without IP', 23, 'tech', null, ['Run Lighthouse Analysis', 'Re-Deploy Web App']],
    ['LIGHTHOUSE_SETUP_COMPLETED without IP', 12, 'tech', null, ['Run Lighthouse Analysis', 'Re-Deploy Web App', 'Get Lighthouse Report']],
    ['LIGHTHOUSE_SETUP_COMPLETED with IP', 28, 'tech', (p) => (p.ipAddress = '203.0.113.28'), ['Run Lighthouse Analysis', 'Update Docker Image', 'Get Lighthouse Report']],
  ])('stage buttons at %s (project %i as %s)', async (_label, projectId, as, edit, buttons) => {
    if (edit) edit(stored(projectId));
    await openPage(projectId, as);
    expect(stageNames()).toEqual(buttons);
    if (buttons.length === 0) expect(within(stageRegion()).getByText('No step is available at this status.')).toBeVisible();
    if (buttons.includes('Environment Setup')) {
      expect(within(stageRegion()).getByRole('link', { name: 'Environment Setup' })).toHaveAttribute('href', `/getCloudPlans?projectId=${projectId}`);
    }
    for (const name of buttons.filter((b) => b !== 'Environment Setup')) expect(within(stageRegion()).getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View Apps' })).toHaveAttribute('href', `/project/${projectId}/apps`);
  });

  it('disables Setup Devops Project once the project setup pipeline succeeded, and enables it on an approved project', async () => {
    const { unmount } = await openPage(9);
    expect(stored(9).devopsStatus).toContain('DFC-PROJECT-SETUP-PIPELINE-SUCCESS');
    expect(button('Setup Devops Project')).toBeDisabled();
    expect(button('Sync Infra')).toBeEnabled();
    unmount();
    await openPage(29);
    expect(button('Setup Devops Project')).toBeEnabled();
  });

  it('disables Sync Infra while the IAC pipeline is in progress', async () => {
    const project = stored(9);
    project.devopsStatus = ['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-IN-PROGRESS'];
    await openPage(9);
    expect(button('Sync Infra')).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Devops Status' })).getByText('Project Infra Setup In Progress')).toBeVisible();
  });

  it('Setup Devops Project runs the chain, saves the devops URL and says DevOps Created Successfully', async () => {
    const user = userEvent.setup();
    fastClock();
    await openPage(29);
    expect(screen.queryByRole('list', { name: 'Devops chain' })).toBeNull();
    await user.click(button('Setup Devops Project'));
    expect(await screen.findByText('DevOps Created Successfully')).toBeVisible();
    const chain = screen.getByRole('list', { name: 'Devops chain' });
    const items = within(chain).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-step'))).toEqual([
      'createDevopsProject',
      'createRepo',
      'createServiceConnections',
      'createPipelines',
      'createHooks',
      'addGroupMembership',
      'saveDevopsUrl',
    ]);
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(Array(7).fill('done'));
    expect(within(items[0]).getByText('Create the hosted devops project')).toBeVisible();
    expect(within(items[6]).getByText('Save the devops URL')).toBeVisible();
    await waitFor(() => expect(field('Status')).toHaveTextContent(/^DEVOPS SETUP COMPLETED$/));
    expect(within(field('Devops URL')).getByRole('link')).toHaveAttribute('href', stored(29).devopsUrl);
    expect(button('Setup Devops Project')).toBeDisabled();
    expect(stageNames()).toEqual(['Environment Setup']);
  });

  it('a failed chain step shows, and Retry from the failed step completes the chain', async () => {
    const user = userEvent.setup();
    fastClock();
    setFaults({ jobFaults: [{ jobKind: 'devopsChain', step: 1, times: 1 }] });
    await openPage(29);
    await user.click(button('Setup Devops Project'));
    const retry = await screen.findByRole('button', { name: 'Retry from the failed step' });
    const chain = screen.getByRole('list', { name: 'Devops chain' });
    expect(within(chain).getAllByRole('listitem').map((li) => li.getAttribute('data-state'))).toEqual([
      'done',
      'failed',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    const failed = chain.querySelector('[data-step="createRepo"]') as HTMLElement;
    expect(failed).toHaveTextContent('Create the repo');
    expect(failed).toHaveTextContent('Failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed at Create the repo');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Devops Status' })).getByText('Devops Project Setup Failed')).toBeVisible());

    await user.click(retry);
    expect(await screen.findByText('DevOps Created Successfully')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Devops chain' })).getAllByRole('listitem').map((li) => li.getAttribute('data-state'))).toEqual(
      Array(7).fill('done'),
    );
    expect(screen.queryByRole('button', { name: 'Retry from the failed step' })).toBeNull();
    await waitFor(() => expect(field('Status')).toHaveTextContent(/^DEVOPS SETUP COMPLETED$/));
  });

  it('a stage that fails says why in an alert; after Dismiss the button runs it again', async () => {
    const user = userEvent.setup();
    fastClock();
    server.use(http.get(SONAR_SETUP, () => HttpResponse.json({ message: 'Sonar is down' }, { status: 500 }), { once: true }));
    await openPage(9);
    await user.click(within(stageRegion()).getByRole('button', { name: 'Start Sonar Analysis' }));
    const alert = await within(stageRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('Start Sonar Analysis failed: Sonar is down (500)');
    expect(within(stageRegion()).getByRole('button', { name: 'Start Sonar Analysis' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(stageRegion()).queryByRole('alert')).toBeNull();

    await user.click(within(stageRegion()).getByRole('button', { name: 'Start Sonar Analysis' }));
    await waitFor(() => expect(field('Status')).toHaveTextContent(/^SONAR ANALYSIS COMPLETED$/));
    expect(within(stageRegion()).queryByRole('alert')).toBeNull();
  });

  it('Re-Deploy Web App follows the build and ends with Deployment Successful; the timeline lists the build by tech', async () => {
    const user = userEvent.setup();
    fastClock();
    await openPage(23); // DEPLOYMENT_COMPLETED without an IP address
    expect(within(screen.getByRole('region', { name: 'Activity' })).getByText('Nothing has run on this project yet.')).toBeVisible();
    await user.click(within(stageRegion()).getByRole('button', { name: 'Re-Deploy Web App' }));
    expect(await screen.findByText('Deployment Successful')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    const timeline = await screen.findByRole('list', { name: 'Activity' });
    const build = await waitFor(() => {
      const entry = within(timeline).getAllByRole('listitem').find((li) => li.getAttribute('data-kind') === 'build');
      expect(entry).toHaveAttribute('data-state', 'succeeded');
      return entry as HTMLElement;
    });
    expect(within(build).getByRole('heading', { level: 3 })).toHaveTextContent(/^Build #\d+ of dfc-deploy-web-app$/);
    expect(build).toHaveTextContent('by tech');
    expect(within(build).getByText('Succeeded')).toBeVisible();
  });

  it('Get Lighthouse Report saves the newest report as an HTML file', async () => {
    const user = userEvent.setup();
    const project = stored(12); // LIGHTHOUSE_SETUP_COMPLETED
    await openPage(12);
    await user.click(within(stageRegion()).getByRole('button', { name: 'Get Lighthouse Report' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [bytes, name, type] = saved.mock.calls[0];
    expect(name).toBe(project.lighthouseFile);
    expect(name).toBe('lighthouse_aurora-relaunch_v2.html');
    expect(type).toBe('text/html');
    const html = typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes);
    expect(html).toContain('<html');
    expect(html).toContain(project.projectName);
    await waitFor(() => expect(within(stageRegion()).getByRole('button', { name: 'Get Lighthouse Report' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the project file upload: the CSV dropzone (tested in ProjectFileUpload.test.tsx)', async () => {
    await openPage(9);
    const section = screen.getByRole('region', { name: 'Project File Upload' });
    expect(within(section).getByRole('button', { name: /The project's data file \(CSV\)/ })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Choose file' })).toBeEnabled();
  });

  it('at its bound while a job runs the activity says it is still running, and Keep waiting goes on', async () => {
    const user = userEvent.setup();
    config.timings.buildPollMaxRuns = 2;
    let reads = 0;
    const entry = { id: 9001, kind: 'sonarAnalysis', title: 'Sonar analysis', state: 'running', by: 'tech', startedAt: '2026-01-01T00:00:00Z', endedAt: null, attempt: 1, steps: [], outcome: '' };
    server.use(
      http.get(ACTIVITY, () => {
        reads += 1;
        return HttpResponse.json([entry]);
      }),
    );
    await openPage(9);
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('A server job of this project is still running. It can take a while.')).toBeVisible();
    expect(reads).toBe(2);
    await user.click(within(activity).getByRole('button', { name: 'Keep waiting' }));
    await waitFor(() => expect(reads).toBeGreaterThan(2));
  });

  it('without the activity extension (404) the page says so and its steps still work', async () => {
    const user = userEvent.setup();
    fastClock();
    server.use(http.get(ACTIVITY, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await openPage(9);
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('The backend does not offer the activity timeline.')).toBeVisible();
    await user.click(within(stageRegion()).getByRole('button', { name: 'Start Sonar Analysis' }));
    await waitFor(() => expect(field('Status')).toHaveTextContent(/^SONAR ANALYSIS COMPLETED$/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stageNames()).toEqual(['Get Sonar Report', 'Deploy Web App']);
  });

  it.each<[string, string | number, DemoUser]>([
    ["another tech user's project", 30, 'tech'],
    ['an unknown project', 99999, 'tech'],
    ['a malformed id', 'abc', 'tech'],
  ])('%s shows that it was not found, with a link to Approved Projects', async (_label, projectId, as) => {
    await openPage(projectId, as);
    expect(await screen.findByText('This project was not found, or it is not assigned to you.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Approved Projects' })).toHaveAttribute('href', '/ApprovedProjectsList');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Approved Project Details');
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
  });

  it('a failed load shows Retry, and Retry loads the project', async () => {
    const user = userEvent.setup();
    server.use(http.get(DETAILS, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await openPage('9');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: stored(9).projectName })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stageNames()).toEqual(['Start Sonar Analysis']);
  });
});
