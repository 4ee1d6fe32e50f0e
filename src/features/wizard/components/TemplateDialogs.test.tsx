import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { config } from '../../../config';
import { RADIO_CHOICE_DELAY_MS } from '../../../domain/cloud';
import type { ProjectCard, SavedTemplate } from '../../../domain/projects';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenFor } from '../../../testing/tokens';
import { templateSaveOutcome } from './SaveTemplateDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const delay = config.timings.optionListDelayMs;
beforeEach(() => {
  config.timings.optionListDelayMs = 5;
  window.sessionStorage.clear();
});
afterEach(() => {
  config.timings.optionListDelayMs = delay;
});

async function asGagency<T>(path: string): Promise<T> {
  const token = await tokenFor('gagency');
  return (await (await fetch(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
}

/** gagency's wizard on a project never filled. */
async function openFreshWizard() {
  const cards = await asGagency<ProjectCard[]>('/api/assignedprojects/');
  const fresh = cards.find((c) => !c.projectCreationStatus);
  if (!fresh) throw new Error('the mock has no fresh project for gagency');
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(null, { route: `/DFCCreateProject/${fresh.projectId}`, as: 'gagency' });
  await screen.findByRole('heading', { level: 2, name: 'General Information' });
  return { user, fresh };
}

async function toLastStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Technical Information' });
  await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Environment Information' });
}

describe('templateSaveOutcome', () => {
  const name = 'SPRING SHOP';
  it('only the clash answer says the name exists', () => {
    expect(templateSaveOutcome(name, { data: 'success' })).toEqual({ kind: 'saved', text: 'SPRING SHOP Template Saved Successfully' });
    expect(templateSaveOutcome(name, { data: 'SPRING SHOP already exists, please enter another name' })).toEqual({
      kind: 'exists',
      text: 'SPRING SHOP already exists, please enter another name',
    });
    expect(templateSaveOutcome(name, { error: { status: 409, code: 'http', message: 'SPRING SHOP already exists, please enter another name' } }).kind).toBe('exists');
  });

  it('other failures say what went wrong', () => {
    expect(templateSaveOutcome(name, { data: '' })).toMatchObject({ kind: 'failed', text: expect.stringContaining('could not be saved') });
    expect(templateSaveOutcome(name, { error: { status: 400, code: 'http', message: 'Missing templateName', data: { message: 'Missing templateName' } } })).toEqual({
      kind: 'failed',
      text: 'The template SPRING SHOP could not be saved: Missing templateName',
    });
    expect(templateSaveOutcome(name, { error: { status: 403, code: 'http', message: 'Request failed with status code 403' } }).text).not.toMatch(/already exists/);
    expect(templateSaveOutcome(name, { error: { status: 500, code: 'http', message: 'boom' } }).text).toMatch(/could not be saved/);
    expect(templateSaveOutcome(name, { error: { status: 0, code: 'network', message: 'Network Error' } }).text).toBe(
      'The server could not be reached. Please try again.',
    );
  });
});

describe('Saved Templates', () => {
  it("lists the user's templates; Fill Template Data fills the wizard but not name, brand, creator or summary", async () => {
    const templates = await asGagency<SavedTemplate[]>('/api/get_dfc_project_template_by_user_id');
    const template = templates[0];
    const { user, fresh } = await openFreshWizard();
    await user.click(screen.getByRole('button', { name: 'Saved Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Templates' });
    const fill = within(dialog).getByRole('button', { name: 'Fill Template Data' });
    expect(fill).toBeDisabled();
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(templates.map((t) => t.templateName));
    await user.click(within(dialog).getByRole('radio', { name: template.templateName }));
    // The pick applies 150 ms after the click (seed 001 section 9).
    await waitFor(() => expect(fill).toBeEnabled());
    await user.click(fill);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('Project Name')).toHaveValue(fresh.projectName);
    if (template.markets) expect(screen.getByLabelText('Markets')).toHaveDisplayValue(template.markets.name);
    await toLastStep(user);
    if (template.dfcTemplates) expect(await screen.findByRole('radio', { name: template.dfcTemplates.name })).toBeChecked();
    if (template.noOfHits !== null) expect(screen.getByLabelText('Expected Number of Hits')).toHaveValue(template.noOfHits);
    for (const env of template.environments) expect(await screen.findByRole('checkbox', { name: env.name })).toBeChecked();
  });

  it('applies the pick 150 ms after the click: Fill Template Data waits for it', async () => {
    const { user } = await openFreshWizard();
    await user.click(screen.getByRole('button', { name: 'Saved Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Templates' });
    const [first] = await within(dialog).findAllByRole('radio');
    const fill = within(dialog).getByRole('button', { name: 'Fill Template Data' });
    jest.useFakeTimers();
    try {
      fireEvent.click(first);
      act(() => jest.advanceTimersByTime(RADIO_CHOICE_DELAY_MS - 1));
      expect(first).not.toBeChecked();
      expect(fill).toBeDisabled();
      act(() => jest.advanceTimersByTime(1));
      expect(first).toBeChecked();
      expect(fill).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the user has no templates', async () => {
    server.use(http.get('*/api/get_dfc_project_template_by_user_id', () => HttpResponse.json([])));
    const { user } = await openFreshWizard();
    await user.click(screen.getByRole('button', { name: 'Saved Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Templates' });
    expect(await within(dialog).findByText(/You have no saved templates yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fill Template Data' })).toBeDisabled();
  });
});

describe('Save This Template', () => {
  it('upper-cases the name as typed, saves it, then refuses the same name and keeps the dialog open', async () => {
    const sent: SavedTemplate[] = [];
    server.use(
      http.post('*/api/create_dfc_project_template', async ({ request }) => {
        sent.push((await request.clone().json()) as SavedTemplate);
      }),
    );
    const { user } = await openFreshWizard();
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Save This Template' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save This Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a template name')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const name = within(dialog).getByLabelText(/Template Name/);
    await user.type(name, 'Spring shop');
    expect(name).toHaveValue('SPRING SHOP');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('SPRING SHOP Template Saved Successfully')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ templateName: 'SPRING SHOP', noOfSprints: 20, noOfTeamMembers: 10, noOfEnvironments: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save This Template' }));
    dialog = await screen.findByRole('dialog', { name: 'Save This Template' });
    await user.type(within(dialog).getByLabelText(/Template Name/), 'spring shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('SPRING SHOP already exists, please enter another name')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save This Template' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Template Name/)).toHaveValue('SPRING SHOP');
  });

  it('a save that fails for another reason than a name clash says so, never "already exists"', async () => {
    server.use(http.post('*/api/create_dfc_project_template', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = await openFreshWizard();
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Save This Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save This Template' });
    await user.type(within(dialog).getByLabelText(/Template Name/), 'autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The template AUTUMN could not be saved');
    expect(alert).not.toHaveTextContent('already exists');
    // The dialog stays open with the name, so the user can try again.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('AUTUMN Template Saved Successfully')).toBeInTheDocument();
  });

  it('shows a name made of markup as text, never as HTML', async () => {
    const { user } = await openFreshWizard();
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Save This Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save This Template' });
    await user.type(within(dialog).getByLabelText(/Template Name/), '<img src=x onerror=alert(1)>');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('<IMG SRC=X ONERROR=ALERT(1)> Template Saved Successfully')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
  });
});
