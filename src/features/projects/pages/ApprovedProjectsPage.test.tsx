import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, server } from '../../../../mocks/node';
import { PROJECT_LIST_URL, type ProjectListKind } from '../../../api/projects';
import type { AppStore } from '../../../app/store';
import type { ProjectCard } from '../../../domain/projects';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { DemoUser } from '../../../testing/tokens';
import { loggedOut } from '../../../session/slice';
import { card, XSS_NAME } from '../components/ProjectCard.fixtures';

// The whole route table renders here; on a busy machine the first answers can take a while.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const TITLE = 'Approved Projects';
let store: AppStore | undefined;

const APPROVED: ProjectCard[] = [
  card({ projectId: 921, projectName: 'Approved Arch', projectCreationStatus: 'APPROVED', projectStatus: 'APPROVAL_COMPLETED', agencyName: 'Northwind Creative' }),
  card({ projectId: 922, projectName: 'Approved Bay', projectCreationStatus: 'APPROVED', projectStatus: 'DEVOPS_SETUP_IN_PROGRESS', agencyUserName: 'lagency' }),
];

const url = (kind: ProjectListKind) => `*${PROJECT_LIST_URL[kind]}`;
const answer = (kind: ProjectListKind, cards: ProjectCard[]) => server.use(http.get(url(kind), () => HttpResponse.json(cards)));

async function open(as: DemoUser) {
  const result = await renderWithProviders(null, { route: '/ApprovedProjectsList', as });
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

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
});

describe('ApprovedProjectsPage', () => {
  it.each<DemoUser>(['gbm', 'tech'])('shows the approved projects from the mock to %s: Project, Agency, Status, View Project', async (as) => {
    await open(as);
    const items = await cards();
    expect(items.length).toBeGreaterThan(0);
    for (const article of items) {
      const fields = fieldsOf(article);
      expect(Object.keys(fields)).toEqual(['Project', 'Agency', 'Status']);
      expect(within(article).getByRole('link', { name: `View Project ${fields.Project}` })).toHaveTextContent('View Project');
    }
  });

  it("lists the global brand manager's approved projects for gbm and opens /viewProjectDetails", async () => {
    answer('approvedForGbm', APPROVED);
    server.use(http.get(url('approvedForTech'), () => HttpResponse.json({ message: 'not for gbm' }, { status: 403 })));
    await open('gbm');
    const [arch, bay] = await cards(2);
    expect(fieldsOf(arch)).toEqual({ Project: 'Approved Arch', Agency: 'Northwind Creative', Status: 'APPROVAL COMPLETED' });
    expect(fieldsOf(bay)).toEqual({ Project: 'Approved Bay', Agency: 'lagency', Status: 'DEVOPS SETUP IN PROGRESS' });
    const link = within(arch).getByRole('link', { name: 'View Project Approved Arch' });
    expect(link).toHaveAttribute('data-tone', 'approved');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewProjectDetails/921'));
  });

  it("lists the tech user's approved projects for tech and opens /viewApprovedProjectDetails", async () => {
    answer('approvedForTech', APPROVED);
    server.use(http.get(url('approvedForGbm'), () => HttpResponse.json({ message: 'not for tech' }, { status: 403 })));
    await open('tech');
    await cards(2);
    await userEvent.click(screen.getByRole('link', { name: 'View Project Approved Bay' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/viewApprovedProjectDetails/922'));
  });

  it('says No Data Available when nothing is approved', async () => {
    answer('approvedForGbm', []);
    await open('gbm');
    expect(await screen.findByText('No Data Available')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Colour legend' })).not.toBeInTheDocument();
  });

  it('shows Loading... while the list loads', async () => {
    server.use(
      http.get(url('approvedForTech'), async () => {
        await delay(200);
        return HttpResponse.json(APPROVED);
      }),
    );
    await open('tech');
    expect(screen.getByText('Loading...')).toBeVisible();
    await cards(2);
  });

  it.each([
    ['a server error (500)', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), /The projects could not be loaded\./],
    ['a network error', () => HttpResponse.error(), /The server could not be reached/],
    ['an answer that is not JSON', () => new HttpResponse('<html>Gateway</html>', { headers: { 'Content-Type': 'text/html' } }), /The projects could not be loaded\./],
  ])('%s shows a message and a Retry', async (_name, resolver, message) => {
    server.use(http.get(url('approvedForGbm'), resolver));
    await open('gbm');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('renders a project name made of HTML as literal text', async () => {
    answer('approvedForTech', [card({ projectId: 952, projectName: XSS_NAME, projectCreationStatus: 'APPROVED' })]);
    await open('tech');
    const [article] = await cards(1);
    expect(fieldsOf(article).Project).toBe(XSS_NAME);
    expect(article.querySelector('img')).toBeNull();
  });
});

describe('ApprovedProjectsPage: search, status filter and sort', () => {
  const names = async () => (await cards()).map((article) => fieldsOf(article).Project);
  const route = (search: string, as: DemoUser) => renderWithProviders(null, { route: `/ApprovedProjectsList${search}`, as });

  it('searches the agency, for the tech user too', async () => {
    answer('approvedForTech', APPROVED);
    store = (await route('', 'tech')).store;
    await cards(2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'northwind');
    await waitFor(async () => expect(await names()).toEqual(['Approved Arch']));
  });

  it('filters by status and sorts, from the address', async () => {
    answer('approvedForGbm', [...APPROVED, card({ projectId: 923, projectName: 'Approved Cove', projectCreationStatus: 'APPROVED', projectStatus: 'APPROVAL_COMPLETED', projectCreatedDate: '2025-01-01T00:00:00Z' })]);
    store = (await route('?status=APPROVAL_COMPLETED&sort=newest', 'gbm')).store;
    await waitFor(async () => expect(await names()).toEqual(['Approved Cove', 'Approved Arch']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('APPROVAL COMPLETED');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Newest first');
  });

  it("says 'No project matches your search.'; Clear search shows the list again", async () => {
    answer('approvedForGbm', APPROVED);
    store = (await route('?q=zzz', 'gbm')).store;
    expect(await screen.findByText('No project matches your search.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await names()).toEqual(['Approved Arch', 'Approved Bay']);
  });
});
