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



const waiting = (p: StoredProject) => p.projectCreationStatus === 'SUBMITTED' && p.projectStatus === 'PROJECT_DETAILS_FILLED';

/** A project waiting for gbm's decision (it created it, not yet sent to tech). */
const forManager = () => seededProject('project waiting for gbm', (p) => waiting(p) && !p.techApprovalFlag && p.projectCreator.userId === userId('gbm'));

/** A project gbm sent to the tech user. */
const forTech = () => seededProject('project waiting for tech', (p) => waiting(p) && p.techApprovalFlag && p.techUser?.userId === userId('tech'));

const openProject = openProjectDetails;

const approval = () => screen.queryByRole('region', { name: 'Approval' });

function statusShown(): string | null | undefined {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === 'Status');
  return term?.nextElementSibling?.textContent;
}

async function chooseTechUser(name = 'tech') {
  const box = await screen.findByRole('combobox', { name: /Tech Team User/ });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(box);
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The result view's text, exactly as rendered (trailing spaces kept). */
async function resultText(): Promise<string> {
  return (await screen.findByTestId('approval-result')).textContent ?? '';
}

function countPuts(): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') counter.count += 1;
  });
  return counter;
}

afterEach(() => server.events.removeAllListeners());

describe('Approval by the business manager', () => {
  it('shows the tech user select, Approve, Reject and Assign to Tech; Approve and Assign wait for a tech user', async () => {
    await openProject(forManager(), 'gbm');
    const region = approval()!;
    expect(region).toBeVisible();
    const approve = within(region).getByRole('button', { name: 'Approve' });
    const assign = within(region).getByRole('button', { name: 'Assign to Tech' });
    expect(approve).toBeDisabled();
    expect(assign).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(await within(region).findByText('Choose a tech team user to approve or assign the project.')).toBeVisible();
    await chooseTechUser();
    expect(approve).toBeEnabled();
    expect(assign).toBeEnabled();
  });

  it('Approve sends the chosen tech user, says Approved Successfully, and the status changes', async () => {
    const project = forManager();
    await openProject(project, 'gbm');
    expect(statusShown()).toBe('PROJECT DETAILS FILLED');
    await chooseTechUser();
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(new URL(request.url).pathname);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await resultText()).toBe('Approved Successfully');
    expect(puts).toEqual([`/api/approve_project_by_bm/${userId('tech')}/${project.projectId}/`]);
    await waitFor(() => expect(statusShown()).toBe('APPROVAL COMPLETED'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Projects Pending for Approval' })).toHaveAttribute('href', '/PendingProjectsForApproval');
    expect(screen.getByRole('link', { name: 'Go to Approved Projects' })).toHaveAttribute('href', '/ApprovedProjectsList');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('Assign to Tech says Sent for Tech Verification Successfully and the project waits for the tech user', async () => {
    const project = forManager();
    await openProject(project, 'gbm');
    await chooseTechUser();
    await userEvent.click(screen.getByRole('button', { name: 'Assign to Tech' }));
    expect(await resultText()).toBe('Sent for Tech Verification Successfully');
    await waitFor(() => expect(db.projects.find((p) => p.projectId === project.projectId)!.techApprovalFlag).toBe(true));
  });

  it('Reject asks first; Cancel keeps the controls, confirming says Rejected Successfully', async () => {
    const project = forManager();
    await openProject(project, 'gbm');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject this project?' });
    expect(dialog).toHaveTextContent(`${project.projectName} will be sent back to its agency.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await resultText()).toBe('Rejected Successfully');
    await waitFor(() => expect(statusShown()).toBe('YET TO CREATE'));
  });

  it('a failed decision says Network Error Try Again with a Retry that repeats it', async () => {
    const project = forManager();
    server.use(http.put(/\/api\/approve_project_by_bm\//, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await openProject(project, 'gbm');
    await chooseTechUser();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await resultText()).toBe('Network Error Try Again ');
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error Try Again');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await resultText()).toBe('Approved Successfully'));
    await waitFor(() => expect(statusShown()).toBe('APPROVAL COMPLETED'));
  });

  it('sends one decision however fast the button is clicked', async () => {
    await openProject(forManager(), 'gbm');
    await chooseTechUser();
    const puts = countPuts();
    const approve = screen.getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(await resultText()).toBe('Approved Successfully');
    expect(puts.count).toBe(1);
  });

  it('a failed tech user list says so with Retry', async () => {
    server.use(http.get('*/api/get_all_tech', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await openProject(forManager(), 'gbm');
    const alert = await within(approval()!).findByRole('alert');
    expect(alert).toHaveTextContent('The tech team users could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The alert goes when the list is asked again; until then the (empty) select is still the
    // failed one's, and opening it would race the reload.
    await waitFor(() => expect(within(approval()!).queryByRole('alert')).toBeNull());
    await chooseTechUser();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows no controls on a project that was sent to tech', async () => {
    await openProject(forTech(), 'gbm');
    expect(approval()).toBeNull();
  });

  it('shows no controls on an approved project', async () => {
    const project = seededProject('approved project', (p) => p.projectCreationStatus === 'APPROVED');
    await openProject(project, 'lbm');
    expect(approval()).toBeNull();
  });
});

describe('Approval by the tech user', () => {
  it('approves a project sent for tech verification', async () => {
    const project = forTech();
    await openProject(project, 'tech');
    const region = approval()!;
    expect(within(region).queryByRole('combobox')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Assign to Tech' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Approve' }));
    expect(await resultText()).toBe('Approved Successfully');
    await waitFor(() => expect(statusShown()).toBe('APPROVAL COMPLETED'));
  });

  it('rejects after confirming', async () => {
    await openProject(forTech(), 'tech');
    await userEvent.click(within(approval()!).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await resultText()).toBe('Rejected Successfully');
  });

  it('a failed rejection says Network Error Try Again and Retry repeats the rejection', async () => {
    const project = forTech();
    server.use(http.put(/\/api\/reject_project_by_tech\//, () => HttpResponse.error(), { once: true }));
    await openProject(project, 'tech');
    await userEvent.click(within(approval()!).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await resultText()).toBe('Network Error Try Again ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await resultText()).toBe('Rejected Successfully'));
  });

  it('another tech user reads whom the project is assigned to, with no Approve or Reject', async () => {
    await openProject(forTech(), 'tech2' as DemoUser); // a second tech user of the mock seed
    const region = approval()!;
    expect(region).toBeVisible();
    expect(within(region).getByText('Assigned to tech for tech verification')).toBeVisible();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('a decision someone made first (409) says so, with Reload instead of Retry', async () => {
    const project = forTech();
    server.use(
      http.put(/\/api\/approve_project_by_tech\//, () => HttpResponse.json({ message: 'The project is not waiting for tech verification' }, { status: 409 }), {
        once: true,
      }),
    );
    await openProject(project, 'tech');
    await userEvent.click(within(approval()!).getByRole('button', { name: 'Approve' }));
    expect(await resultText()).toBe('This project has already been decided. Reload to see its current state.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network Error');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sees no controls on a project still waiting for the business manager', async () => {
    await openProject(forManager(), 'tech');
    expect(approval()).toBeNull();
  });
});

describe('Approval controls for others', () => {
  it('an agency sees none on its submitted project', async () => {
    const project = seededProject('submitted project of gagency', (p) => waiting(p) && p.dfcUser.userId === userId('gagency'));
    await openProject(project, 'gagency');
    expect(approval()).toBeNull();
  });
});
