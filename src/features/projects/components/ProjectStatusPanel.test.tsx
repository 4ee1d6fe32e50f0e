import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { type StoredProject } from '../../../../mocks/projects/types';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { datePart } from '../../../domain/format';
import { saveFile } from '../../../shared/download';
import { openProjectDetails, seededProject } from '../../../testing/projectDetails';
import type { DemoUser } from '../../../testing/tokens';
import { canSeeProjectStatusPanel, webAddress } from './ProjectStatusPanel';

jest.mock('../../../shared/download', () => ({
  ...jest.requireActual<typeof import('../../../shared/download')>('../../../shared/download'),
  saveFile: jest.fn(),
}));
const saved = jest.mocked(saveFile);

const LIGHTHOUSE = '*/api/display_lighthouse/:projectId/:version';
const SONAR = '*/api/sonar_report/:projectId/:version';
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
const reportHtml = (kind: string, projectId: string, version: string) => `<html><body><h1>${kind} report ${projectId} v${version}</h1></body></html>`;

function serveReports(pattern: string, kind: string) {
  const paths: string[] = [];
  server.use(
    http.get(pattern, ({ request, params }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.text(b64(reportHtml(kind, String(params.projectId), String(params.version))));
    }),
  );
  return paths;
}

/** Seeded project 12: LIGHTHOUSE_SETUP_COMPLETED, two Lighthouse and two Sonar versions, creator gbm, agency gagency. */
const withReports = () => seededProject('project 12 with reports', (p) => p.projectId === 12 && p.dfcLighthouseReports.length === 2);
/** A project that has not come far: no status, no addresses, no reports. */
const bare = () =>
  seededProject(
    'project without status, addresses and reports',
    (p) => p.projectStatus === null && !p.devopsUrl && !p.envUrl && !p.ipAddress && p.dfcLighthouseReports.length === 0 && p.sonarReports.length === 0,
  );

const panel = () => screen.getByRole('region', { name: 'Status and Links' });
const queryPanel = () => screen.queryByRole('region', { name: 'Status and Links' });
const inPanel = () => within(panel());
const savedText = (call = 0) => new TextDecoder().decode(saved.mock.calls[call][0] as Uint8Array);

beforeEach(() => saved.mockReset());

describe('rules of the panel', () => {
  it('is for roles 2, 3, 6 and 7 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((role) => canSeeProjectStatusPanel(role))).toEqual([2, 3, 6, 7]);
    expect(canSeeProjectStatusPanel(null)).toBe(false);
  });

  it('links only to web addresses', () => {
    expect(webAddress('https://devops.example.com/a b')).toBe('https://devops.example.com/a%20b');
    expect(webAddress(' http://x.example.com ')).toBe('http://x.example.com/');
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('not a url')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });
});

describe('ProjectStatusPanel on the project view', () => {
  it.each<DemoUser>(['gbm', 'gagency'])('shows %s the status, the devops status lines and the buttons', async (as) => {
    const project = withReports();
    await openProjectDetails(project, as);
    const p = inPanel();
    expect(p.getByText('Status').nextElementSibling).toHaveTextContent('LIGHTHOUSE SETUP COMPLETED');

    const lines = within(p.getByRole('region', { name: 'Devops Status' })).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual(['Devops Project Setup Completed (completed)', 'Project Infra Setup Completed (completed)']);

    const devops = p.getByRole('link', { name: /^Devops/ });
    expect(devops).toHaveAttribute('href', project.devopsUrl);
    expect(devops).toHaveAttribute('target', '_blank');
    expect(devops).toHaveAttribute('rel', 'noopener noreferrer');
    expect(devops).toHaveAccessibleName('Devops (opens in a new tab)');
    const environment = p.getByRole('link', { name: /^Environment/ });
    expect(environment).toHaveAttribute('href', webAddress(project.envUrl));
    expect(environment).toHaveAttribute('target', '_blank');
    expect(environment).toHaveAttribute('rel', 'noopener noreferrer');

    expect(p.getByRole('button', { name: 'IP Address' })).toBeDisabled(); // a web app: no IP address
    expect(p.getByRole('button', { name: 'Lighthouse Reports' })).toBeEnabled();
    expect(p.getByRole('button', { name: 'Sonar Reports' })).toBeEnabled();
  });

  it('is not shown to the technical user (role 8), whose details list keeps the status', async () => {
    const project = withReports();
    await openProjectDetails(project, 'tech');
    expect(queryPanel()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lighthouse Reports' })).toBeNull();
    const term = within(screen.getByRole('tabpanel', { name: 'Project Details' }))
      .getAllByRole('term')
      .find((dt) => dt.textContent === 'Status');
    expect(term?.nextElementSibling).toHaveTextContent('LIGHTHOUSE SETUP COMPLETED');
  });

  it('disables every button without a value, and shows YET TO CREATE and no devops lines for a new project', async () => {
    const project = bare();
    await openProjectDetails(project, 'gbm');
    const p = inPanel();
    expect(p.getByText('Status').nextElementSibling).toHaveTextContent(/^YET TO CREATE$/);
    expect(within(p.getByRole('region', { name: 'Devops Status' })).getByText('No devops status yet.')).toBeVisible();
    for (const name of ['IP Address', 'Devops', 'Environment', 'Lighthouse Reports', 'Sonar Reports']) {
      expect(p.getByRole('button', { name })).toBeDisabled();
    }
    expect(p.queryAllByRole('link')).toEqual([]);
  });

  it('reveals the IP address and copies it', async () => {
    const user = userEvent.setup();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    const project: StoredProject = withReports();
    project.ipAddress = '203.0.113.12';
    await openProjectDetails(project, 'gagency');
    const button = inPanel().getByRole('button', { name: 'IP Address' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(inPanel().queryByText('203.0.113.12')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(inPanel().getByRole('status', { name: 'IP address of the environment' })).toHaveTextContent('203.0.113.12');
    await user.click(inPanel().getByRole('button', { name: 'Copy IP address' }));
    expect(await inPanel().findByText('Copied')).toBeVisible();
    expect(write).toHaveBeenCalledWith('203.0.113.12');
    await user.click(button);
    expect(inPanel().queryByText('203.0.113.12')).toBeNull();
  });

  it('opens the Lighthouse reports newest first and downloads the chosen version; a 500 says so and a retry works', async () => {
    const project = withReports();
    const paths = serveReports(LIGHTHOUSE, 'lighthouse');
    server.use(http.get(LIGHTHOUSE, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await openProjectDetails(project, 'gbm');
    await userEvent.click(inPanel().getByRole('button', { name: 'Lighthouse Reports' }));

    const dialog = await screen.findByRole('dialog', { name: 'Lighthouse Reports' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    const [v1, v2] = [...project.dfcLighthouseReports].sort((a, b) => a.version - b.version);
    expect(rows).toEqual([
      ['2', datePart(v2.reportCreatedDate), v2.name],
      ['1', datePart(v1.reportCreatedDate), v1.name],
    ]);
    expect(datePart(v2.reportCreatedDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download version 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Version 2 could not be downloaded. Please try again.');
    expect(saved).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download version 2' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/api/display_lighthouse/12/2']);
    expect(saved.mock.calls[0][1]).toBe(v2.name);
    expect(saved.mock.calls[0][2]).toBe('text/html');
    expect(savedText()).toContain('<h1>lighthouse report 12 v2</h1>');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inPanel().getByRole('button', { name: 'Lighthouse Reports' })).toBeVisible();
  });

  it('downloads a Sonar report; a report without an extension is named after the project and version', async () => {
    const project = withReports();
    project.sonarReports = project.sonarReports.map((r) => (r.version === 1 ? { ...r, name: 'first analysis' } : r));
    const paths = serveReports(SONAR, 'sonar');
    await openProjectDetails(project, 'gbm');
    await userEvent.click(inPanel().getByRole('button', { name: 'Sonar Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sonar Reports' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(paths).toEqual(['/api/sonar_report/12/1']);
    expect(saved.mock.calls[0][1]).toBe('sonar_12_v1.html');
    expect(savedText()).toContain('<h1>sonar report 12 v1</h1>');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the project fields of the tab (the status moves into the panel)', async () => {
    const project = withReports();
    await openProjectDetails(project, 'gbm');
    const terms = within(screen.getByRole('tabpanel', { name: 'Project Details' }))
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms.filter((label) => label === 'Status')).toHaveLength(1);
    expect(terms).toContain('Project Name');
    expect(db.projects.find((p) => p.projectId === 12)).toBe(project);
  });
});
