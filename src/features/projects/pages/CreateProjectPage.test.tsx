import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { http, HttpResponse, server } from '../../../../mocks/node';
import type { AppStore } from '../../../app/store';
import type { ProjectCreation } from '../../../domain/projects';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import { loggedOut } from '../../../session/slice';
import { XSS_NAME } from '../components/ProjectCard.fixtures';

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(45000);

declare global {
  interface Window {
    __xss?: number;
  }
}

const SETUP = '*/api/projectsetup';
const TITLE = 'Create DFC Project';
/** A name the seed does not hold. */
const NEW_NAME = 'Zephyr Launch 2099';
let store: AppStore | undefined;

/** Every POST /api/projectsetup body the page sends. */
function recordCreations(): ProjectCreation[] {
  const bodies: ProjectCreation[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/projectsetup') {
      bodies.push((await request.clone().json()) as ProjectCreation);
    }
  });
  return bodies;
}

async function open(as: DemoUser = 'gbm') {
  const result = await renderWithProviders(null, { route: '/CreateDFCProject', as });
  store = result.store;
  await screen.findByRole('heading', { level: 1, name: TITLE });
  form = within(screen.getByRole('form', { name: TITLE }));
  return result;
}

/** The form, found once per render: queries inside it stay fast beside the whole shell. */
let form: ReturnType<typeof within>;
const nameField = () => form.getByRole('textbox', { name: 'Project Name' });
const summaryField = () => form.getByRole('textbox', { name: 'Summary' });
const brandField = () => form.getByRole('combobox', { name: 'Brand' });
const agencyField = () => form.getByRole('combobox', { name: 'Agency' });
const submitButton = () => form.getByRole('button', { name: /^(Submit|Submitting…)$/ });

/** Types by pasting (one change event), which keeps the tests fast. */
async function typeText(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Waits for the brand and agency lists, then fills the form (the first brand, the given agency). */
async function fill({ name = NEW_NAME, agency = 'gagency', summary = 'A spring relaunch of the Aurora site.' } = {}) {
  await waitFor(() => expect(within(brandField()).getAllByRole('option').length).toBeGreaterThan(1));
  await waitFor(() => expect(within(agencyField()).getByRole('option', { name: agency })).toBeInTheDocument());
  const brand = within(brandField()).getAllByRole('option')[1] as HTMLOptionElement;
  if (name) await typeText(nameField(), name);
  await userEvent.selectOptions(brandField(), brand);
  await userEvent.selectOptions(agencyField(), agency);
  if (summary) await typeText(summaryField(), summary);
  return { brandName: brand.textContent, brandId: Number(brand.value) };
}

async function dialog(text: string) {
  const modal = await screen.findByRole('dialog');
  expect(modal).toHaveTextContent(text);
  return modal;
}

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
  server.events.removeAllListeners();
  delete window.__xss;
});

describe('CreateProjectPage', () => {
  it('offers the brands and the agencies (by user name) of the mock', async () => {
    await open();
    // Both lists must have arrived: until then the placeholder says they are loading.
    await waitFor(() => expect(within(brandField()).getAllByRole('option')[0]).toHaveTextContent('Select a brand'));
    await waitFor(() => expect(within(agencyField()).getAllByRole('option')[0]).toHaveTextContent('Select an agency'));
    const brandNames = within(brandField()).getAllByRole('option').map((o) => o.textContent);
    expect(brandNames[0]).toBe('Select a brand');
    expect(brandNames).toEqual(expect.arrayContaining(db.brands.map((b) => b.brandName)));
    const agencyNames = within(agencyField()).getAllByRole('option').map((o) => o.textContent);
    expect(agencyNames).toEqual(['Select an agency', 'gagency', 'lagency']);
  });

  it('says which of the four fields are missing, without calling the server', async () => {
    const bodies = recordCreations();
    await open();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter the Project Name')).toBeVisible();
    expect(screen.getByText('Please select a Brand')).toBeVisible();
    expect(screen.getByText('Please select an Agency')).toBeVisible();
    expect(screen.getByText('Please enter a Summary')).toBeVisible();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Please enter the Project Name');
    expect(bodies).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a name of spaces as missing and refuses a name over 100 characters', async () => {
    const bodies = recordCreations();
    await open();
    await fill({ name: '   ' });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter the Project Name')).toBeVisible();
    await userEvent.clear(nameField());
    await typeText(nameField(), 'x'.repeat(101));
    expect(await screen.findByText('Project Name must be at most 100 characters')).toBeVisible();
    await userEvent.click(submitButton());
    expect(bodies).toHaveLength(0);
  });

  it('creates the project with the documented body and says Project Created Successfully; Go to Home goes home', async () => {
    const bodies = recordCreations();
    await open();
    const { brandId, brandName } = await fill({ name: `  ${NEW_NAME}  ` });
    await userEvent.click(submitButton());
    const modal = await dialog('Project Created Successfully');
    expect(bodies).toEqual([
      {
        projectName: NEW_NAME,
        projectBrand: { brandId, brandName },
        dfcUser: { userId: db.users.find((u) => u.username === 'gagency')!.userId, username: 'gagency' },
        projectSummary: 'A spring relaunch of the Aurora site.',
      },
    ]);
    expect(db.projects.some((p) => p.projectName === NEW_NAME)).toBe(true);
    await userEvent.click(within(modal).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('offers the new project\u2019s wizard from the success modal (the projectId the server answers)', async () => {
    await open();
    await fill({ name: 'Wizard Next' });
    await userEvent.click(submitButton());
    const modal = await dialog('Project Created Successfully');
    const created = db.projects.find((p) => p.projectName === 'Wizard Next')!;
    const link = within(modal).getByRole('link', { name: 'Fill in Project Details' });
    expect(link).toHaveAttribute('href', `/DFCCreateProject/${created.projectId}`);
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/DFCCreateProject/${created.projectId}`));
  });

  it('offers only Go to Home when the answer names no project', async () => {
    server.use(http.post('*/api/projectsetup', () => HttpResponse.json({ data: 0 })));
    await open();
    await fill({ name: 'No Id' });
    await userEvent.click(submitButton());
    const modal = await dialog('Project Created Successfully');
    expect(within(modal).queryByRole('link')).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Go to Home' })).toBeVisible();
  });

  it.each<DemoUser>(['lbm', 'lagency'])('lets %s create a project too', async (as) => {
    await open(as);
    await fill({ name: `Project of ${as}`, agency: 'lagency' });
    await userEvent.click(submitButton());
    await dialog('Project Created Successfully');
  });

  it('a duplicate name says so and keeps the form as typed', async () => {
    const existing = db.projects[0].projectName;
    await open();
    await fill({ name: existing.toUpperCase() });
    await userEvent.click(submitButton());
    const modal = await dialog('Project Name Already exists please try with another name');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nameField()).toHaveValue(existing.toUpperCase());
    expect(summaryField()).toHaveValue('A spring relaunch of the Aurora site.');
    expect(agencyField()).toHaveDisplayValue('gagency');
    expect(screen.getByTestId('location')).toHaveTextContent('/CreateDFCProject');
  });

  it.each([
    ['a server error (500)', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['an answer that is not JSON', () => new HttpResponse('<html>Gateway</html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('%s says Couldnot load please re-try and keeps the input', async (_name, resolver) => {
    server.use(http.post(SETUP, resolver));
    await open();
    await fill();
    await userEvent.click(submitButton());
    const modal = await dialog('Couldnot load please re-try');
    expect(within(modal).getByRole('heading')).toHaveTextContent('Something went wrong');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nameField()).toHaveValue(NEW_NAME);
    expect(summaryField()).toHaveValue('A spring relaunch of the Aurora site.');
    // Submitting again is the retry, and it succeeds once the server answers.
    server.resetHandlers();
    await userEvent.click(submitButton());
    await dialog('Project Created Successfully');
  });

  it('sends one creation however often Submit is pressed while it runs', async () => {
    const bodies = recordCreations();
    // The answer waits for the test (not a fixed delay), so a slow machine cannot answer early.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(SETUP, async () => {
        await released;
        return HttpResponse.json({ data: 0, projectId: 999 });
      }),
    );
    await open();
    await fill();
    await userEvent.dblClick(submitButton());
    expect(submitButton()).toHaveTextContent('Submitting…');
    expect(submitButton()).toBeDisabled();
    // Enter in a field submits the form even while the button is disabled.
    fireEvent.submit(submitButton().closest('form')!);
    fireEvent.submit(submitButton().closest('form')!);
    release();
    await dialog('Project Created Successfully');
    expect(bodies).toHaveLength(1);
  });

  it('says so with a Retry when the brands or agencies cannot be loaded', async () => {
    server.use(http.get('*/api/project_brands', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await open();
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('The brands and agencies could not be loaded.');
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(brandField()).getAllByRole('option').length).toBeGreaterThan(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a project named with HTML markup is created as typed and shown as text on the agency\u2019s My Projects', async () => {
    const first = await open('gbm');
    await fill({ name: XSS_NAME, agency: 'gagency' });
    await userEvent.click(submitButton());
    await dialog('Project Created Successfully');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    first.unmount();
    first.store.dispatch(loggedOut());

    await renderWithProviders(null, { route: '/MyProjects', as: 'gagency' }).then((r) => (store = r.store));
    const link = await screen.findByRole('link', { name: `Create Project ${XSS_NAME}` });
    const article = link.closest('article')!;
    expect(within(article).getByText(XSS_NAME)).toBeVisible();
    expect(article.querySelector('img')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });
});
