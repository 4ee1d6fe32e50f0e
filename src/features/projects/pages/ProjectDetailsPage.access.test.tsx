import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import type { StoredProject } from '../../../../mocks/projects/types';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { openProjectDetails, seededProject, userId } from '../../../testing/projectDetails';

// The mock's own rules (mocks/projects, mocks/tasks): a brand manager decides on and changes the
// projects they manage (their own, and those an agency created); a technical user changes those
// assigned to them. Page journeys with MUI selects and dialogs: slow on a loaded machine.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null, skipHover: true });

const ONLY_MANAGER = 'Only the brand manager who manages this project may decide on it.';
const ONLY_TASK_PARTIES = "Only the project's agency, its creator, the brand manager who manages it or its technical user may change its tasks.";

const tasksOf = (project: StoredProject) => db.tasks.filter((t) => t.dfcProject.projectId === project.projectId);
/** A project gbm (a brand manager, not an agency) created, waiting for its brand manager's decision. */
const waitingForGbm = () =>
  seededProject(
    'project waiting for gbm',
    (p) => p.projectCreationStatus === 'SUBMITTED' && p.projectStatus === 'PROJECT_DETAILS_FILLED' && !p.techApprovalFlag && p.projectCreator.userId === userId('gbm'),
  );
/** A project gbm created and assigned to the technical user tech, with tasks. */
const techProjectOfGbm = () =>
  seededProject('gbm project of tech with tasks', (p) => p.projectCreator.userId === userId('gbm') && p.techUser?.userId === userId('tech') && tasksOf(p).length > 0);

async function openTab(project: StoredProject, as: Parameters<typeof openProjectDetails>[1], tab: string) {
  await openProjectDetails(project, as);
  await userEvent.click(screen.getByRole('tab', { name: tab }));
}

async function pick(combobox: RegExp, name: string, container: HTMLElement) {
  const box = await within(container).findByRole('combobox', { name: combobox });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(box);
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('ProjectDetailsPage: who may decide and change', () => {
  it("a brand manager's Approve on a project another brand manager created says who may decide, with the lists, not a Retry", async () => {
    await openProjectDetails(waitingForGbm(), 'lbm');
    const region = screen.getByRole('region', { name: 'Approval' });
    await pick(/Tech Team User/, 'tech', region);
    await userEvent.click(within(region).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByTestId('approval-result')).toHaveTextContent(ONLY_MANAGER);
    expect(screen.queryByText('Network Error Try Again')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Projects Pending for Approval' })).toHaveAttribute('href', '/PendingProjectsForApproval');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("a technical user who is not the project's reads its tasks without Add Task and Edit, and is told why", async () => {
    const project = techProjectOfGbm();
    await openTab(project, 'tech2', 'Tasks');
    await screen.findByRole('table', { name: 'Tasks of the project' });
    expect(screen.getByText(ONLY_TASK_PARTIES).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Task' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit task / })).toBeNull();
  });

  it("a refused task save (403: a brand manager who does not manage the project) says who may change the tasks and keeps the input", async () => {
    const project = techProjectOfGbm();
    await openTab(project, 'lbm', 'Tasks');
    await screen.findByRole('table', { name: 'Tasks of the project' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Task Name/ }), { target: { value: 'Keep me' } });
    await pick(/State/, db.taskStates[1], dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ONLY_TASK_PARTIES);
    expect(within(dialog).getByRole('textbox', { name: /Task Name/ })).toHaveValue('Keep me');
    expect(tasksOf(project).some((t) => t.taskName === 'Keep me')).toBe(false);
  });

  it('a refused add of team members (403) says who may add them, not the generic error', async () => {
    const project = seededProject('gagency project with a team', (p) => p.dfcUser.userId === userId('gagency') && p.teamMemberIds.length > 0 && p.projectStatus !== null);
    const outside = db.teamMembers.filter((m) => !project.teamMemberIds.includes(m.userId)).sort((a, b) => a.username.localeCompare(b.username));
    server.use(http.post('*/api/assign_tm_to_project/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }), { once: true }));
    await openTab(project, 'gagency', 'Team Members');
    await screen.findByRole('table', { name: 'Team members of the project' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Existing Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Existing Team Member' });
    const box = await within(dialog).findByRole('combobox', { name: /Users/ });
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: outside[0].username }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const message = await screen.findByRole('dialog', { name: 'Not allowed' });
    expect(message).toHaveTextContent("Only the project's agency or its creator may add team members to it.");
    expect(message).not.toHaveTextContent('Error in adding Team member');
  });
});
