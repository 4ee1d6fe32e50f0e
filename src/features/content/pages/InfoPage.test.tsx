/** The info pages with the real TipTap editor (layout stubbed) against the mock backend's content handlers. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { db } from '../../../../mocks/core/state';
import { CONTENT_TITLES } from '../../../../mocks/content/titles';
import { contentRoutes } from '../../../../mocks/content/handlers';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { INFO_PAGES } from '../../../domain/content';
import { seriousAxeViolations } from '../../../testing/renderView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenFor, type DemoUser } from '../../../testing/tokens';
import { stubEditorLayout } from '../components/jsdomEditorStubs';
import InfoPage from './InfoPage';

// Counts how often the editor's module (and TipTap with it) is loaded: the factory runs on the first import.
const mockEditorLoads = { count: 0 };
jest.mock('../components/InfoEditor', () => {
  mockEditorLoads.count += 1;
  return jest.requireActual('../components/InfoEditor');
});

beforeAll(stubEditorLayout);

let sent: unknown[];

beforeEach(() => {
  server.use(...contentRoutes.map((route) => route.create({})));
  sent = [];
  // Listed after the real handler, so it runs first: it records the body and lets the request through.
  server.use(
    http.post('*/api/set_content', async ({ request }) => {
      sent.push(await request.clone().json());
    }),
  );
  jest.restoreAllMocks();
});

function InfoRoutes() {
  return (
    <Routes>
      <Route path="/overview/:name" element={<InfoPage />} />
    </Routes>
  );
}

async function open(as: DemoUser, page: string = 'about_dfc') {
  const user = userEvent.setup();
  const result = await renderWithProviders(<InfoRoutes />, { route: `/overview/${page}`, as });
  await screen.findAllByRole('article');
  return { ...result, user };
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const seedTitles = (page: string) => CONTENT_TITLES[page];
const articleOf = (title: string) => screen.getByRole('article', { name: title });

async function startEditing(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: `Edit "${title}"` }));
  const region = await screen.findByRole('region', { name: `Editing "${title}"` });
  const editor = await within(region).findByRole('textbox', { name: 'Content' });
  return { region, editor, titleField: within(region).getByRole('textbox', { name: 'Title' }) };
}

async function replaceContent(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement, text: string) {
  await user.click(editor);
  await user.keyboard('{Control>}a{/Control}');
  await user.keyboard(text);
}

describe('InfoPage', () => {
  it.each(INFO_PAGES.map((page) => [page]))('/overview/%s shows the banner and its items', async (page) => {
    await open('gbm', page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the DFC Portal');
    expect(screen.getByText('The fastest way to curate brand experiences digitally and to measure the impact of your creations')).toBeInTheDocument();
    expect(titles()).toEqual(seedTitles(page));
  });

  it.each(['gbm', 'lbm', 'gpm', 'lpm', 'gagency', 'lagency', 'tech'] as const)('%s reads but sees no Edit and never loads the editor', async (as) => {
    const loadsBefore = mockEditorLoads.count;
    await open(as, 'escalation_matrix');
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(mockEditorLoads.count).toBe(loadsBefore);
  });

  it('gives role 1 an Edit button on every item, and is accessible', async () => {
    const { container } = await open('admin', 'data_privacy');
    // The editor's chunk is fetched ahead for role 1.
    await waitFor(() => expect(mockEditorLoads.count).toBeGreaterThan(0));
    for (const title of seedTitles('data_privacy')) {
      expect(within(articleOf(title)).getByRole('button', { name: `Edit "${title}"` })).toBeEnabled();
    }
    let violations: string[] = [];
    await act(async () => {
      violations = await seriousAxeViolations(container);
    });
    expect(violations).toEqual([]);
  });

  it('role 1 edits title and content in place; Save sends {id, title, content, page} and the page shows the saved item', async () => {
    const { user } = await open('admin');
    const [, second] = db.contentItems.filter((item) => item.page === 'about_dfc').map((item) => ({ ...item }));
    const { region, editor, titleField } = await startEditing(user, second.title);
    expect(titleField).toHaveFocus();
    // One item at a time: the others wait.
    for (const title of seedTitles('about_dfc').filter((t) => t !== second.title)) {
      expect(screen.getByRole('button', { name: `Edit "${title}"` })).toBeDisabled();
    }
    await user.clear(titleField);
    await user.type(titleField, 'Who works here');
    await replaceContent(user, editor, 'Brand teams and agencies');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    const expected = { id: second.id, title: 'Who works here', content: '<p>Brand teams and agencies</p>', page: 'about_dfc' };
    const saved = await screen.findByRole('article', { name: 'Who works here' });
    expect(sent).toEqual([expected]);
    expect(screen.queryByRole('region', { name: /^Editing/ })).not.toBeInTheDocument();
    expect(within(saved).getByText('Brand teams and agencies')).toBeInTheDocument();
    expect(within(saved).getByRole('status')).toHaveTextContent('Saved.');
    await waitFor(() => expect(within(saved).getByRole('button', { name: 'Edit "Who works here"' })).toHaveFocus());
    expect(titles()).toEqual(seedTitles('about_dfc').map((t) => (t === second.title ? 'Who works here' : t)));
    expect(db.contentItems.find((item) => item.id === second.id)).toEqual(expected);
    // Every Edit is usable again.
    for (const button of screen.getAllByRole('button', { name: /^Edit/ })) expect(button).toBeEnabled();
  });

  it('Cancel restores the original after a confirm, and sends nothing', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await open('admin', 'marketing_code');
    const [first] = db.contentItems.filter((item) => item.page === 'marketing_code').map((item) => ({ ...item }));
    const { region, editor, titleField } = await startEditing(user, first.title);
    await user.clear(titleField);
    await user.type(titleField, 'Something else');
    await replaceContent(user, editor, 'Other words');
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Discard your changes to this item?');
    const article = articleOf(first.title);
    expect(article).toHaveTextContent('Truthful:');
    expect(screen.queryByText('Other words')).not.toBeInTheDocument();
    expect(within(article).queryByRole('status')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(db.contentItems.find((item) => item.id === first.id)).toEqual(first);
  });

  it('a refused save (403) says so in words and keeps the edit with its changes', async () => {
    server.use(http.post('*/api/set_content', () => HttpResponse.json({ message: 'Forbidden: only roles 1 (Admin)' }, { status: 403 }), { once: true }));
    const { user } = await open('admin', 'ethics_compliance');
    const [first] = db.contentItems.filter((item) => item.page === 'ethics_compliance').map((item) => ({ ...item }));
    const { region, editor, titleField } = await startEditing(user, first.title);
    await user.type(titleField, ' (2025)');
    await replaceContent(user, editor, 'Updated code');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Not saved: only administrators may edit this content. Your changes are still here.',
    );
    expect(titleField).toHaveValue(`${first.title} (2025)`);
    expect(editor).toHaveTextContent('Updated code');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    expect(db.contentItems.find((item) => item.id === first.id)).toEqual(first);
    // The next try goes through.
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: `${first.title} (2025)` })).toHaveTextContent('Updated code');
  });

  it('shows content another client saved raw, sanitised; editing it saves clean content', async () => {
    const [first] = db.contentItems.filter((item) => item.page === 'supported_features').map((item) => ({ ...item }));
    const raw = '<p>New <img src=x onerror=alert(1) alt="diagram"> features</p><script>window.hacked = true</script>';
    const answer = await fetch('http://localhost/api/set_content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenFor('admin')}` },
      body: JSON.stringify({ ...first, content: raw }),
    });
    expect(answer.status).toBe(200);
    expect(db.contentItems.find((item) => item.id === first.id)?.content).toBe(raw);
    sent = [];

    const { user, container } = await open('admin', 'supported_features');
    const article = articleOf(first.title);
    expect(article).toHaveTextContent('New features');
    expect(within(article).getByRole('img', { name: 'diagram' })).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const { region, editor } = await startEditing(user, first.title);
    expect(editor.innerHTML).not.toMatch(/<img|<script|onerror/i);
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sent).toHaveLength(1);
    expect((sent[0] as { content: string }).content).not.toMatch(/<img|<script|onerror/i);
    expect((sent[0] as { content: string }).content).toContain('New');
  });

  it('moves to another info page through a link of the content and loads its items', async () => {
    const { user } = await open('gbm', 'about_dfc');
    await user.click(screen.getByRole('link', { name: 'escalation matrix' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/overview/escalation_matrix');
    await waitFor(() => expect(titles()).toEqual(seedTitles('escalation_matrix')));
  });

  it('says a failed load in words, with Retry', async () => {
    server.use(http.get('*/api/get_content/:page', () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    await renderWithProviders(<InfoRoutes />, { route: '/overview/data_privacy', as: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The content of this page could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toEqual(seedTitles('data_privacy')));
  });

  it('says so on an /overview path that is no info page', async () => {
    await renderWithProviders(<InfoRoutes />, { route: '/overview/nothing', as: 'gbm' });
    expect(screen.getByRole('alert')).toHaveTextContent('There is no content page at /overview/nothing. Choose a page from the menu.');
  });
});
