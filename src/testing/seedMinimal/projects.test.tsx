/**
 * The project pages against a backend that sends only what the seeds list (./answers.ts): the
 * details page (brand manager: the details call; agency: the draft call, answered with the draft's
 * list or the details' list), its team and task tabs, the three card lists, the creation form and
 * the wizard. Each renders the seeded values and no error state.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { ProjectDetails } from '../../domain/projects';
import { projectTexts } from '../../texts/projects';
import { renderWithProviders } from '../renderWithProviders';
import type { DemoUser } from '../tokens';
import { seedDetails, seedDraft, SEED_MINIMAL } from './answers';
import { entry, problemsOf, serveMinimal } from './serve';

// Whole pages render, with their lazy chunks: on a busy machine the first answers take a while.
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(90000);

const DETAILS_CALLS = ['projects.details', 'approval.techUsers', 'team.members', 'team.notInProject', 'team.roles', 'team.skills', 'tasks.list', 'tasks.states'];
const DRAFT_CALLS = ['projects.draft', ...DETAILS_CALLS.filter((id) => id !== 'projects.details')];

const texts = projectTexts.projectDetails;

/** The value shown for a label of the Project Details tab. */
function field(label: string): HTMLElement | null {
  const panel = screen.getByRole('tabpanel', { name: 'Project Details' });
  const term = within(panel)
    .queryAllByRole('term')
    .find((dt) => dt.textContent === label);
  return (term?.nextElementSibling as HTMLElement | null) ?? null;
}

function expectNoErrorState() {
  expect(screen.queryByText(texts.loadFailed)).toBeNull();
  expect(screen.queryByText(texts.notFound)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
}

async function openDetails(projectId: number, projectName: string, as: DemoUser) {
  await renderWithProviders(null, { route: `/viewProjectDetails/${projectId}`, as });
  await screen.findByRole('heading', { level: 1, name: projectName });
}

describe('seed-minimal answers: project details', () => {
  it("the details page shows a project sent with only the details' list (brand manager, details call)", async () => {
    const calls = serveMinimal(DETAILS_CALLS);
    await openDetails(seedDetails.projectId, seedDetails.projectName, 'gbm');
    expectNoErrorState();
    expect(calls['projects.details']).toBeGreaterThan(0);
    expect(field('Brand')).toHaveTextContent('Seed Brand');
    expect(field('Markets')).toHaveTextContent('Seed Europe');
    expect(field('Frontend')).toHaveTextContent('Seed React');
    expect(field('Backend')).toHaveTextContent('Seed Java');
    expect(field('Hosting Type')).toHaveTextContent('Seed PaaS');
    expect(field('Environments')).toHaveTextContent('Seed DEV');
    expect(field('Quality Assurance')).toHaveTextContent('Seed Unit Tests');
    expect(field('End Users')).toHaveTextContent('Seed Consumers');
  });

  it.each([
    ["the draft's list", seedDraft],
    ["the details' list", seedDetails],
  ])('the details page shows a project the draft call sends with %s (agency, roles 6 and 7)', async (_what, answer) => {
    const calls = serveMinimal(DRAFT_CALLS, { 'projects.draft': answer });
    await openDetails(answer.projectId, answer.projectName, 'gagency');
    expectNoErrorState();
    expect(calls['projects.draft']).toBeGreaterThan(0);
    expect(field('Markets')).toHaveTextContent('Seed Europe');
    expect(field('Environments')).toHaveTextContent('Seed DEV');
  });

  it('the Team Members and Tasks tabs show the seeds\' team member and task', async () => {
    serveMinimal(DETAILS_CALLS);
    await openDetails(seedDetails.projectId, seedDetails.projectName, 'gbm');
    await userEvent.click(screen.getByRole('tab', { name: 'Team Members' }));
    const team = await screen.findByRole('tabpanel', { name: 'Team Members' });
    expect(await within(team).findByText('seed.member')).toBeVisible();
    expect(within(team).getByText('Seed Developer')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Tasks' }));
    const tasks = await screen.findByRole('tabpanel', { name: 'Tasks' });
    expect(await within(tasks).findByText('Seed task')).toBeVisible();
    expect(within(tasks).getByText('2026-02-01')).toBeVisible();
    expectNoErrorState();
  });
});

describe('seed-minimal answers: the card lists', () => {
  it("My Projects shows the assigned list's projectId and projectName, with placeholders for the card's other rows", async () => {
    serveMinimal(['projects.assigned']);
    await renderWithProviders(null, { route: '/MyProjects', as: 'gagency' });
    const list = await screen.findByRole('list', { name: 'My Projects' });
    const [card] = within(list).getAllByRole('article');
    expect(card).toHaveTextContent('Seed Assigned');
    expect(card).toHaveTextContent(`Creator${projectTexts.projectLists.notGiven}`);
    expect(card).toHaveTextContent('YET TO CREATE');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it.each([
    ['/PendingProjectsForApproval', 'Projects Pending for Approval', 'projects.submitted', 'gbm', 'Seed Pending'],
    ['/ApprovedProjectsList', 'Approved Projects', 'projects.approvedForGbm', 'gbm', 'Seed Approved'],
    ['/ApprovedProjectsList', 'Approved Projects', 'projects.approvedForTech', 'tech', 'Seed Approved'],
  ] as const)('%s (%s, %s as %s) shows the seeds\' card', async (route, title, id, as, name) => {
    serveMinimal([id, 'projects.agencyOfProject']);
    await renderWithProviders(null, { route, as });
    const list = await screen.findByRole('list', { name: title });
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent(name);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe('seed-minimal answers: creation and the wizard', () => {
  it('the creation form offers the seeds\' brands and agencies', async () => {
    serveMinimal(['projects.brands', 'projects.agencies']);
    await renderWithProviders(null, { route: '/CreateDFCProject', as: 'gbm' });
    await userEvent.click(await screen.findByRole('combobox', { name: /Brand/ }));
    expect(await screen.findByRole('option', { name: 'Seed Brand' })).toBeVisible();
  });

  it("the wizard shows a draft sent with the details' list (no summary, no creator), its summary and creator from the auto-populate call", async () => {
    const lookups = Object.keys(SEED_MINIMAL).filter((id) => id.startsWith('lookups.'));
    const { projectSummary: _summary, projectCreator: _creator, ...draft } = seedDraft;
    serveMinimal(['projects.draft', 'projects.autoPopulate', 'projects.cloudRegions', 'projects.savedTemplates', ...lookups], {
      // Not saved from the wizard yet: it opens on its first step.
      'projects.draft': { ...draft, projectCreationStatus: '' },
    });
    await renderWithProviders(null, { route: `/DFCCreateProject/${seedDraft.projectId}`, as: 'gagency' });
    await screen.findByRole('heading', { level: 2, name: 'General Information' });
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue('Seed Draft'));
    expect(screen.getByLabelText('Project Creator')).toHaveValue('seed.creator');
    expect(screen.getByLabelText('Project Summary')).toHaveValue('A draft the seeds describe');
    expect(screen.getByLabelText('Markets')).toHaveDisplayValue('Seed Europe');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe('the suite catches a field the seeds do not list being required', () => {
  const details = entry('projects.details');
  const lenient = details.schemas.answer;
  const strict = z.extend(ProjectDetails, { projectSummary: z.string() });
  afterEach(() => {
    details.schemas.answer = lenient;
  });

  it('with projectSummary required again, the schema check fails on the seeds\' details', () => {
    details.schemas.answer = strict;
    expect(problemsOf(details, [seedDetails])).toEqual(['projectSummary: expected string, received undefined']);
  });

  it("with projectSummary required again, the details page shows its error state for the seeds' details", async () => {
    details.schemas.answer = strict;
    serveMinimal(DETAILS_CALLS);
    await renderWithProviders(null, { route: `/viewProjectDetails/${seedDetails.projectId}`, as: 'gbm' });
    expect(await screen.findByText(texts.loadFailed, { exact: false })).toBeVisible();
  });
});
