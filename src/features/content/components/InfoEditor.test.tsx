/** The real TipTap editor in jsdom (layout stubbed: jsdomEditorStubs), against the mock backend's content handlers. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { db } from '../../../../mocks/core/state';
import { contentRoutes } from '../../../../mocks/content/handlers';
import { http, HttpResponse, server } from '../../../../mocks/node';
import type { ContentItem } from '../../../domain/content';
import { decodeToken } from '../../../domain/session';
import { draftKey, writeDraft } from '../../../shared/localDrafts';
import { tokenFor } from '../../../testing/tokens';
import type { ContentDraft } from '../contentDrafts';
import { seriousAxeViolations } from '../../../testing/renderView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Editor } from '@tiptap/react';
import InfoEditor, { contentHtmlOf, editorExtensions, isLinkAddress } from './InfoEditor';
import { stubEditorLayout } from './jsdomEditorStubs';

beforeAll(stubEditorLayout);

let item: ContentItem;
let sent: unknown[];

beforeEach(() => {
  server.use(...contentRoutes.map((route) => route.create({})));
  // Listed after the real handler, so it runs first: it records the body and lets the request through.
  sent = [];
  server.use(
    http.post('*/api/set_content', async ({ request }) => {
      sent.push(await request.clone().json());
    }),
  );
  item = { ...db.contentItems.find((entry) => entry.page === 'about_dfc')! };
  jest.restoreAllMocks();
});

async function open(options: { onSaved?: jest.Mock; onCancel?: jest.Mock; withLink?: boolean; restored?: ContentDraft } = {}) {
  const onSaved = options.onSaved ?? jest.fn();
  const onCancel = options.onCancel ?? jest.fn();
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      {options.withLink && <Link to="/elsewhere">Elsewhere</Link>}
      <InfoEditor item={item} onSaved={onSaved} onCancel={onCancel} restored={options.restored} />
    </>,
    { as: 'admin', route: '/overview/about_dfc' },
  );
  const editor = screen.getByRole('textbox', { name: 'Content' });
  return { ...result, user, editor, onSaved, onCancel };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });

async function selectAll(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  await user.click(editor);
  await user.keyboard('{Control>}a{/Control}');
}

describe('InfoEditor', () => {
  it('shows the title field, the content editor and a toolbar of labelled toggle buttons', async () => {
    const { container, editor } = await open();
    expect(screen.getByRole('region', { name: `Editing "${item.title}"` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(item.title);
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor.textContent).toContain('DFC is the portal');
    const names = within(toolbar()).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Heading', 'Subheading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Preview']);
    for (const button of within(toolbar()).getAllByRole('button')) expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    let violations: string[] = [];
    await act(async () => {
      violations = await seriousAxeViolations(container);
    });
    expect(violations).toEqual([]);
  });

  it('makes the selection bold and italic, each button pressed while it applies', async () => {
    item = { ...item, content: '<p>Plain words</p>' };
    const { user, editor } = await open();
    await selectAll(user, editor);
    await user.click(tool('Bold'));
    expect(editor.innerHTML).toBe('<p><strong>Plain words</strong></p>');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Italic'));
    expect(editor.innerHTML).toBe('<p><strong><em>Plain words</em></strong></p>');
    expect(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Bold'));
    await user.click(tool('Italic'));
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');

  });

  it('makes bulleted and numbered lists, pressed where the caret is', async () => {
    item = { ...item, content: '<p>Item</p><p>Body</p>' };
    const { user, editor } = await open();
    await user.click(editor);
    await user.click(tool('Bulleted list'));
    expect(editor.innerHTML).toBe('<ul><li><p>Item</p></li></ul><p>Body</p>');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Numbered list'));
    expect(editor.innerHTML).toBe('<ol><li><p>Item</p></li></ol><p>Body</p>');
    expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Numbered list'));
    expect(editor.innerHTML).toBe('<p>Item</p><p>Body</p>');
    expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns a paragraph into a heading or a subheading and back, pressed where the caret is', async () => {
    item = { ...item, content: '<h3>Start</h3><p>Body</p>' };
    const { user, editor } = await open();
    await user.click(editor);
    expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Subheading')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Subheading'));
    expect(editor.innerHTML).toBe('<h4>Start</h4><p>Body</p>');
    expect(tool('Heading')).toHaveAttribute('aria-pressed', 'false');
    expect(tool('Subheading')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Subheading'));
    expect(editor.innerHTML).toBe('<p>Start</p><p>Body</p>');
    expect(tool('Subheading')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Heading'));
    expect(editor.innerHTML).toBe('<h3>Start</h3><p>Body</p>');
  });

  it('links the selection to a checked address, and removes the link', async () => {
    item = { ...item, content: '<p>Read the matrix</p>' };
    const { user, editor } = await open();
    await selectAll(user, editor);
    await user.click(tool('Link'));
    expect(tool('Link')).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText('Enter an address starting with https://, http://, mailto: or /.')).toBeInTheDocument();
    expect(editor.innerHTML).toBe('<p>Read the matrix</p>');

    await user.clear(address);
    await user.type(address, '/overview/escalation_matrix{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(editor.innerHTML).toBe('<p><a href="/overview/escalation_matrix">Read the matrix</a></p>');
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');

    await user.click(tool('Link'));
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('/overview/escalation_matrix');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(editor.innerHTML).toBe('<p>Read the matrix</p>');
  });

  it.each([
    ['https://www.w3.org/TR/WCAG22/', true],
    ['http://example.com', true],
    ['mailto:support@example.com', true],
    ['/overview/about_dfc', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//evil.example', false],
    ['www.example.com', false],
    ['', false],
  ])('a link to %j is allowed: %s', (address, allowed) => expect(isLinkAddress(address)).toBe(allowed));

  it('previews the sanitised result in place of the editor, and back', async () => {
    item = { ...item, content: '<p>Before</p>' };
    const { user, editor } = await open();
    await selectAll(user, editor);
    await user.keyboard('Before and after');
    await user.click(tool('Preview'));
    expect(tool('Preview')).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(item.title);
    expect(preview).toHaveTextContent('Before and after');
    expect(editor.closest('[hidden]')).not.toBeNull();
    await user.click(tool('Preview'));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(editor.closest('[hidden]')).toBeNull();
  });

  it('drops pasted script, event handlers and unsafe links: they never reach the content', async () => {
    item = { ...item, content: '<p></p>' };
    const { user, editor } = await open();
    await user.click(editor);
    const pasted = '<p>Safe <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a> text</p>';
    await user.paste({
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? pasted : 'Safe click text'),
      files: [] as unknown as FileList,
      items: [] as unknown as DataTransferItemList,
    } as unknown as DataTransfer);
    expect(editor.textContent).toContain('Safe');
    expect(editor.innerHTML).not.toMatch(/<img|<script|onerror|javascript:/i);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.stringify(sent[0])).not.toMatch(/<img|<script|onerror|javascript:/i);
  });

  it('saves {id, title, content, page} with the trimmed title, then hands the saved item back', async () => {
    const { user, editor, onSaved } = await open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, '  About the portal  ');
    await selectAll(user, editor);
    await user.keyboard('Rewritten');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const expected = { id: item.id, title: 'About the portal', content: '<p>Rewritten</p>', page: 'about_dfc' };
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expected));
    expect(sent).toEqual([expected]);
    expect(db.contentItems.find((entry) => entry.id === item.id)).toEqual(expected);
  });

  it('starts from restored changes (kept when the last session ended), saves them and drops the kept draft', async () => {
    const adminId = decodeToken(await tokenFor('admin'))!.Id;
    const restored: ContentDraft = { page: item.page, title: 'Kept title', content: '<p>Kept words</p>', base: { title: item.title, content: item.content } };
    writeDraft('content', adminId, item.id, restored);
    const { user, editor, onSaved } = await open({ restored });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept title');
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Kept words</p>'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const expected = { id: item.id, title: 'Kept title', content: '<p>Kept words</p>', page: 'about_dfc' };
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expected));
    expect(window.localStorage.getItem(draftKey('content', adminId, item.id))).toBeNull();
  });

  it('refuses a blank title before sending anything', async () => {
    const { user, onSaved } = await open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a title.')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a title longer than 200 characters before sending anything', async () => {
    const { user } = await open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The title may have at most 200 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    [500, 'Not saved: the server answered with an error (500). Your changes are still here; try Save again.'],
    [404, 'Not saved: this item no longer exists on the server. Copy your changes, then reload the page.'],
    [400, 'Not saved: the server refused the changes (title is required). Your changes are still here.'],
  ])('says why a save failed (%s) and keeps the edit', async (status, text) => {
    server.use(http.post('*/api/set_content', () => HttpResponse.json({ message: 'title is required' }, { status }), { once: true }));
    const { user, editor, onSaved } = await open();
    await selectAll(user, editor);
    await user.keyboard('Extra text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onSaved).not.toHaveBeenCalled();
    expect(editor.textContent).toBe('Extra text');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post('*/api/set_content', () => HttpResponse.error(), { once: true }));
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: the server could not be reached. Your changes are still here; try Save again.');
  });

  it('cancels at once without changes, and asks first with changes', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const first = await open();
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = await open();
    await second.user.type(screen.getByRole('textbox', { name: 'Title' }), ' changed');
    confirm.mockReturnValueOnce(false);
    await second.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Discard your changes to this item?');
    expect(second.onCancel).not.toHaveBeenCalled();
    confirm.mockReturnValueOnce(true);
    await second.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(second.onCancel).toHaveBeenCalledTimes(1);
  });

  it('without changes, lets the tab close and a link leave without asking', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = await open({ withLink: true });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere');
  });

  it('keeps the reader on the page when they decline to leave, and lets them go when they accept', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = await open({ withLink: true });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' changed');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    expect(screen.getByTestId('location')).toHaveTextContent('/overview/about_dfc');

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // The Back guard's sentinel entry is taken out of the history first, then the link is followed.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});

describe('what the editor saves', () => {
  it.each([
    ['<h3>A</h3><p></p>', '<h3>A</h3>'],
    ['<ul><li><p>A</p></li></ul><p></p><p></p>', '<ul><li><p>A</p></li></ul>'],
    ['<p>A</p><p><br class="ProseMirror-trailingBreak"></p>', '<p>A</p>'],
    ['<p>A</p>', '<p>A</p>'],
    ['<p></p><p>A</p>', '<p></p><p>A</p>'],
  ])('%s is saved as %s', (html, saved) => expect(contentHtmlOf(html)).toBe(saved));

  it('keeps every seeded item as it is: the editor knows all of their formats', () => {
    for (const { id, content } of db.contentItems) {
      const editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions, content });
      expect({ id, html: contentHtmlOf(editor.getHTML()) }).toEqual({ id, html: content });
      editor.destroy();
    }
  });

  it('opens an item that ends with a list or heading without counting as changed', async () => {
    item = { ...item, content: '<p>Intro</p><ul><li><p>One</p></li><li><p>Two</p></li></ul>' };
    const confirm = jest.spyOn(window, 'confirm');
    const { user, onCancel } = await open();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
  });
});
