import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { toDetails } from '../../../../mocks/projects/projects';
import { PROJECT_LIST_URL, type ProjectListKind } from '../../../api/projects';
import type { AppStore } from '../../../app/store';
import type { UserTask } from '../../../domain/contract/projects';
import type { ProjectCard } from '../../../domain/projects';
import { loggedOut } from '../../../session/slice';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { userTask } from '../../../testing/tasks';
import type { DemoUser } from '../../../testing/tokens';

/** A whole details record (as the contract wants it) for a made-up project id, waiting for a brand manager. */
const detailsOf = (projectId: number, fields: { techApprovalFlag: boolean }) => ({
  ...toDetails(db.projects[0]),
  projectId,
  projectStatus: 'PROJECT_DETAILS_FILLED',
  techUser: null,
  ...fields,
});

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const DETAILS = '*/api/get_dfc_project/:projectId';
const USER_TASKS = '*/api/get_user_tasks/:userId';
const url = (kind: ProjectListKind) => `*${PROJECT_LIST_URL[kind]}`;
const answer = (kind: ProjectListKind, cards: ProjectCard[]) => server.use(http.get(url(kind), () => HttpResponse.json(cards)));
const answerTasks = (tasks: UserTask[]) => server.use(http.get(USER_TASKS, () => HttpResponse.json(tasks)));

/** The seeded due date of a task (the seed dates are relative to now). */
const dueOf = (taskId: number) => db.tasks.find((t) => t.taskId === taskId)?.expectedCompletionDate;

const task = (taskId: number, taskName: string, overrides: Partial<UserTask> = {}) => userTask({ taskId, taskName, ...overrides });

let store: AppStore | undefined;

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
});

function card(projectId: number, projectName: string, overrides: Partial<ProjectCard> = {}): ProjectCard {
  return {
    projectId,
    projectName,
    agencyUserName: 'gagency',
    projectStatus: 'PROJECT_DETAILS_FILLED',
    projectCreator: { username: 'gbm' },
    projectCreatedDate: '2024-03-05T10:20:30Z',
    projectCreationStatus: 'SUBMITTED',
    ...overrides,
  };
}

async function open(as: DemoUser, route = '/my_profile') {
  const result = await renderWithProviders(null, { route, as });
  store = result.store;
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return result;
}

/** The worklist's sections as { heading: [[link text, href, detail]] }, once nothing loads. */
async function worklist() {
  const section = screen.getByRole('region', { name: 'My Worklist' });
  await waitFor(() => expect(within(section).queryByText('Loading your worklist...')).not.toBeInTheDocument());
  const result: Record<string, Array<[string, string | null, string]>> = {};
  for (const list of within(section).queryAllByRole('list')) {
    const heading = list.getAttribute('aria-labelledby');
    const name = document.getElementById(heading ?? '')?.textContent ?? '';
    result[name] = within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).getByRole('link');
        return [link.textContent ?? '', link.getAttribute('href'), item.querySelector('.MuiListItemText-secondary')?.textContent ?? ''];
      });
  }
  return result;
}

describe('MyProfilePage: the profile', () => {
  it('shows the user name, the role with its name, the type, and says the e-mail is not available', async () => {
    await open('gbm');
    const table = within(screen.getByRole('table', { name: 'My Profile' }));
    const value = (label: string) => table.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(value('User name')).toBe('gbm');
    expect(value('Role')).toBe('2 · Global Brand Manager');
    expect(value('User type')).toBeTruthy();
    expect(value('E-mail')).toBe('Not available: the portal has no call that returns your e-mail address.');
  });
});

describe('MyProfilePage: My Worklist', () => {
  it('lists what waits for the brand manager (the mock: projects 15 and 24), each a link to the project', async () => {
    await open('gbm');
    expect(await worklist()).toEqual({
      'Waiting for your approval (2)': [
        ['Summer Glow Campaign', '/viewProjectDetails/15', ''],
        ['Zenith Kids Club', '/viewProjectDetails/24', ''],
      ],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Zenith Kids Club' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewProjectDetails/24'));
  });

  it('keeps only the pending projects that wait for a brand manager, and reads no details it does not need', async () => {
    answer('submitted', [
      card(801, 'Waits For Manager'),
      card(802, 'Sent To Tech'),
      card(803, 'Decided Meanwhile', { projectStatus: 'APPROVAL_COMPLETED', projectCreationStatus: 'APPROVED' }),
    ]);
    const asked: number[] = [];
    server.use(
      http.get(DETAILS, ({ params }) => {
        const projectId = Number(params.projectId);
        asked.push(projectId);
        return HttpResponse.json(detailsOf(projectId, { techApprovalFlag: projectId === 802 }));
      }),
    );
    await open('lbm');
    expect(await worklist()).toEqual({ 'Waiting for your approval (1)': [['Waits For Manager', '/viewProjectDetails/801', '']] });
    expect(asked.sort()).toEqual([801, 802]);
  });

  it('lists the tech verification and the devops steps that wait for the tech user (the mock)', async () => {
    await open('tech');
    const sections = await worklist();
    expect(sections['Waiting for your tech verification (1)']).toEqual([['Meridian Cold Brew Launch', '/viewProjectDetails/5', '']]);
    const devops = sections['Devops steps waiting (11)'];
    expect(devops).toContainEqual(['Harbor Travel Companion', '/viewApprovedProjectDetails/33', 'DEVOPS SETUP COMPLETED']);
    expect(devops).toContainEqual(['Aurora Derm Academy', '/viewApprovedProjectDetails/6', 'APPROVAL COMPLETED · Next: Setup Devops Project']);
    expect(devops).toContainEqual(['Harbor Vet Connect', '/viewApprovedProjectDetails/10', 'SONAR ISSUES']);
    const names = devops.map(([name]) => name);
    // LIGHTHOUSE_SETUP_COMPLETED ends the chain; DEVOPS_SETUP_IN_PROGRESS runs on the server.
    expect(names).not.toContain('Aurora Relaunch');
    expect(names).not.toContain('Zenith Meal Planner');
  });

  it('leaves out a project sent to another tech user', async () => {
    answer('submitted', [card(811, 'Mine To Verify'), card(812, 'Sent To Tech2')]);
    answer('approvedForTech', []);
    answerTasks([]);
    server.use(
      http.get(DETAILS, ({ params }) =>
        HttpResponse.json({
          ...detailsOf(Number(params.projectId), { techApprovalFlag: true }),
          techUser: Number(params.projectId) === 811 ? { userId: -1, username: 'tech' } : { userId: -2, username: 'tech2' },
        }),
      ),
    );
    await open('tech');
    expect(await worklist()).toEqual({ 'Waiting for your tech verification (1)': [['Mine To Verify', '/viewProjectDetails/811', '']] });
  });

  it('lists the projects the agency has to fill in or resubmit, each opening the wizard (the mock)', async () => {
    await open('gagency');
    const sections = await worklist();
    expect(Object.keys(sections)).toEqual(['To fill in or resubmit (5)', 'Your open tasks (2)']);
    const items = sections['To fill in or resubmit (5)'];
    expect(items.map(([, href]) => href).sort()).toEqual(['/DFCCreateProject/13', '/DFCCreateProject/18', '/DFCCreateProject/22', '/DFCCreateProject/26', '/DFCCreateProject/3']);
    expect(items).toContainEqual(['Zenith Recipe Remix', '/DFCCreateProject/13', 'DRAFT']);
    expect(items).toContainEqual(['Nimbus Clinic Locator', '/DFCCreateProject/3', 'YET TO CREATE']);
  });

  it("says 'Nothing waits for you.' when nothing does", async () => {
    answer('assigned', [card(821, 'Already Submitted'), card(822, 'Approved', { projectCreationStatus: 'APPROVED', projectStatus: 'APPROVAL_COMPLETED' })]);
    await open('lagency');
    expect(await screen.findByText('Nothing waits for you.')).toBeVisible();
    expect(await worklist()).toEqual({});
  });

  it("says 'Nothing waits for you.' to a role without project work, without calling any list", async () => {
    const called: string[] = [];
    server.events.on('request:start', ({ request }) => void called.push(new URL(request.url).pathname));
    await open('gpm');
    expect(await screen.findByText('Nothing waits for you.')).toBeVisible();
    expect(called.filter((path) => Object.values(PROJECT_LIST_URL).includes(path) || path.startsWith('/api/get_user_tasks/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a list that fails says so with a Retry that recovers', async () => {
    server.use(http.get(url('submitted'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await open('gbm');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of your worklist could not be loaded.');
    expect(screen.queryByText('Nothing waits for you.')).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(Object.keys(await worklist())).toEqual(['Waiting for your approval (2)']);
  });

  it('a project whose details fail says so with a Retry that recovers', async () => {
    answer('submitted', [card(831, 'Checked Later')]);
    let fail = true;
    server.use(
      http.get(DETAILS, ({ params }) =>
        fail
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(detailsOf(Number(params.projectId), { techApprovalFlag: false })),
      ),
    );
    await open('gbm');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of your worklist could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await worklist()).toEqual({ 'Waiting for your approval (1)': [['Checked Later', '/viewProjectDetails/831', '']] });
  });

  it('/my_profile#worklist moves the focus to the worklist', async () => {
    await open('gbm', '/my_profile#worklist');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'My Worklist' })).toHaveFocus());
  });
});

describe('MyProfilePage: My Worklist, tasks assigned to the user', () => {
  it('lists the open tasks of the tech user (the mock), soonest due first, each a link to its project', async () => {
    await open('tech');
    const sections = await worklist();
    // Task 16 (Sonar quality gate, project 31) is DONE: it waits on nobody.
    expect(sections['Your open tasks (2)']).toEqual([
      ['Container health probes', '/viewProjectDetails/14', `Zenith Loyalty App · IN PROGRESS · Due ${dueOf(14)}`],
      ['Scale-out rule for launch day', '/viewProjectDetails/28', `Meridian Summer Campaign · NEW · Due ${dueOf(15)}`],
    ]);
    expect(screen.getByText('Tasks assigned to you that are not done yet. Each opens its project: see its Tasks tab.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Container health probes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewProjectDetails/14'));
  });

  it("asks for the signed-in user's own tasks and keeps the open ones assigned to them", async () => {
    const asked: string[] = [];
    server.use(
      http.get(USER_TASKS, ({ params }) => {
        asked.push(String(params.userId));
        return HttpResponse.json([
          task(901, 'Write the brief', { state: 'IN_REVIEW', expectedCompletionDate: '' }),
          task(902, 'Old work', { state: 'DONE' }),
          task(903, 'Someone else', { assignedTMUser: { userId: 3, username: 'lbm' } }),
          task(904, 'Check the copy', { state: 'BLOCKED', projectId: 15, projectName: 'Summer Glow Campaign', dfcProject: { projectId: 15 } }),
        ]);
      }),
    );
    await open('gbm');
    const sections = await worklist();
    expect(asked).toEqual([String(db.users.find((u) => u.username === 'gbm')?.userId)]);
    expect(sections['Your open tasks (2)']).toEqual([
      ['Check the copy', '/viewProjectDetails/15', 'Summer Glow Campaign · BLOCKED · Due 2030-02-01'],
      ['Write the brief', '/viewProjectDetails/12', 'Aurora Relaunch · IN REVIEW · No due date'],
    ]);
  });

  it('shows the loading state while the tasks are on their way', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    answer('assigned', []);
    server.use(
      http.get(USER_TASKS, async () => {
        await released;
        return HttpResponse.json([task(911, 'Late task', { assignedTMUser: { username: 'lagency' } })]);
      }),
    );
    await open('lagency');
    const section = screen.getByRole('region', { name: 'My Worklist' });
    expect(await within(section).findByText('Loading your worklist...')).toBeInTheDocument();
    expect(screen.queryByText('Nothing waits for you.')).not.toBeInTheDocument();
    release();
    expect(await worklist()).toEqual({ 'Your open tasks (1)': [['Late task', '/viewProjectDetails/12', 'Aurora Relaunch · NEW · Due 2030-02-01']] });
  });

  it('tasks that fail to load say so with a Retry that recovers, the other work still shown', async () => {
    let fail = true;
    server.use(
      http.get(USER_TASKS, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([task(921, 'Back again', { assignedTMUser: { username: 'gagency' } })]),
      ),
    );
    await open('gagency');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of your worklist could not be loaded.');
    expect(Object.keys(await worklist())).toEqual(['To fill in or resubmit (5)']);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect((await worklist())['Your open tasks (1)']).toEqual([['Back again', '/viewProjectDetails/12', 'Aurora Relaunch · NEW · Due 2030-02-01']]);
  });

  it('a backend without the user-tasks extension (404) shows no tasks and no failure', async () => {
    answer('assigned', []);
    server.use(http.get(USER_TASKS, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await open('lagency');
    expect(await screen.findByText('Nothing waits for you.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
