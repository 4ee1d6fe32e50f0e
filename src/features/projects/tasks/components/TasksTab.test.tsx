import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { db } from '../../../../../mocks/core/state';
import type { StoredProject } from '../../../../../mocks/projects/types';
import { http, HttpResponse, server } from '../../../../../mocks/node';
import { openProjectDetails, seededProject } from '../../../../testing/projectDetails';
import type { DemoUser } from '../../../../testing/tokens';

// Page journeys with MUI selects and dialogs: slow on a loaded machine.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });
/** No pauses between pointer events and no hover (hover re-renders every MUI button on the way). */
const userEvent = userEventLib.setup({ delay: null, skipHover: true });


const tasksOf = (project: StoredProject) => db.tasks.filter((t) => t.dfcProject.projectId === project.projectId).sort((a, b) => a.taskId - b.taskId);

const teamNames = (project: StoredProject) =>
  db.teamMembers
    .filter((m) => project.teamMemberIds.includes(m.userId))
    .map((m) => m.username)
    .sort((a, b) => a.localeCompare(b));

/** A project with tasks and a team. */
const projectWithTasks = () => seededProject('project with tasks', (p) => tasksOf(p).length >= 2 && p.teamMemberIds.length >= 2);

async function openTasks(project: StoredProject, as: DemoUser = 'gbm') {
  const result = await openProjectDetails(project, as);
  await userEvent.click(screen.getByRole('tab', { name: 'Tasks' }));
  return result;
}

/** The cells of the table's rows, as they are now. */
function rowsNow(): string[][] {
  const table = screen.getByRole('table', { name: 'Tasks of the project' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** The rows once the table is there. */
async function tableRows(): Promise<string[][]> {
  await screen.findByRole('table', { name: 'Tasks of the project' });
  return rowsNow();
}

/** Waits until no dialog is open (a closing one hides the page from the accessibility tree). */
async function dialogsClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Sets a field's value in one change event (typing key by key is slow in jsdom). */
function typeInto(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Picks an option of a MUI select; answers the texts of every option offered. */
async function pick(combobox: RegExp, name: string, container: HTMLElement): Promise<string[]> {
  const box = await within(container).findByRole('combobox', { name: combobox });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(box);
  const listbox = await screen.findByRole('listbox');
  const option = await within(listbox).findByRole('option', { name });
  const options = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return options;
}

describe('Tasks tab', () => {
  it('lists the tasks with their dates cut to 10 characters', async () => {
    const project = projectWithTasks();
    const [first] = tasksOf(project);
    first.expectedCompletionDate = '2031-05-17T09:30:00.000Z';
    first.createdOn = '2030-12-01T23:59:59.999Z';
    await openTasks(project);
    const table = await screen.findByRole('table', { name: 'Tasks of the project' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Task Id',
      'Task Name',
      'State',
      'Created On',
      'Expected Completion Date',
      'Assigned TeamMember',
      'Edit Task',
    ]);
    const rows = await tableRows();
    expect(rows).toHaveLength(tasksOf(project).length);
    expect(rows[0]).toEqual([String(first.taskId), first.taskName, first.state, '2030-12-01', '2031-05-17', first.assignedTMUser?.username ?? '', 'Edit']);
    for (const row of rows) {
      expect(row[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('pages the table as the seeds say: 5 rows by default; 5, 10, 25 or All', async () => {
    const project = projectWithTasks();
    const model = tasksOf(project)[0];
    const many = Array.from({ length: 7 }, (_, i) => ({ ...model, taskId: 800 + i, taskName: `task ${i + 1}` }));
    server.use(http.get('*/api/get_project_tasks/:projectId', () => HttpResponse.json(many)));
    await openTasks(project);
    expect((await tableRows()).map((row) => row[1])).toEqual(many.slice(0, 5).map((task) => task.taskName));
    expect(screen.getByText('1–5 of 7')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(rowsNow().map((row) => row[1])).toEqual(['task 6', 'task 7']);
  });

  it('says so when there are no tasks', async () => {
    const project = seededProject('project without tasks', (p) => tasksOf(p).length === 0 && p.projectStatus !== null);
    await openTasks(project);
    expect(await screen.findByText('No tasks have been added to this project yet.')).toBeVisible();
  });

  it('a failed load says so with Retry', async () => {
    const project = projectWithTasks();
    server.use(http.get('*/api/get_project_tasks/:id', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await openTasks(project);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tasks could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await tableRows()).toHaveLength(tasksOf(project).length);
  });

  it('adds a task: name and state are required, states and team members come from the server', async () => {
    const project = projectWithTasks();
    const member = db.teamMembers.find((m) => m.userId === project.teamMemberIds[1])!;
    const before = tasksOf(project).length;
    await openTasks(project, project.dfcUser.username as DemoUser);
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the Task Name')).toBeVisible();
    expect(within(dialog).getByText('Please select a State')).toBeVisible();

    typeInto(within(dialog).getByRole('textbox', { name: /Task Name/ }), '<i>Launch</i> checklist');
    typeInto(within(dialog).getByRole('textbox', { name: /Task Description/ }), 'Everything before go-live.');
    expect(await pick(/State/, db.taskStates[0], dialog)).toEqual(db.taskStates);
    const date = dialog.querySelector<HTMLInputElement>('input[type="date"]')!;
    typeInto(date, '2031-02-03');
    expect(await pick(/Assigned Team Member/, member.username, dialog)).toEqual(['Not assigned', ...teamNames(project)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogsClosed();
    await waitFor(() => expect(rowsNow()).toHaveLength(before + 1));
    const created = tasksOf(project).at(-1)!;
    expect(created).toMatchObject({
      taskName: '<i>Launch</i> checklist',
      taskDescription: 'Everything before go-live.',
      state: db.taskStates[0],
      expectedCompletionDate: '2031-02-03',
      assignedTMUser: { userId: member.userId, username: member.username },
    });
    const row = rowsNow().find((r) => r[0] === String(created.taskId))!;
    expect(row.slice(1, 3)).toEqual(['<i>Launch</i> checklist', db.taskStates[0]]);
    expect(row[4]).toBe('2031-02-03');
    expect(row[5]).toBe(member.username);
  });

  it('edits a task in the same modal, filled with the task', async () => {
    const project = projectWithTasks();
    const task = tasksOf(project)[0];
    const otherState = db.taskStates.find((s) => s !== task.state)!;
    await openTasks(project);
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: `Edit task ${task.taskName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByRole('textbox', { name: /Task Name/ })).toHaveValue(task.taskName);
    expect(within(dialog).getByRole('textbox', { name: /Task Description/ })).toHaveValue(task.taskDescription);
    expect(within(dialog).getByRole('combobox', { name: /State/ })).toHaveTextContent(task.state);
    expect(dialog.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe(task.expectedCompletionDate.slice(0, 10));
    typeInto(within(dialog).getByRole('textbox', { name: /Task Name/ }), 'Renamed task');
    await pick(/State/, otherState, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    await waitFor(() => expect(rowsNow().find((r) => r[0] === String(task.taskId))!.slice(1, 3)).toEqual(['Renamed task', otherState]));
    expect(db.tasks.find((t) => t.taskId === task.taskId)).toMatchObject({ taskName: 'Renamed task', state: otherState });
  });

  it('a failed save shows an error in the modal and keeps the input', async () => {
    const project = projectWithTasks();
    server.use(http.post('*/api/create_project_task', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await openTasks(project);
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    typeInto(within(dialog).getByRole('textbox', { name: /Task Name/ }), 'Keep me');
    await pick(/State/, db.taskStates[1], dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The task could not be saved. Please try again.');
    expect(within(dialog).getByRole('textbox', { name: /Task Name/ })).toHaveValue('Keep me');
    expect(within(dialog).getByRole('combobox', { name: /State/ })).toHaveTextContent(db.taskStates[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    expect(tasksOf(project).some((t) => t.taskName === 'Keep me')).toBe(true);
  });
});

describe('Tasks tab: closing the task modal on Escape or a click outside', () => {
  /** The backdrop of the topmost modal (MUI marks it aria-hidden). */
  const backdrop = () => [...document.querySelectorAll('.MuiBackdrop-root')].at(-1)!;
  const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });

  async function openAddTask() {
    await openTasks(projectWithTasks());
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    return screen.findByRole('dialog', { name: 'Add Task' });
  }

  it.each([
    ['Escape', escape],
    ['a backdrop click', () => fireEvent.click(backdrop())],
  ])('%s closes a clean task modal at once', async (_how, close) => {
    const dialog = await openAddTask();
    close(dialog);
    await dialogsClosed();
  });

  it.each([
    ['Escape', escape],
    ['a backdrop click', () => fireEvent.click(backdrop())],
  ])('%s on a task modal with typed input asks first: Keep editing keeps it, Discard closes', async (_how, close) => {
    const dialog = await openAddTask();
    typeInto(within(dialog).getByRole('textbox', { name: /Task Name/ }), 'Half typed');
    close(dialog);
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(within(screen.getByRole('dialog', { name: 'Add Task' })).getByRole('textbox', { name: /Task Name/ })).toHaveValue('Half typed');

    close(screen.getByRole('dialog', { name: 'Add Task' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await dialogsClosed();
  });
});
