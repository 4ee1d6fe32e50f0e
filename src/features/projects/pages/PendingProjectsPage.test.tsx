import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import { delay, http, HttpResponse, server } from '../../../../mocks/node';
import { PROJECT_LIST_URL } from '../../../api/projects';
import type { AppStore } from '../../../app/store';
import type { ProjectCard } from '../../../domain/projects';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import { loggedOut } from '../../../session/slice';
import { card, XSS_NAME } from '../components/ProjectCard.fixtures';
import * as projectCardModule from '../components/ProjectCard';
import { AGENCY_LOOKUP_DELAY_MS, ProjectCardWithAgency } from '../components/ProjectCardWithAgency';

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const SUBMITTED = `*${PROJECT_LIST_URL.submitted}`;
const AGENCY_OF = '*/api/get_agency_by_projectid/:projectId';
const TITLE = 'Projects Pending for Approval';
let store: AppStore | undefined;

const PENDING: ProjectCard[] = [
  card({ projectId: 911, projectName: 'Pending Pier', projectCreationStatus: 'SUBMITTED', projectStatus: 'PROJECT_DETAILS_FILLED', agencyUserName: 'gagency' }),
  card({ projectId: 912, projectName: 'Pending Prism', projectCreationStatus: 'SUBMITTED', projectStatus: 'PROJECT_DETAILS_FILLED', agencyUserName: 'lagency' }),
];

const answer = (cards: ProjectCard[]) => server.use(http.get(SUBMITTED, () => HttpResponse.json(cards)));
const agencies = (names: Record<string, string>) =>
  server.use(http.get(AGENCY_OF, ({ params }) => HttpResponse.json({ username: names[String(params.projectId)] ?? 'unknown' })));

async function open(as: DemoUser = 'gbm') {
  const result = await renderWithProviders(null, { route: '/PendingProjectsForApproval', as });
  store = result.store;
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return result;
}

async function cards(expected?: number) {
  const list = await screen.findByRole('list', { name: TITLE });
  const items = within(list).getAllByRole('article');
  if (expected !== undefined) expect(items).toHaveLength(expected);
  return items;
}

function fieldsOf(article: HTMLElement): Record<string, string> {
  const terms = within(article).getAllByRole('term');
  const values = within(article).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i].textContent]));
}

async function expectFailureWithRetry(message: RegExp) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
}

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
});

describe('PendingProjectsPage', () => {
  it.each<DemoUser>(['gbm', 'tech'])('shows the submitted projects from the mock to %s: Project, Agency, Status, View Project', async (as) => {
    await open(as);
    const items = await cards();
    expect(items.length).toBeGreaterThan(0);
    for (const article of items) {
      const fields = fieldsOf(article);
      expect(Object.keys(fields)).toEqual(['Project', 'Agency', 'Status']);
      expect(within(article).getByRole('link', { name: `View Project ${fields.Project}` })).toHaveTextContent('View Project');
    }
    // Each card's agency lookup answers the agency's name ('Northwind Creative').
    const agencyNames = db.agencies.map((agency) => agency.agencyName);
    await waitFor(() => items.forEach((article) => expect(agencyNames).toContain(fieldsOf(article).Agency)));
    expect(screen.queryByRole('list', { name: 'Colour legend' })).not.toBeInTheDocument();
  });

  it('fills the Agency from the agency lookup of each card', async () => {
    answer(PENDING);
    agencies({ 911: 'Northwind Creative', 912: 'Bluefin Digital' });
    await open();
    const [pier, prism] = await cards(2);
    await waitFor(() => expect(fieldsOf(pier).Agency).toBe('Northwind Creative'));
    await waitFor(() => expect(fieldsOf(prism).Agency).toBe('Bluefin Digital'));
    expect(fieldsOf(pier)).toEqual({ Project: 'Pending Pier', Agency: 'Northwind Creative', Status: 'PROJECT DETAILS FILLED' });
    expect(within(pier).getByRole('link', { name: 'View Project Pending Pier' })).toHaveAttribute('data-tone', 'submitted');
  });

  it('shows agencyUserName while the lookup runs', async () => {
    answer(PENDING);
    server.use(
      http.get(AGENCY_OF, async () => {
        await delay(300);
        return HttpResponse.json({ username: 'Late Agency' });
      }),
    );
    await open();
    const [pier] = await cards(2);
    expect(fieldsOf(pier).Agency).toBe('gagency');
    await waitFor(() => expect(fieldsOf(pier).Agency).toBe('Late Agency'));
  });

  it('shows every card at once and looks their agencies up in parallel, at most 6 at a time, each once (issue 26 part 6)', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      card({ projectId: 1000 + i, projectName: `Queued ${i}`, projectCreationStatus: 'SUBMITTED', projectStatus: 'PROJECT_DETAILS_FILLED', agencyUserName: 'gagency' }),
    );
    answer(many);
    let inFlight = 0;
    let most = 0;
    const asked: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(AGENCY_OF, async ({ params }) => {
        asked.push(Number(params.projectId));
        inFlight += 1;
        most = Math.max(most, inFlight);
        await gate;
        await delay(5);
        inFlight -= 1;
        return HttpResponse.json({ username: `Agency ${params.projectId}` });
      }),
    );
    await open();
    // Every card shows before any lookup has answered, with the card's own name standing in.
    const shown = await cards(20);
    expect(fieldsOf(shown[0]).Agency).toBe('gagency');
    await waitFor(() => expect(inFlight).toBe(6));
    expect(asked).toHaveLength(6);
    release();
    await waitFor(() => expect(within(screen.getByRole('list', { name: TITLE })).getAllByText(/^Agency 10\d\d$/)).toHaveLength(20));
    expect(most).toBe(6);
    expect([...asked].sort()).toEqual(many.map((c) => c.projectId).sort());
  });

  it('looks up the agency only of a card that stays: a card gone within AGENCY_LOOKUP_DELAY_MS (scrolled past) asks nothing', async () => {
    const asked: number[] = [];
    server.use(
      http.get(AGENCY_OF, ({ params }) => {
        asked.push(Number(params.projectId));
        return HttpResponse.json({ username: 'Looked Up' });
      }),
    );
    const passing = card({ projectId: 4242, projectName: 'Passing Pier', projectCreationStatus: 'SUBMITTED', projectStatus: 'PROJECT_DETAILS_FILLED', agencyUserName: 'gagency' });
    const view = await renderWithProviders(<ProjectCardWithAgency card={passing} to="/viewProjectDetails/4242" lookupAgency />, { as: 'gbm' });
    await new Promise((resolve) => setTimeout(resolve, AGENCY_LOOKUP_DELAY_MS / 3));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, AGENCY_LOOKUP_DELAY_MS * 2));
    expect(asked).toEqual([]);

    await renderWithProviders(<ProjectCardWithAgency card={passing} to="/viewProjectDetails/4242" lookupAgency />, { as: 'gbm' });
    expect(await screen.findByText('Looked Up')).toBeVisible();
    expect(asked).toEqual([4242]);
  });

  it("renders a card again for its own lookup only, not for its neighbours' (the first load's work grows with the cards, not their square)", async () => {
    const COUNT = 30;
    answer(
      Array.from({ length: COUNT }, (_, i) =>
        card({ projectId: 1100 + i, projectName: `Quiet ${i}`, projectCreationStatus: 'SUBMITTED', projectStatus: 'PROJECT_DETAILS_FILLED', agencyUserName: 'gagency' }),
      ),
    );
    // The answers come one by one, as over a network.
    server.use(
      http.get(AGENCY_OF, async ({ params }) => {
        await delay(10 * (Number(params.projectId) - 1100));
        return HttpResponse.json({ username: 'unknown' });
      }),
    );
    const renders = jest.spyOn(projectCardModule, 'ProjectCard');
    try {
      await open();
      await cards(COUNT);
      await waitFor(() => expect(within(screen.getByRole('list', { name: TITLE })).getAllByText('unknown')).toHaveLength(COUNT), { timeout: 15000 });
      // Each card: its first render and its lookup's answer (React's development double renders
      // aside), three times here; each answer re-rendering every card made it eight times and more.
      expect(renders.mock.calls.length).toBeLessThanOrEqual(COUNT * 4);
    } finally {
      renders.mockRestore();
    }
  });

  it('keeps agencyUserName when the lookup fails', async () => {
    answer(PENDING);
    server.use(http.get(AGENCY_OF, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { store: opened } = await open();
    const [pier, prism] = await cards(2);
    // Both lookups fail, and the cards keep the names they came with.
    const failedLookups = () =>
      Object.values(opened.getState().api?.queries ?? {}).filter((q) => q?.endpointName === 'agencyOfProject' && q.status === 'rejected');
    await waitFor(() => expect(failedLookups()).toHaveLength(2));
    expect(fieldsOf(pier).Agency).toBe('gagency');
    expect(fieldsOf(prism).Agency).toBe('lagency');
  });

  it('opens /viewProjectDetails/{projectId}', async () => {
    answer(PENDING);
    agencies({});
    await open();
    await userEvent.click(await screen.findByRole('link', { name: 'View Project Pending Prism' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewProjectDetails/912'));
  });

  it('says No Data Available when nothing is pending', async () => {
    answer([]);
    await open();
    expect(await screen.findByText('No Data Available')).toBeVisible();
  });

  it('shows Loading... while the list loads', async () => {
    server.use(
      http.get(SUBMITTED, async () => {
        await delay(200);
        return HttpResponse.json(PENDING);
      }),
    );
    agencies({});
    await open();
    expect(screen.getByText('Loading...')).toBeVisible();
    const [pier] = await cards(2);
    await waitFor(() => expect(fieldsOf(pier).Agency).toBe('unknown'));
  });

  it('a server error (500) shows a message and a Retry that recovers', async () => {
    server.use(http.get(SUBMITTED, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await open();
    await expectFailureWithRetry(/The projects could not be loaded\./);
    server.resetHandlers();
    answer(PENDING);
    agencies({});
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const [pier] = await cards(2);
    await waitFor(() => expect(fieldsOf(pier).Agency).toBe('unknown'));
  });

  it('a network error shows a message and a Retry', async () => {
    server.use(http.get(SUBMITTED, () => HttpResponse.error()));
    await open('tech');
    await expectFailureWithRetry(/The server could not be reached/);
  });

  it('an answer that is not JSON shows a message and a Retry', async () => {
    server.use(http.get(SUBMITTED, () => new HttpResponse('<html>Gateway</html>', { headers: { 'Content-Type': 'text/html' } })));
    await open();
    await expectFailureWithRetry(/The projects could not be loaded\./);
  });

  it('renders project and agency names made of HTML as literal text', async () => {
    answer([card({ projectId: 951, projectName: XSS_NAME, projectCreationStatus: 'SUBMITTED' })]);
    server.use(http.get(AGENCY_OF, () => HttpResponse.text('<b onmouseover=alert(1)>Agency</b>')));
    await open();
    const [article] = await cards(1);
    await waitFor(() => expect(fieldsOf(article).Agency).toBe('<b onmouseover=alert(1)>Agency</b>'));
    expect(fieldsOf(article).Project).toBe(XSS_NAME);
    expect(article.querySelector('img, b')).toBeNull();
  });
});

describe('PendingProjectsPage: search', () => {
  const names = async () => (await cards()).map((article) => fieldsOf(article).Project);

  it('finds a card by the agency its lookup answered, and offers no status filter when all share one status', async () => {
    answer(PENDING);
    agencies({ 911: 'Northwind Creative', 912: 'Bluefin Digital' });
    await open();
    const [, prism] = await cards(2);
    await waitFor(() => expect(fieldsOf(prism).Agency).toBe('Bluefin Digital'));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'bluefin');
    await waitFor(async () => expect(await names()).toEqual(['Pending Prism']));
  });

  it("says 'No project matches your search.' with Clear search", async () => {
    answer(PENDING);
    agencies({});
    await open();
    await cards(2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(await screen.findByText('No project matches your search.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await names()).toEqual(['Pending Pier', 'Pending Prism']);
  });
});
