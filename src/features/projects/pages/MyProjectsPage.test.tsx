import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes } from '../../../app/App';
import { delay, http, HttpResponse, server } from '../../../../mocks/node';
import { PROJECT_LIST_URL } from '../../../api/projects';
import type { AppStore } from '../../../app/store';
import type { ProjectCard } from '../../../domain/projects';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import { loggedOut } from '../../../session/slice';
import { card, FIXTURE_CARDS, XSS_NAME } from '../components/ProjectCard.fixtures';

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

declare global {
  interface Window {
    __xss?: number;
  }
}

const ASSIGNED = `*${PROJECT_LIST_URL.assigned}`;
let store: AppStore | undefined;

const answer = (cards: ProjectCard[]) => server.use(http.get(ASSIGNED, () => HttpResponse.json(cards)));

async function open(as: DemoUser = 'gagency') {
  const result = await renderWithProviders(null, { route: '/MyProjects', as });
  store = result.store;
  await screen.findByRole('heading', { level: 1, name: 'My Projects' });
  return result;
}

async function cards(expected?: number) {
  const list = await screen.findByRole('list', { name: 'My Projects' });
  const items = within(list).getAllByRole('article');
  if (expected !== undefined) expect(items).toHaveLength(expected);
  return items;
}

/** The definition list of a card as label -> value. */
function fieldsOf(article: HTMLElement): Record<string, string> {
  const terms = within(article).getAllByRole('term');
  const values = within(article).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i].textContent]));
}

async function expectFailureWithRetry(message: RegExp) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
}

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
  delete window.__xss;
});

describe('MyProjectsPage', () => {
  it('shows the assigned projects of the signed-in agency from the mock, each with its fields and button', async () => {
    await open('gagency');
    const items = await cards();
    expect(items.length).toBeGreaterThan(0);
    for (const article of items) {
      const fields = fieldsOf(article);
      expect(Object.keys(fields)).toEqual(['Project', 'Creator', 'Created On', 'Status']);
      expect(fields['Created On']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fields.Status).not.toContain('_');
      const button = within(article).getByRole('link', { name: new RegExp(`^(Create|View) Project ${escape(fields.Project)}$`) });
      expect(button).toHaveTextContent(button.dataset.tone === 'yetToCreate' ? 'Create Project' : 'View Project');
    }
  });

  it('shows Project, Creator, Created On (date part) and Status, the status with spaces or YET TO CREATE', async () => {
    answer(FIXTURE_CARDS);
    await open();
    const [aurora, draft, submitted, approved] = await cards(4);
    expect(fieldsOf(aurora)).toEqual({ Project: 'Aurora Relaunch', Creator: 'gbm', 'Created On': '2024-03-05', Status: 'YET TO CREATE' });
    expect(fieldsOf(draft)['Created On']).toBe('2024-04-01');
    expect(fieldsOf(submitted)).toEqual({
      Project: 'Submitted Summit',
      Creator: 'lbm',
      'Created On': '2024-03-05',
      Status: 'PROJECT DETAILS FILLED',
    });
    expect(fieldsOf(approved).Status).toBe('APPROVAL COMPLETED');
  });

  it('reads Create Project (pink) until created, View Project on light yellow when SUBMITTED and on green when APPROVED', async () => {
    answer(FIXTURE_CARDS);
    await open();
    const expected = [
      ['Aurora Relaunch', 'Create Project', 'yetToCreate', 'rgb(248, 187, 208)'],
      ['Draft Harbour', 'Create Project', 'yetToCreate', 'rgb(248, 187, 208)'],
      ['Submitted Summit', 'View Project', 'submitted', 'rgb(255, 245, 157)'],
      ['Approved Atlas', 'View Project', 'approved', 'rgb(165, 214, 167)'],
    ];
    for (const [name, text, tone, colour] of expected) {
      const button = await screen.findByRole('link', { name: `${text} ${name}` });
      expect(button).toHaveTextContent(text);
      expect(button).toHaveAttribute('data-tone', tone);
      expect(getComputedStyle(button).backgroundColor).toBe(colour);
    }
  });

  it('opens the wizard for a project not yet created', async () => {
    answer(FIXTURE_CARDS);
    await open();
    await userEvent.click(await screen.findByRole('link', { name: 'Create Project Aurora Relaunch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/DFCCreateProject/901'));
  });

  it("opens the details of the agency's own SUBMITTED project", async () => {
    answer(FIXTURE_CARDS);
    await open();
    await userEvent.click(await screen.findByRole('link', { name: 'View Project Submitted Summit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewProjectDetails/903'));
  });

  it("opens the details of the agency's own APPROVED project", async () => {
    answer(FIXTURE_CARDS);
    await open('lagency');
    await userEvent.click(await screen.findByRole('link', { name: 'View Project Approved Atlas' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewProjectDetails/904'));
  });

  it.each<DemoUser>(['gagency', 'lagency'])('shows the colour legend to %s', async (as) => {
    answer(FIXTURE_CARDS);
    await open(as);
    const legend = screen.getByRole('list', { name: 'Colour legend' });
    const chips = within(legend).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Yet to Create', 'Yet to get Approval', 'Approved']);
    expect(within(legend).getByText('Yet to Create').closest('[data-tone]')).toHaveAttribute('data-tone', 'yetToCreate');
    expect(within(legend).getByText('Approved').closest('[data-tone]')).toHaveAttribute('data-tone', 'approved');
  });

  it('says No data avaialable when nothing is assigned', async () => {
    answer([]);
    await open();
    expect(await screen.findByText('No data avaialable')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'My Projects' })).not.toBeInTheDocument();
  });

  it('shows Loading... while the list loads', async () => {
    server.use(
      http.get(ASSIGNED, async () => {
        await delay(200);
        return HttpResponse.json(FIXTURE_CARDS);
      }),
    );
    await open();
    expect(screen.getByText('Loading...')).toBeVisible();
    await cards(4);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('a server error (500) shows a message and a Retry that recovers', async () => {
    server.use(http.get(ASSIGNED, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await open();
    await expectFailureWithRetry(/The projects could not be loaded\./);
    server.resetHandlers();
    answer(FIXTURE_CARDS);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await cards(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network error shows a message and a Retry', async () => {
    server.use(http.get(ASSIGNED, () => HttpResponse.error()));
    await open();
    await expectFailureWithRetry(/The server could not be reached/);
  });

  it('an answer that is not JSON shows a message and a Retry', async () => {
    server.use(http.get(ASSIGNED, () => new HttpResponse('<html><body>Gateway</body></html>', { headers: { 'Content-Type': 'text/html' } })));
    await open();
    await expectFailureWithRetry(/The projects could not be loaded\./);
  });

  it('renders a project name made of HTML as literal text', async () => {
    answer([card({ projectId: 950, projectName: XSS_NAME })]);
    await open();
    const [article] = await cards(1);
    expect(fieldsOf(article).Project).toBe(XSS_NAME);
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByRole('link', { name: `Create Project ${XSS_NAME}` })).toBeVisible();
    expect(window.__xss).toBeUndefined();
  });
});

/** The address's query and a Back button beside the routes. */
function AddressProbe() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{useLocation().search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </>
  );
}

async function openAt(route: string) {
  const result = await renderWithProviders(
    <>
      <AppRoutes />
      <AddressProbe />
    </>,
    { route, as: 'gagency' },
  );
  store = result.store;
  await screen.findByRole('heading', { level: 1, name: 'My Projects' });
  return result;
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const names = async () => (await cards()).map((article) => fieldsOf(article).Project);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('MyProjectsPage: search, status filter and sort', () => {
  beforeEach(() => answer(FIXTURE_CARDS));

  it('searches the project name and the creator, and keeps the search in the address', async () => {
    await openAt('/MyProjects');
    await cards(4);
    await userEvent.type(searchBox(), 'harbour');
    await waitFor(async () => expect(await names()).toEqual(['Draft Harbour']));
    expect(address().get('q')).toBe('harbour');
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'LBM');
    await waitFor(async () => expect(await names()).toEqual(['Submitted Summit']));
  });

  it('filters by the statuses present in the list, shown with spaces', async () => {
    await openAt('/MyProjects');
    await cards(4);
    const status = screen.getByRole('combobox', { name: 'Status' });
    const options = within(status).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All statuses', 'YET TO CREATE', 'PROJECT DETAILS FILLED', 'APPROVAL COMPLETED']);
    await userEvent.selectOptions(status, 'YET TO CREATE');
    await waitFor(async () => expect(await names()).toEqual(['Aurora Relaunch', 'Draft Harbour']));
    expect(address().get('status')).toBe('YET_TO_CREATE');
  });

  it('sorts by name A-Z, newest first and oldest first', async () => {
    await openAt('/MyProjects');
    await cards(4);
    await choose('Sort', 'Name A-Z');
    await waitFor(async () => expect(await names()).toEqual(['Approved Atlas', 'Aurora Relaunch', 'Draft Harbour', 'Submitted Summit']));
    expect(address().get('sort')).toBe('name');
    await choose('Sort', 'Newest first');
    await waitFor(async () => expect((await names())[0]).toBe('Draft Harbour'));
    await choose('Sort', 'Oldest first');
    await waitFor(async () => expect((await names())[3]).toBe('Draft Harbour'));
  });

  it('a reload shows the same list: the search, the status and the sort come from the address', async () => {
    await openAt('/MyProjects?q=a&status=YET_TO_CREATE&sort=name');
    await waitFor(async () => expect(await names()).toEqual(['Aurora Relaunch', 'Draft Harbour']));
    expect(searchBox()).toHaveValue('a');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('YET TO CREATE');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Name A-Z');
  });

  it('Back from a project keeps the search and the filter', async () => {
    await openAt('/MyProjects');
    await cards(4);
    await choose('Status', 'YET TO CREATE');
    await userEvent.type(searchBox(), 'aurora');
    await waitFor(async () => expect(await names()).toEqual(['Aurora Relaunch']));
    await userEvent.click(screen.getByRole('link', { name: 'Create Project Aurora Relaunch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/DFCCreateProject/901'));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('heading', { level: 1, name: 'My Projects' });
    await waitFor(async () => expect(await names()).toEqual(['Aurora Relaunch']));
    expect(searchBox()).toHaveValue('aurora');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('YET TO CREATE');
  });

  it("says 'No project matches your search.' with Clear search, which shows every card again", async () => {
    await openAt('/MyProjects?q=no+such+project&sort=name');
    expect(await screen.findByText('No project matches your search.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'My Projects' })).not.toBeInTheDocument();
    expect(screen.queryByText('No data avaialable')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await names()).toEqual(['Approved Atlas', 'Aurora Relaunch', 'Draft Harbour', 'Submitted Summit']);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(address().toString()).toBe('sort=name');
  });

  it('shows no search over an empty list', async () => {
    answer([]);
    await openAt('/MyProjects?q=x');
    expect(await screen.findByText('No data avaialable')).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
