import '.';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse, server } from '../../../mocks/node';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { DROPDOWN_SIZE, NOTIFICATION_PAGE_SIZE } from '../../domain/notifications';
import { tokenFor } from '../../testing/tokens';
import { initialAuthState, loggedOut } from '../../session/slice';
import { holdUntilFirstRender, releaseAfterFirstRender } from '../../shared/firstRender';
import * as api from '../../api/notifications';
import { NOTIFICATION_POLL_MAX_RUNS } from './saga';
import {
  dropdownOpened,
  notificationsKeepWaiting,
  notificationsPageChanged,
  notificationsPageClosed,
  notificationsPageOpened,
  notificationToggled,
} from './slice';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const defaults = { ...config.timings };
const bounds = { ...NOTIFICATION_POLL_MAX_RUNS };

/** Counts the requests the mock server sees, by path. */
function countRequests() {
  const counts = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  server.events.on('request:start', listener);
  return {
    of: (path: string) => counts.get(path) ?? 0,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const stores: Array<ReturnType<typeof makeStore>> = [];

async function signedInStore() {
  const token = await tokenFor('gbm');
  const store = makeStore({ auth: { ...initialAuthState, token } });
  stores.push(store);
  return { store, token };
}

async function serverJson(path: string, token: string): Promise<unknown> {
  return (await fetch(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const BADGE = '/api/unread_notifications_count';
const PAGE1 = '/api/notifications/1';

let requests: ReturnType<typeof countRequests>;

beforeEach(() => {
  requests = countRequests();
});

afterEach(() => {
  // End each session, so that no poll of this test runs on into the next one.
  for (const store of stores.splice(0)) store.dispatch(loggedOut());
  requests.stop();
  Object.assign(config.timings, defaults);
  Object.assign(NOTIFICATION_POLL_MAX_RUNS, bounds);
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('notifications sagas', () => {
  it('loads the unread count for the badge after sign-in', async () => {
    const { store, token } = await signedInStore();
    const expected = await serverJson(BADGE, token);
    expect(expected).toBeGreaterThan(0);
    await waitFor(() => expect(store.getState().notifications!.unreadCount).toBe(expected));
  });

  it("waits for the app's first render before the badge's first call, when the app holds it", async () => {
    holdUntilFirstRender();
    try {
      const { store } = await signedInStore();
      await sleep(80);
      expect(requests.of(BADGE)).toBe(0);
      expect(store.getState().notifications!.unreadCount).toBeNull();
      releaseAfterFirstRender();
      await waitFor(() => expect(store.getState().notifications!.unreadCount).toBeGreaterThan(0));
      expect(requests.of(BADGE)).toBe(1);
    } finally {
      releaseAfterFirstRender();
    }
  });

  it('polls the badge every badgePollMs and stops polling after loggedOut', async () => {
    config.timings.badgePollMs = 20;
    config.timings.notificationRefreshMs = 20;
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => {
      expect(requests.of(BADGE)).toBeGreaterThanOrEqual(3);
      expect(requests.of(PAGE1)).toBeGreaterThanOrEqual(3);
    });
    store.dispatch(loggedOut());
    const badgeAtLogout = requests.of(BADGE);
    const pageAtLogout = requests.of(PAGE1);
    await sleep(150);
    expect(requests.of(BADGE)).toBe(badgeAtLogout);
    expect(requests.of(PAGE1)).toBe(pageAtLogout);
    expect(store.getState().notifications!.unreadCount).toBeNull();
  });

  it('pauses the polls while the tab is hidden and resumes when it is visible again', async () => {
    config.timings.badgePollMs = 20;
    config.timings.notificationRefreshMs = 20;
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(requests.of(PAGE1)).toBeGreaterThanOrEqual(2));
    setVisibility('hidden');
    await sleep(60); // a run already under way may finish
    const badgeWhileHidden = requests.of(BADGE);
    const pageWhileHidden = requests.of(PAGE1);
    await sleep(150);
    expect(requests.of(BADGE)).toBe(badgeWhileHidden);
    expect(requests.of(PAGE1)).toBe(pageWhileHidden);
    setVisibility('visible');
    await waitFor(() => {
      expect(requests.of(BADGE)).toBeGreaterThan(badgeWhileHidden + 1);
      expect(requests.of(PAGE1)).toBeGreaterThan(pageWhileHidden + 1);
    });
  });

  it('refreshes the open page and its count, and stops on notificationsPageClosed', async () => {
    config.timings.notificationRefreshMs = 20;
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => {
      expect(requests.of(PAGE1)).toBeGreaterThanOrEqual(3);
      expect(requests.of('/api/notifications_count/')).toBeGreaterThanOrEqual(3);
    });
    const page = store.getState().notifications!.page;
    expect(page.status).toBe('succeeded');
    expect(page.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(page.totalPages).toBeGreaterThan(2);
    expect(store.getState().notifications!.count).toEqual(expect.any(Number));

    store.dispatch(notificationsPageClosed());
    const atClose = requests.of(PAGE1);
    await sleep(150);
    expect(requests.of(PAGE1)).toBe(atClose);
  });

  it('restarts the page poll on the new page when the page changes', async () => {
    config.timings.notificationRefreshMs = 20;
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.page.status).toBe('succeeded'));
    const firstOfPage1 = store.getState().notifications!.page.items[0].notificationId;
    store.dispatch(notificationsPageChanged({ page: 2 }));
    await waitFor(() => expect(requests.of('/api/notifications/2')).toBeGreaterThanOrEqual(2));
    const atChange = requests.of(PAGE1);
    await sleep(100);
    expect(requests.of(PAGE1)).toBe(atChange);
    const page = store.getState().notifications!.page;
    expect(page).toMatchObject({ number: 2, status: 'succeeded' });
    expect(page.items.map((n) => n.notificationId)).not.toContain(firstOfPage1);
  });

  it("after a page change the refresh waits for the next frame: no call in the change's own task", async () => {
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.ahead.some((p) => p.page === 2)).toBe(true));
    const calls = jest.spyOn(api, 'notificationsPage');
    try {
      store.dispatch(notificationsPageChanged({ page: 2 }));
      await sleep(0);
      expect(calls).not.toHaveBeenCalled();
      expect(store.getState().notifications!.page).toMatchObject({ number: 2, status: 'succeeded' });
      await waitFor(() => expect(calls).toHaveBeenCalledWith(2, expect.anything()));
    } finally {
      calls.mockRestore();
    }
  });

  it('toggling calls mark_notification, then reloads the page, the count and the badge', async () => {
    config.timings.notificationRefreshMs = 600000; // only the toggle reloads in this test
    const { store, token } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.page.status).toBe('succeeded'));
    await waitFor(() => expect(store.getState().notifications!.unreadCount).not.toBeNull());
    const target = store.getState().notifications!.page.items.find((n) => n.readUnreadFlag === 'UNREAD')!;
    const unreadBefore = store.getState().notifications!.unreadCount!;
    const pageLoads = requests.of(PAGE1);

    store.dispatch(notificationToggled({ notificationId: target.notificationId }));
    expect(store.getState().notifications!.toggling).toContain(target.notificationId);

    await waitFor(() => {
      expect(requests.of(`/api/mark_notification/${target.notificationId}`)).toBe(1);
      expect(requests.of(PAGE1)).toBe(pageLoads + 1);
      expect(store.getState().notifications!.unreadCount).toBe(unreadBefore - 1);
    });
    const row = store.getState().notifications!.page.items.find((n) => n.notificationId === target.notificationId);
    expect(row?.readUnreadFlag).not.toBe('UNREAD');
    expect(store.getState().notifications!.toggling).toEqual([]);
    const onServer = (await serverJson(PAGE1, token)) as { content: Array<{ notificationId: number; readUnreadFlag: string }> };
    expect(onServer.content.find((n) => n.notificationId === target.notificationId)?.readUnreadFlag).toBe(row?.readUnreadFlag);
  });

  it('a failed toggle is recorded and the row is not stuck in flight', async () => {
    server.use(http.get('*/api/mark_notification/:id', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.page.status).toBe('succeeded'));
    const id = store.getState().notifications!.page.items[0].notificationId;
    store.dispatch(notificationToggled({ notificationId: id }));
    await waitFor(() => expect(store.getState().notifications!.toggleError).toMatchObject({ status: 500 }));
    expect(store.getState().notifications!.toggling).toEqual([]);
  });

  it('loads the latest notifications for the dropdown when it opens', async () => {
    const { store } = await signedInStore();
    store.dispatch(dropdownOpened());
    expect(store.getState().notifications!.latest.status).toBe('loading');
    await waitFor(() => expect(store.getState().notifications!.latest.status).toBe('succeeded'));
    expect(store.getState().notifications!.latest.items).toHaveLength(DROPDOWN_SIZE);
  });

  it('a failing badge poll keeps the last count, records the error and keeps polling', async () => {
    config.timings.badgePollMs = 20;
    const { store } = await signedInStore();
    await waitFor(() => expect(store.getState().notifications!.unreadCount).not.toBeNull());
    const lastGood = store.getState().notifications!.unreadCount;
    server.use(http.get('*/api/unread_notifications_count', () => HttpResponse.error()));
    await waitFor(() => expect(store.getState().notifications!.badgeError).toMatchObject({ code: 'network' }));
    expect(store.getState().notifications!.unreadCount).toBe(lastGood);
    server.resetHandlers();
    await waitFor(() => expect(store.getState().notifications!.badgeError).toBeNull());
  });

  it('a failing page refresh keeps the rows shown and records a non-blocking error', async () => {
    config.timings.notificationRefreshMs = 20;
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.page.status).toBe('succeeded'));
    server.use(http.get('*/api/notifications/:page', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })));
    await waitFor(() => expect(store.getState().notifications!.page.error).toMatchObject({ code: 'malformed' }));
    expect(store.getState().notifications!.page.status).toBe('succeeded');
    expect(store.getState().notifications!.page.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
  });

  it('the inbox refresh stops at its bound and says so; Keep waiting resumes it', async () => {
    config.timings.notificationRefreshMs = 5;
    NOTIFICATION_POLL_MAX_RUNS.page = 3;
    const { store } = await signedInStore();
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.refreshStopped.page).toBe(true));
    expect(requests.of(PAGE1)).toBe(3);
    await sleep(40);
    expect(requests.of(PAGE1)).toBe(3); // waits for the user
    store.dispatch(notificationsKeepWaiting('page'));
    expect(store.getState().notifications!.refreshStopped.page).toBe(false);
    await waitFor(() => expect(store.getState().notifications!.refreshStopped.page).toBe(true));
    expect(requests.of(PAGE1)).toBe(6);
  });

  it('three failed inbox refreshes in a row stop it; Retry (the page again) starts it afresh', async () => {
    config.timings.notificationRefreshMs = 5;
    const { store } = await signedInStore();
    server.use(http.get('*/api/notifications/:page', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    store.dispatch(notificationsPageOpened({ page: 1 }));
    await waitFor(() => expect(requests.of(PAGE1)).toBe(3));
    await sleep(100); // without the budget about 10 more reads, even backing off
    expect(requests.of(PAGE1)).toBe(3);
    expect(store.getState().notifications!.page).toMatchObject({ status: 'failed', error: { status: 503 } });
    server.resetHandlers();
    store.dispatch(notificationsPageChanged({ page: 1 }));
    await waitFor(() => expect(store.getState().notifications!.page.status).toBe('succeeded'));
  });
});
