import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, server } from '../../../../mocks/node';
import type { AppStore } from '../../../app/store';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { loggedOut } from '../../../session/slice';
import * as listFilters from '../../../components/ListFilters';

declare global {
  interface Window {
    __xss?: number;
  }
}

const PAGE = '*/api/notifications/:page';
let store: AppStore | undefined;

async function openInbox() {
  const result = await renderWithProviders(null, { route: '/notificationsCmpnt', as: 'gbm' });
  store = result.store;
  await screen.findByRole('heading', { level: 2, name: 'Your Notifications' });
  return result;
}

/** The rows of the inbox list (the pagination's items are not rows). */
async function rows(expected?: number) {
  const list = await screen.findByRole('list', { name: 'Your Notifications' });
  const items = within(list).getAllByRole('listitem');
  if (expected !== undefined) expect(items).toHaveLength(expected);
  return items;
}

/** Page 2 has been loaded ahead (in the background, after page 1). */
const loadedAhead = () => store?.getState().notifications?.ahead.some((page) => page.page === 2) === true;

/** An error or warning with a Retry next to it, under the page heading. */
async function expectFailureWithRetry(message: RegExp) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Your Notifications' })).toBeVisible();
  return alert;
}

afterEach(() => {
  store?.dispatch(loggedOut());
  store = undefined;
  delete window.__xss;
});

describe('NotificationsPage', () => {
  it("shows the title 'Notifications' (h1) above the heading 'Your Notifications' (h2), seed 001 section 2", async () => {
    await openInbox();
    const title = screen.getByRole('heading', { level: 1, name: 'Notifications' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Your Notifications' });
    expect(title.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows Loading... then the 20 notifications of page 1 with their date and toggle', async () => {
    // Answers late (then falls through to the mock's handler), so that the first load is seen.
    server.use(http.get(PAGE, async () => void (await delay(150))));
    await openInbox();
    expect(screen.getByText('Loading...')).toBeVisible();
    const items = await rows(20);
    for (const row of items) {
      expect(within(row).getByText(/^Mark As (Read|Unread)$/).closest('button')).toBeEnabled();
      expect(within(row).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Notification pages' })).toBeVisible();
  });

  it('pages to page 2', async () => {
    await openInbox();
    const first = (await rows(20))[0].textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(async () => expect((await rows(20))[0].textContent).not.toBe(first));
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the next page at once when it was loaded ahead, without Loading...', async () => {
    await openInbox();
    const first = (await rows(20))[0].textContent;
    await waitFor(() => expect(loadedAhead()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('list', { name: 'Your Notifications' })).toHaveAttribute('aria-busy', 'false');
    expect((await rows(20))[0].textContent).not.toBe(first);
  });

  it('renders the page after ahead, hidden, laid out and unnamed: Go to next page shows those rows, not new ones', async () => {
    await openInbox();
    await rows(20);
    await waitFor(() => expect(loadedAhead()).toBe(true));
    // Page 2's rows are in the document already, hidden (out of the accessibility tree).
    const hidden = await waitFor(() => {
      const lists = Array.from(document.querySelectorAll('ul')).filter((ul) => !ul.hasAttribute('aria-labelledby') && ul.querySelector('li time'));
      expect(lists).toHaveLength(1);
      return lists[0];
    });
    expect(hidden).not.toBeVisible();
    // Laid out while hidden (not display: none), so that showing it lays nothing out; never focused.
    expect(getComputedStyle(hidden).display).not.toBe('none');
    expect(hidden).toHaveAttribute('inert');
    expect(screen.getAllByRole('list', { name: 'Your Notifications' })).toHaveLength(1);
    const ahead = within(hidden).getAllByRole('listitem', { hidden: true });
    expect(ahead).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const shown = await rows(20);
    // The same elements, now shown: nothing mounted at the click.
    shown.forEach((row, i) => expect(row).toBe(ahead[i]));
    expect(shown[0]).toBeVisible();
  });

  it('a page change leaves the search and status filters as they are (they render again only when they change)', async () => {
    const filters = jest.spyOn(listFilters, 'ListFilters');
    try {
      await openInbox();
      await rows(20);
      await waitFor(() => expect(loadedAhead()).toBe(true));
      const before = filters.mock.calls.length;
      await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page'));
      await rows(20);
      expect(filters.mock.calls.length).toBe(before);
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
      await waitFor(() => expect(filters.mock.calls.length).toBeGreaterThan(before));
    } finally {
      filters.mockRestore();
    }
  });

  it('pages with plain buttons (no MUI ButtonBase or styled item) named as before', async () => {
    await openInbox();
    await rows(20);
    const pager = screen.getByRole('navigation', { name: 'Notification pages' });
    expect([pager, ...Array.from(pager.querySelectorAll('*'))].filter((element) => /\b(Mui|css-)/.test(element.getAttribute('class') ?? ''))).toEqual([]);
    expect(within(pager).getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('draws each row with plain elements (no MUI component, no style computed per row)', async () => {
    await openInbox();
    for (const row of await rows(20)) {
      expect(row).toHaveClass('NotificationRow');
      expect([row, ...Array.from(row.querySelectorAll('*'))].filter((element) => /\b(Mui|css-)/.test(element.getAttribute('class') ?? ''))).toEqual([]);
    }
  });

  it('toggling a row changes its button from Mark As Read to Mark As Unread', async () => {
    await openInbox();
    const row = (await rows(20)).find((r) => within(r).queryByRole('button', { name: 'Mark As Read' }))!;
    await userEvent.click(within(row).getByRole('button', { name: 'Mark As Read' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Mark As Unread' })).toBeEnabled());
  });

  it('says so when there are no notifications', async () => {
    server.use(http.get(PAGE, () => HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 1, size: 20 })));
    await openInbox();
    expect(await screen.findByText('You have no notifications')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your Notifications' })).not.toBeInTheDocument();
  });

  it('a server error (500) shows a message and a Retry that recovers', async () => {
    server.use(http.get(PAGE, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await openInbox();
    await expectFailureWithRetry(/could not be loaded/);
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await rows(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network error shows a message and a Retry', async () => {
    server.use(http.get(PAGE, () => HttpResponse.error()));
    await openInbox();
    await expectFailureWithRetry(/could not be reached/);
  });

  it('a body that is not JSON shows a message and a Retry', async () => {
    server.use(http.get(PAGE, () => new HttpResponse('<html><body>Gateway</body></html>', { headers: { 'Content-Type': 'text/html' } })));
    await openInbox();
    await expectFailureWithRetry(/could not be loaded/);
  });

  it('renders notification HTML sanitised', async () => {
    server.use(
      http.get(PAGE, () =>
        HttpResponse.json({
          content: [
            {
              notificationId: 9001,
              notification: 'Hello <b>world</b><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">bad</a>',
              createdOn: '2024-05-06T07:08:09Z',
              readUnreadFlag: 'UNREAD',
            },
          ],
          totalElements: 1,
          totalPages: 1,
          number: 1,
          size: 20,
        }),
      ),
    );
    await openInbox();
    const [row] = await rows(1);
    expect(within(row).getByText('world').tagName).toBe('B');
    expect(within(row).getByText('2024-05-06')).toBeInTheDocument();
    const img = row.querySelector('img')!;
    expect(img).not.toHaveAttribute('onerror');
    fireEvent.error(img);
    expect(window.__xss).toBeUndefined();
    expect(within(row).getByText('bad')).not.toHaveAttribute('href');
  });
});

describe('NotificationsPage: search within the page', () => {
  const note = (notificationId: number, notification: string, readUnreadFlag = 'UNREAD') => ({
    notificationId,
    notification,
    createdOn: '2024-05-06T07:08:09Z',
    readUnreadFlag,
  });
  const PAGES: Record<string, ReturnType<typeof note>[]> = {
    1: [
      note(1, 'Project <b>Aurora Relaunch</b> was approved'),
      note(2, 'Project <a href="/viewProjectDetails/5">Zenith Kids</a> was sent for tech verification', 'READ'),
      note(3, 'Tom &amp; Jerry <i>rejected</i> a draft'),
    ],
    2: [note(4, 'Project <b>Aurora Night</b> was approved', 'READ'), note(5, 'Harbor Pets created')],
  };
  const answerPages = () =>
    server.use(
      http.get(PAGE, ({ params }) =>
        HttpResponse.json({ content: PAGES[String(params.page)] ?? [], totalElements: 5, totalPages: 2, number: Number(params.page), size: 20 }),
      ),
    );
  const texts = async () => (await rows()).map((row) => row.querySelector('[id^="notification-"]')?.textContent?.replace(/^Unread: /, ''));
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

  async function openAt(search: string) {
    const result = await renderWithProviders(null, { route: `/notificationsCmpnt${search}`, as: 'gbm' });
    store = result.store;
    await screen.findByRole('heading', { level: 2, name: 'Your Notifications' });
    return result;
  }

  it("searches the notifications' text, not their markup, and says it searches this page", async () => {
    answerPages();
    await openAt('');
    await rows(3);
    expect(searchBox()).toHaveAccessibleDescription('Searches this page.');
    await userEvent.type(searchBox(), 'approved aurora');
    await waitFor(async () => expect(await texts()).toEqual(['Project Aurora Relaunch was approved']));
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'tom & jerry');
    await waitFor(async () => expect(await texts()).toEqual(['Tom & Jerry rejected a draft']));
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'viewProjectDetails');
    expect(await screen.findByText('No notification matches your search.')).toBeVisible();
  });

  it('keeps the search while paging, and applies it to the next page', async () => {
    answerPages();
    await openAt('?q=aurora');
    await waitFor(async () => expect(await texts()).toEqual(['Project Aurora Relaunch was approved']));
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(async () => expect(await texts()).toEqual(['Project Aurora Night was approved']));
    expect(searchBox()).toHaveValue('aurora');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters Unread or Read, from the address too', async () => {
    answerPages();
    await openAt('?status=READ');
    await waitFor(async () => expect(await texts()).toEqual(['Project Zenith Kids was sent for tech verification']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Read');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unread');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
  });

  it("says 'No notification matches your search.'; Clear search shows the page again", async () => {
    answerPages();
    await openAt('?q=nothing+like+this&status=UNREAD');
    expect(await screen.findByText('No notification matches your search.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Notification pages' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await rows(3);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });
});
