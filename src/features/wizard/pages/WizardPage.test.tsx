import { useEffect } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { AppRoutes } from '../../../app/App';
import { config } from '../../../config';
import type { ProjectCard, ProjectDraft } from '../../../domain/projects';
import { logoutRequested } from '../../../session/slice';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenFor, type DemoUser } from '../../../testing/tokens';

/* Pages load lazily; on a busy machine the first load takes more than a second. */
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const UPDATE = '*/api/update_dfc_project';
const delay = config.timings.optionListDelayMs;

beforeEach(() => {
  config.timings.optionListDelayMs = 5;
  window.sessionStorage.clear();
});
afterEach(() => {
  config.timings.optionListDelayMs = delay;
});

/** gagency's projects on the mock: one never filled, one saved as a DRAFT. */
async function gagencyProjects() {
  const token = await tokenFor('gagency');
  const response = await fetch('http://localhost/api/assignedprojects/', { headers: { Authorization: `Bearer ${token}` } });
  const cards = (await response.json()) as ProjectCard[];
  const fresh = cards.find((c) => !c.projectCreationStatus);
  const draft = cards.find((c) => c.projectCreationStatus === 'DRAFT');
  if (!fresh || !draft) throw new Error('the mock has no fresh or DRAFT project for gagency');
  return { fresh, draft };
}

/** Every update body sent, recorded on the way to the mock (which still answers). */
function recordUpdates(): ProjectDraft[] {
  const bodies: ProjectDraft[] = [];
  server.use(
    http.put(UPDATE, async ({ request }) => {
      bodies.push((await request.clone().json()) as ProjectDraft);
    }),
  );
  return bodies;
}

async function openWizard(card: ProjectCard, as: DemoUser = 'gagency') {
  const user = userEvent.setup({ delay: null });
  const result = await renderWithProviders(null, { route: `/DFCCreateProject/${card.projectId}`, as });
  await screen.findByRole('heading', { level: 2, name: /^(General|Technical|Environment) Information$/ });
  return { user, ...result };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const saveAndContinue = () => screen.getByRole('button', { name: 'Save & Continue' });
/** A select once its list has been applied (its option is there). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const select = screen.getByLabelText(label);
  await user.selectOptions(select, await within(select).findByRole('option', { name: option }));
}

describe('WizardPage: general information', () => {
  it('shows the title, the steps, read-only name, brand, creator and summary, and editable Markets and Duration', async () => {
    const { fresh } = await gagencyProjects();
    await openWizard(fresh);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Create a New Project']);
    await stepHeading('General Information');
    for (const step of ['General Information', 'Technical Information', 'Environment Information']) {
      expect(screen.getByRole('tab', { name: step })).toBeEnabled();
    }
    const name = screen.getByLabelText('Project Name');
    expect(name).toHaveValue(fresh.projectName);
    for (const label of ['Project Name', 'Brand', 'Project Creator', 'Project Summary']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Project Creator')).toHaveValue(fresh.projectCreator?.username);
    await userEvent.type(name, 'changed');
    expect(name).toHaveValue(fresh.projectName);
    expect(screen.getByLabelText('Markets')).toBeEnabled();
    expect(screen.getByLabelText('Duration')).toBeEnabled();
    expect(saveAndContinue()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Saved Templates' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save This Template' })).not.toBeInTheDocument();
  });

  it('applies the option lists only after the configured delay', async () => {
    config.timings.optionListDelayMs = 400;
    let arrivedAt: number | undefined;
    const onResponse = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/api/get_markets')) arrivedAt = Date.now();
    };
    server.events.on('response:mocked', onResponse);
    try {
      const { fresh } = await gagencyProjects();
      await openWizard(fresh);
      await waitFor(() => expect(arrivedAt).toBeDefined());
      expect(within(screen.getByLabelText('Markets')).queryByRole('option', { name: 'Germany' })).not.toBeInTheDocument();
      await within(screen.getByLabelText('Markets')).findByRole('option', { name: 'Germany' });
      expect(Date.now() - arrivedAt!).toBeGreaterThanOrEqual(390);
    } finally {
      server.events.removeListener('response:mocked', onResponse);
    }
  });

  it('says when an option list failed, and Retry loads it', async () => {
    const { fresh } = await gagencyProjects();
    server.use(http.get('*/api/get_markets', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const { user } = await openWizard(fresh);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some option lists could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(screen.getByLabelText('Markets')).findByRole('option', { name: 'Germany' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows an error with Retry when the project cannot be loaded, and the wizard after Retry', async () => {
    const { fresh } = await gagencyProjects();
    server.use(http.get('*/api/get_dfc_project_draft/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(null, { route: `/DFCCreateProject/${fresh.projectId}`, as: 'gagency' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a New Project' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await stepHeading('General Information');
  });
});

describe('WizardPage: drafts', () => {
  it('Save & Continue to the Technical step saves a DRAFT with the full payload', async () => {
    const { fresh } = await gagencyProjects();
    const bodies = recordUpdates();
    const { user } = await openWizard(fresh);
    await choose(user, 'Markets', 'Germany');
    await user.click(saveAndContinue());
    await stepHeading('Technical Information');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      projectId: fresh.projectId,
      projectName: fresh.projectName,
      projectCreationStatus: 'DRAFT',
      dfcUser: { username: 'gagency' },
      markets: { name: 'Germany' },
      noOfSprints: 20,
      noOfTeamMembers: 10,
      noOfHits: 500,
      noOfEnvironments: 1,
    });
    expect(bodies[0].environments).toHaveLength(1);
    expect(bodies[0].cloudPlatform).toMatchObject({ name: 'Azure' });
    expect(bodies[0].hostingType).toMatchObject({ name: 'PaaS' });
    expect(screen.getByLabelText('Approximate Number of Sprints')).toHaveValue(20);
    expect(screen.getByLabelText('Number of Team Members')).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('clicking the Technical step also saves a DRAFT; going back to General saves nothing', async () => {
    const { fresh } = await gagencyProjects();
    const bodies = recordUpdates();
    const { user } = await openWizard(fresh);
    await user.click(screen.getByRole('tab', { name: 'Technical Information' }));
    await stepHeading('Technical Information');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('General Information');
    expect(bodies.map((b) => b.projectCreationStatus)).toEqual(['DRAFT']);
  });

  it('a DRAFT project reopens at the Technical step with its saved choices', async () => {
    const { draft } = await gagencyProjects();
    const token = await tokenFor('gagency');
    const saved = (await (await fetch(`http://localhost/api/get_dfc_project_draft/${draft.projectId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ProjectDraft;
    const { user } = await openWizard(draft);
    await stepHeading('Technical Information');
    expect(screen.getByRole('checkbox', { name: 'Is CMS Required ?' })).toHaveProperty('checked', saved.cmsFlag);
    if (saved.noOfSprints !== null) expect(screen.getByLabelText('Approximate Number of Sprints')).toHaveValue(saved.noOfSprints);
    const chosen = saved.cmsFlag ? saved.cms : saved.frontend;
    if (chosen) expect(screen.getByLabelText(saved.cmsFlag ? 'CMS' : 'Frontend')).toHaveDisplayValue(chosen.name);
    for (const qa of saved.qualityAssurance) expect(await screen.findByRole('checkbox', { name: qa.name })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    if (saved.markets) expect(screen.getByLabelText('Markets')).toHaveDisplayValue(saved.markets.name);
  });

  it('ticking the CMS flag clears frontend, middleware, framework and backend; unticking clears the CMS', async () => {
    const { fresh } = await gagencyProjects();
    const bodies = recordUpdates();
    const { user } = await openWizard(fresh);
    await user.click(saveAndContinue());
    await stepHeading('Technical Information');
    await choose(user, 'Frontend', 'React');
    await choose(user, 'Middleware', 'Node.js');
    await choose(user, 'Framework', 'Express');
    await choose(user, 'Backend', 'MongoDB');
    const cmsFlag = screen.getByRole('checkbox', { name: 'Is CMS Required ?' });
    await user.click(cmsFlag);
    expect(screen.queryByLabelText('Frontend')).not.toBeInTheDocument();
    await choose(user, 'CMS', 'Sitecore');
    await user.click(cmsFlag);
    expect(screen.queryByLabelText('CMS')).not.toBeInTheDocument();
    for (const label of ['Frontend', 'Middleware', 'Framework', 'Backend']) {
      expect(screen.getByLabelText(label)).toHaveDisplayValue('Not selected');
    }
    await user.click(cmsFlag);
    expect(screen.getByLabelText('CMS')).toHaveDisplayValue('Not selected');
    await choose(user, 'CMS', 'Contentful');
    await user.click(saveAndContinue());
    await stepHeading('Environment Information');
    expect(bodies.at(-1)).toMatchObject({ cmsFlag: true, cms: { name: 'Contentful' }, frontend: null, middleware: null, framework: null, backend: null });
  });
});

/** Opens a fresh project and moves to the Environment step. */
async function toEnvironmentStep() {
  const { fresh } = await gagencyProjects();
  const bodies = recordUpdates();
  const opened = await openWizard(fresh);
  await opened.user.click(saveAndContinue());
  await stepHeading('Technical Information');
  await opened.user.click(saveAndContinue());
  await stepHeading('Environment Information');
  return { ...opened, fresh, bodies };
}

describe('WizardPage: submit', () => {
  it('without a code template: the validation modal, nothing sent, Select leads to the code template', async () => {
    const { user, bodies } = await toEnvironmentStep();
    const sent = bodies.length;
    await screen.findByRole('radio', { name: 'React Starter Kit' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please select Code Template');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(bodies).toHaveLength(sent);
  });

  it('sends SUBMITTED once, shows the success modal, clears the autosave, and Go to Home goes home', async () => {
    const { user, bodies, fresh } = await toEnvironmentStep();
    expect(screen.getByRole('button', { name: 'Save This Template' })).toBeEnabled();
    await user.click(await screen.findByRole('radio', { name: 'React Starter Kit' }));
    // The choice applies 150 ms after the click (seed 001 section 9).
    await waitFor(() => expect(screen.getByRole('radio', { name: 'React Starter Kit' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'QA' }));
    await choose(user, 'Cloud Region', 'West Europe (Storage)');
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Project submitted successfully Currently it is pending for brand manager's approval");
    const submitted = bodies.filter((b) => b.projectCreationStatus === 'SUBMITTED');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      projectId: fresh.projectId,
      dfcTemplates: { name: 'React Starter Kit' },
      cloudRegions: { name: 'West Europe', serviceName: 'Storage' },
      noOfEnvironments: 2,
    });
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('dfc.wizardDraft.'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a failed update shows the error; Re-Enter returns to the form with everything entered', async () => {
    const { fresh } = await gagencyProjects();
    const { user } = await openWizard(fresh);
    await choose(user, 'Markets', 'Japan');
    await user.click(saveAndContinue());
    await stepHeading('Technical Information');
    const sprints = screen.getByLabelText('Approximate Number of Sprints');
    await user.clear(sprints);
    await user.type(sprints, '14');
    await user.click(await screen.findByRole('checkbox', { name: 'Security Testing' }));
    await user.click(saveAndContinue());
    await stepHeading('Environment Information');
    await user.click(await screen.findByRole('radio', { name: 'Static Site Starter' }));
    // The choice applies 150 ms after the click (seed 001 section 9).
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Static Site Starter' })).toBeChecked());
    const hits = screen.getByLabelText('Expected Number of Hits');
    await user.clear(hits);
    await user.type(hits, '750');

    server.use(http.put(UPDATE, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error Occured While sending Details Entered! Please Re-enter project details');
    await user.click(within(dialog).getByRole('button', { name: 'Re-Enter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    server.resetHandlers();

    expect(screen.getByRole('heading', { level: 2, name: 'Environment Information' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Static Site Starter' })).toBeChecked();
    expect(screen.getByLabelText('Expected Number of Hits')).toHaveValue(750);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Technical Information');
    expect(screen.getByLabelText('Approximate Number of Sprints')).toHaveValue(14);
    expect(screen.getByRole('checkbox', { name: 'Security Testing' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Markets')).toHaveDisplayValue('Japan');
  });

  it('keeps the in-progress form as a local draft: reopening the page restores it', async () => {
    const { fresh } = await gagencyProjects();
    const first = await openWizard(fresh);
    await choose(first.user, 'Duration', '3< and >6 months');
    first.unmount();
    await openWizard(fresh);
    await stepHeading('General Information');
    expect(screen.getByLabelText('Duration')).toHaveDisplayValue('3< and >6 months');
  });
});

describe('WizardPage: the draft across sign-outs', () => {
  const draftKeys = () => Object.keys(window.localStorage).filter((k) => k.startsWith('dfc.wizardDraft.'));

  /** gagency picks a Duration in a fresh project's wizard, then signs out. */
  async function typeThenSignOut() {
    const { fresh } = await gagencyProjects();
    const first = await openWizard(fresh);
    await choose(first.user, 'Duration', '3< and >6 months');
    first.store.dispatch(logoutRequested({ reason: 'user' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    first.unmount();
    const [kept] = draftKeys();
    return { fresh, kept };
  }

  it('survives the sign-out: the same user opening the same wizard again gets it back', async () => {
    const { fresh, kept } = await typeThenSignOut();
    expect(draftKeys()).toEqual([kept]);
    expect(kept).toMatch(new RegExp(`^dfc\\.wizardDraft\\.\\d+\\.${fresh.projectId}$`));
    await openWizard(fresh);
    await stepHeading('General Information');
    expect(screen.getByLabelText('Duration')).toHaveDisplayValue('3< and >6 months');
  });

  it('is never shown to another user, and goes when another user signs in here', async () => {
    const { fresh, kept } = await typeThenSignOut();
    expect(kept).toBeDefined();
    await openWizard(fresh, 'gbm');
    await stepHeading('General Information');
    expect(screen.getByLabelText('Duration')).not.toHaveDisplayValue('3< and >6 months');
    await waitFor(() => expect(draftKeys()).not.toContain(kept));
  });
});

/** Navigates to /RoutingTrail carrying a project in the location state, as the app's links do. */
function ToRoutingTrail({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/RoutingTrail', { state: { projectId } });
  }, [navigate, projectId]);
  return null;
}

describe('WizardPage: /RoutingTrail', () => {
  it('without a project explains that one must be chosen, with a link to My Projects for agencies', async () => {
    await renderWithProviders(null, { route: '/RoutingTrail', as: 'gagency' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a New Project' })).toBeInTheDocument();
    expect(screen.getByText(/A project must be chosen first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Projects' })).toHaveAttribute('href', '/MyProjects');
  });

  it.each([
    ['tech', 'Go to Projects Pending for Approval', '/PendingProjectsForApproval'],
    ['admin', 'Go to Home', '/'],
    ['gpm', 'Go to Home', '/'],
  ] as const)('for %s, who does not fill the wizard, says so with a way on and no Retry, even with a project in the state', async (as, label, href) => {
    const loads: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void loads.push(request.url);
    server.events.on('request:start', onRequest);
    try {
      await renderWithProviders(
        <>
          <AppRoutes />
          <ToRoutingTrail projectId={15} />
        </>,
        { route: '/', as },
      );
      expect(await screen.findByText(/your role has no project to fill in here/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(loads.filter((url) => /dfc_project|auto_populate/.test(url))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('with {projectId} in the location state shows the wizard of that project', async () => {
    const { fresh } = await gagencyProjects();
    await renderWithProviders(
      <>
        <AppRoutes />
        <ToRoutingTrail projectId={fresh.projectId} />
      </>,
      { route: '/', as: 'gagency' },
    );
    await stepHeading('General Information');
    expect(screen.getByLabelText('Project Name')).toHaveValue(fresh.projectName);
  });
});

describe('WizardPage: a submitted or approved project (issue 24)', () => {
  it.each([
    [15, 'SUBMITTED'],
    [12, 'APPROVED'],
  ])('opening the wizard of project %i (%s) lands on its details page, and nothing is sent', async (projectId) => {
    const bodies = recordUpdates();
    await renderWithProviders(null, { route: `/DFCCreateProject/${projectId}`, as: 'gagency' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/viewProjectDetails/${projectId}`));
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("a project of someone else's answers 403: the page says so, without a Retry that cannot help", async () => {
    await renderWithProviders(null, { route: '/DFCCreateProject/16', as: 'gagency' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This project cannot be filled in here');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("a project submitted meanwhile: the server's 409 message shows, and Back to the form keeps everything typed", async () => {
    const { fresh } = await gagencyProjects();
    const { user } = await openWizard(fresh);
    await choose(user, 'Markets', 'Japan');
    await choose(user, 'Duration', '3< and >6 months');
    const refusal = 'This project has been submitted and waits for approval: its details can no longer be changed.';
    server.use(http.put(UPDATE, () => HttpResponse.json({ message: refusal }, { status: 409 })));
    await user.click(saveAndContinue());
    const dialog = await screen.findByRole('dialog', { name: 'Not saved' });
    expect(dialog).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('link', { name: 'View Project' })).toHaveAttribute('href', `/viewProjectDetails/${fresh.projectId}`);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'General Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Markets')).toHaveDisplayValue('Japan');
    expect(screen.getByLabelText('Duration')).toHaveDisplayValue('3< and >6 months');
    expect(screen.getByTestId('location')).toHaveTextContent(`/DFCCreateProject/${fresh.projectId}`);
  });
});
