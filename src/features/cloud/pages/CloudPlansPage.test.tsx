import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { db } from '../../../../mocks/core/state';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { AppProviders, AppRoutes } from '../../../app/App';
import { makeStore } from '../../../app/store';
import { RECOMMENDATION_QUESTIONS, type RecommendationFlags } from '../../../domain/cloud';
import { initialAuthState } from '../../../session/slice';
import { LocationProbe, renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenFor } from '../../../testing/tokens';

const RECOMMENDATIONS = '*/api/recommendations';

function techProject() {
  const project = db.projects.find((p) => p.techUser?.username === 'tech' && p.projectCreationStatus === 'APPROVED');
  if (!project) throw new Error('the mock seed has no approved project of tech');
  return project;
}

function question(text: string) {
  return screen.getByRole('radiogroup', { name: text });
}

/** Answers Yes and waits for the answer to apply (150 ms after the click, seed 001 section 9). */
async function answerYes(user: ReturnType<typeof userEvent.setup>, text: string) {
  const yes = within(await screen.findByRole('radiogroup', { name: text })).getByRole('radio', { name: 'Yes' });
  await user.click(yes);
  await waitFor(() => expect(yes).toBeChecked());
}

/** Records the bodies of POST /api/recommendations, then lets the mock answer. */
function recordRecommendationBodies() {
  const bodies: RecommendationFlags[] = [];
  server.use(
    http.post(RECOMMENDATIONS, async ({ request }) => {
      bodies.push((await request.clone().json()) as RecommendationFlags);
    }),
  );
  return bodies;
}

describe('CloudPlansPage (/getCloudPlans)', () => {
  it('goes to /ApprovedProjectsList without a project id', async () => {
    await renderWithProviders(null, { route: '/getCloudPlans', as: 'tech' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ApprovedProjectsList'));
  });

  it('goes to /ApprovedProjectsList with a project id that is not a number', async () => {
    await renderWithProviders(null, { route: '/getCloudPlans?projectId=abc', as: 'tech' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ApprovedProjectsList'));
  });

  it('shows the title, the project name and the ten yes/no questions, our two under a note', async () => {
    const project = techProject();
    await renderWithProviders(null, { route: `/getCloudPlans?projectId=${project.projectId}`, as: 'tech' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check preference to get cloud plans' })).toBeVisible();
    expect(await screen.findByText(`Project: ${project.projectName}`)).toBeVisible();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(10);
    for (const q of RECOMMENDATION_QUESTIONS) {
      const group = question(q.question);
      expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
      expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    }
    const ours = screen.getByRole('region', { name: 'Two more questions' });
    const ourFlags = RECOMMENDATION_QUESTIONS.filter((q) => q.source === 'ours').map((q) => q.question);
    expect(within(ours).getAllByRole('radiogroup')).toHaveLength(2);
    expect(within(ours).getByText(/may not ask them/)).toBeVisible();
    for (const text of ourFlags) expect(within(ours).getByRole('radiogroup', { name: text })).toBeVisible();
  });

  it('sends the answers with Submit Params and lists the services best first, each with its match and Select', async () => {
    const user = userEvent.setup();
    const project = techProject();
    const bodies = recordRecommendationBodies();
    await renderWithProviders(null, { route: `/getCloudPlans?projectId=${project.projectId}`, as: 'tech' });
    await answerYes(user, 'Is it a static site?');
    await answerYes(user, 'Do you need a low cost solution?');
    await user.click(screen.getByRole('button', { name: 'Submit Params' }));

    const section = await screen.findByRole('region', { name: 'Services recommended to you are:' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ staticSite: true, lowCost: true, autoScale: false, loadBalance: false, osConfig: false });
    expect(Object.keys(bodies[0]).sort()).toHaveLength(10);

    const cards = within(section).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    const percentages = cards.map((card) => Number(/(\d+)% matching/.exec(card.textContent ?? '')?.[1]));
    expect(percentages.every(Number.isFinite)).toBe(true);
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages);
    const first = within(cards[0]).getByRole('heading', { level: 3 }).textContent!;
    expect(within(cards[0]).getByRole('link', { name: `Select ${first}` })).toHaveAttribute(
      'href',
      `/ServiceRegionOptions?projectId=${project.projectId}&service=${encodeURIComponent(first).replace(/%20/g, '+')}`,
    );
  });

  it('Select opens Plan Selection for that service and project', async () => {
    const user = userEvent.setup();
    const project = techProject();
    await renderWithProviders(null, { route: `/getCloudPlans?projectId=${project.projectId}`, as: 'tech' });
    await user.click(await screen.findByRole('button', { name: 'Submit Params' }));
    const section = await screen.findByRole('region', { name: 'Services recommended to you are:' });
    const first = within(within(section).getAllByRole('listitem')[0]).getByRole('heading', { level: 3 }).textContent!;
    await user.click(within(section).getByRole('link', { name: `Select ${first}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Selection' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/ServiceRegionOptions');
    expect(screen.getByText(first, { selector: 'strong' })).toBeVisible();
  });

  it('keeps the answers when the recommender fails, and Retry sends them again', async () => {
    const user = userEvent.setup();
    const project = techProject();
    server.use(http.post(RECOMMENDATIONS, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const bodies = recordRecommendationBodies();
    await renderWithProviders(null, { route: `/getCloudPlans?projectId=${project.projectId}`, as: 'tech' });
    await answerYes(user, 'Is it a secure application (does it need authentication)?');
    const secure = question('Is it a secure application (does it need authentication)?');
    await user.click(screen.getByRole('button', { name: 'Submit Params' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recommendations could not be loaded');
    expect(within(secure).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Services recommended to you are:' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Services recommended to you are:' })).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ authentication: true });
  });

  it('takes the project from the router state {projectId}', async () => {
    const project = techProject();
    const token = await tokenFor('tech');
    window.localStorage.setItem('token', token);
    const store = makeStore({ auth: { ...initialAuthState, token } });
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[{ pathname: '/getCloudPlans', state: { projectId: project.projectId } }]}>
          <AppRoutes />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText(`Project: ${project.projectName}`)).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/getCloudPlans');
  });
});
