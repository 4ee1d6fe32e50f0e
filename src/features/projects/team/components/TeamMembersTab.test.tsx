import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { db } from '../../../../../mocks/core/state';
import type { StoredProject } from '../../../../../mocks/projects/types';
import { http, HttpResponse, server } from '../../../../../mocks/node';
import { openProjectDetails, seededProject, userId } from '../../../../testing/projectDetails';
import type { DemoUser } from '../../../../testing/tokens';

// Page journeys with MUI selects and dialogs: slow on a loaded machine.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });
/** No pauses between pointer events and no hover (hover re-renders every MUI button on the way). */
const userEvent = userEventLib.setup({ delay: null, skipHover: true });



/** A project of gagency with a team, and users left to add. */
const agencyProject = () =>
  seededProject('gagency project with a team', (p) => p.dfcUser.userId === userId('gagency') && p.teamMemberIds.length > 0 && p.projectStatus !== null);

const teamOf = (project: StoredProject) =>
  db.teamMembers.filter((m) => project.teamMemberIds.includes(m.userId)).sort((a, b) => a.username.localeCompare(b.username));

async function openTeam(project: StoredProject, as: DemoUser) {
  const result = await openProjectDetails(project, as);
  await userEvent.click(screen.getByRole('tab', { name: 'Team Members' }));
  return result;
}

/** The cells of the table's rows, as they are now. */
function rowsNow(): string[][] {
  const table = screen.getByRole('table', { name: 'Team members of the project' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** The rows once the table is there. */
async function tableRows(): Promise<string[][]> {
  await screen.findByRole('table', { name: 'Team members of the project' });
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

/** Picks options of a MUI select, then closes it. */
async function pick(combobox: RegExp, names: string[], container: HTMLElement) {
  const box = await within(container).findByRole('combobox', { name: combobox });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(box);
  const listbox = await screen.findByRole('listbox');
  for (const name of names) await userEvent.click(await within(listbox).findByRole('option', { name }));
  if (listbox.getAttribute('aria-multiselectable') === 'true') await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('Team Members tab', () => {
  it('lists Name, Role and Experience of each team member', async () => {
    const project = agencyProject();
    await openTeam(project, 'gbm');
    const table = await screen.findByRole('table', { name: 'Team members of the project' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Role', 'Experience']);
    expect(await tableRows()).toEqual(teamOf(project).map((m) => [m.username, m.teamMembers.role.roleName, String(m.teamMembers.experience)]));
  });

  it('pages the table as the seeds say: 5 rows by default; 5, 10, 25 or All', async () => {
    const project = agencyProject();
    const model = teamOf(project)[0];
    const many = Array.from({ length: 12 }, (_, i) => ({ ...model, userId: 9000 + i, username: `member ${String(i + 1).padStart(2, '0')}` }));
    server.use(http.get('*/api/get_team_members_of_project/:projectId', () => HttpResponse.json(many)));
    await openTeam(project, 'gbm');
    expect((await tableRows()).map((row) => row[0])).toEqual(many.slice(0, 5).map((m) => m.username));
    expect(screen.getByText('1–5 of 12')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(rowsNow().map((row) => row[0])).toEqual(many.slice(5, 10).map((m) => m.username));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25', 'All']);
    await userEvent.click(options[3]);
    await waitFor(() => expect(rowsNow()).toHaveLength(12));
    expect(screen.getByText('1–12 of 12')).toBeVisible();
  });

  it('says so when the project has no team members', async () => {
    const project = seededProject('project without a team', (p) => p.teamMemberIds.length === 0);
    await openTeam(project, 'gbm');
    expect(await screen.findByText('No team members have been added to this project yet.')).toBeVisible();
  });

  it('a failed load says so with Retry', async () => {
    server.use(http.get('*/api/get_team_members_of_project/:id', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const project = agencyProject();
    await openTeam(project, 'gbm');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The team members could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await tableRows()).toHaveLength(teamOf(project).length);
  });

  it('offers the add buttons to users of TYPE AGENCY only', async () => {
    const project = agencyProject();
    const { unmount } = await openTeam(project, 'gbm');
    await tableRows();
    expect(screen.queryByRole('button', { name: 'Add Existing Team Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New Team Member' })).toBeNull();
    unmount();

    await openTeam(project, 'gagency');
    await tableRows();
    expect(screen.getByRole('button', { name: 'Add Existing Team Member' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add New Team Member' })).toBeVisible();
  });

  it('adds existing users: a multi-select of the users not in the project, then Team member added Successfully', async () => {
    const project = agencyProject();
    const outside = db.teamMembers.filter((m) => !project.teamMemberIds.includes(m.userId)).sort((a, b) => a.username.localeCompare(b.username));
    expect(outside.length).toBeGreaterThanOrEqual(2);
    const before = teamOf(project).length;
    await openTeam(project, 'gagency');
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Existing Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Existing Team Member' });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await pick(/Users/, [outside[0].username, outside[1].username], dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const message = await screen.findByRole('dialog', { name: 'Done' });
    expect(message).toHaveTextContent('Team member added Successfully');
    await userEvent.click(within(message).getByRole('button', { name: 'OK' }));
    await dialogsClosed();
    // The table pages 5 rows at a time: every row shows with All.
    await waitFor(() => expect(screen.getByText(`1–5 of ${before + 2}`)).toBeVisible());
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(rowsNow()).toHaveLength(before + 2));
    const names = rowsNow().map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining([outside[0].username, outside[1].username]));
  });

  it('a failed add of existing users says Error in adding Team member; Retry reopens the choice as it was', async () => {
    const project = agencyProject();
    const outside = db.teamMembers.filter((m) => !project.teamMemberIds.includes(m.userId)).sort((a, b) => a.username.localeCompare(b.username));
    server.use(http.post('*/api/assign_tm_to_project/:id', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await openTeam(project, 'gagency');
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Existing Team Member' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Existing Team Member' });
    await pick(/Users/, [outside[0].username], dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const message = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(message).toHaveTextContent('Error in adding Team member, Please try again');
    await userEvent.click(within(message).getByRole('button', { name: 'Retry' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Existing Team Member' });
    expect(within(dialog).getByRole('combobox', { name: /Users/ })).toHaveTextContent(outside[0].username);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Done' })).toHaveTextContent('Team member added Successfully');
  });

  it('adds a new team member after checking every field', async () => {
    const project = agencyProject();
    const role = db.teamRoles[0];
    const [skillA, skillB] = db.skills;
    await openTeam(project, 'gagency');
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Team Member' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const text of [
      'Please enter a name',
      'Please enter an email',
      'Please enter the experience in years',
      'Please select a role',
      'Please select at least one skill',
    ]) {
      expect(await within(dialog).findByText(text)).toBeVisible();
    }

    typeInto(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada <b>Lovelace</b>');
    typeInto(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    typeInto(within(dialog).getByRole('spinbutton', { name: /Experience/ }), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByText('Experience cannot be negative')).toBeVisible();

    typeInto(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.org');
    typeInto(within(dialog).getByRole('spinbutton', { name: /Experience/ }), '4');
    await pick(/Role/, [role.roleName], dialog);
    await pick(/Skills/, [skillA.skillName, skillB.skillName], dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    const message = await screen.findByRole('dialog', { name: 'Done' });
    expect(message).toHaveTextContent('Team member added Successfully');
    await userEvent.click(within(message).getByRole('button', { name: 'OK' }));
    await dialogsClosed();
    await waitFor(() => expect(rowsNow().find((row) => row[0] === 'Ada <b>Lovelace</b>')).toEqual(['Ada <b>Lovelace</b>', role.roleName, '4']));
    const stored = db.teamMembers.find((m) => m.username === 'Ada <b>Lovelace</b>')!;
    expect(stored.email).toBe('ada@example.org');
    expect(stored.teamMembers.teamMemberSkills.map((s) => s.skillId).sort()).toEqual([skillA.skillId, skillB.skillId].sort());
    expect(project.teamMemberIds).toContain(stored.userId);
  });

  it('a failed new team member says Error in adding Team member; Retry returns to the form as typed', async () => {
    const project = agencyProject();
    const role = db.teamRoles[0];
    const skill = db.skills[0];
    server.use(http.post('*/api/create_user_team_member', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await openTeam(project, 'gagency');
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Team Member' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add New Team Member' });
    typeInto(within(dialog).getByRole('textbox', { name: /Name/ }), 'Grace Hopper');
    typeInto(within(dialog).getByRole('textbox', { name: /Email/ }), 'grace@example.org');
    typeInto(within(dialog).getByRole('spinbutton', { name: /Experience/ }), '12');
    await pick(/Role/, [role.roleName], dialog);
    await pick(/Skills/, [skill.skillName], dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    const message = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(message).toHaveTextContent('Error in adding Team member, Please try again');
    await userEvent.click(within(message).getByRole('button', { name: 'Retry' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Team Member' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Grace Hopper');
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('grace@example.org');
    expect(within(dialog).getByRole('spinbutton', { name: /Experience/ })).toHaveValue(12);
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent(role.roleName);
    expect(within(dialog).getByRole('combobox', { name: /Skills/ })).toHaveTextContent(skill.skillName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Done' })).toHaveTextContent('Team member added Successfully');
  });
});
