import type { Notification, NotificationPage } from '../../domain/notifications';
import {
  dropdownOpened,
  initialNotificationsState,
  latestLoaded,
  loadFailed,
  notificationsPageChanged,
  notificationsPageClosed,
  notificationsPageOpened,
  notificationsReducer,
  notificationToggled,
  notificationToggleSucceeded,
  pageLoaded,
  pageLoadedAhead,
  selectIsToggling,
  selectPagesToLoadAhead,
  unreadCountLoaded,
  type NotificationsState,
} from './slice';

const item = (id: number, flag = 'UNREAD'): Notification => ({
  notificationId: id,
  notification: `<b>n${id}</b>`,
  createdOn: '2024-03-01T10:00:00Z',
  readUnreadFlag: flag,
});

const pageOf = (page: number, ids: number[]): NotificationPage => ({
  page,
  items: ids.map((id) => item(id)),
  totalItems: 45,
  totalPages: 3,
});

const reduce = (actions: Parameters<typeof notificationsReducer>[1][], state = initialNotificationsState): NotificationsState =>
  actions.reduce(notificationsReducer, state);

const failure = { status: 500, code: 'http' as const, message: 'boom' };

describe('notifications slice', () => {
  it('opening the page starts loading page 1 with no rows', () => {
    const state = reduce([notificationsPageOpened({})]);
    expect(state.page).toMatchObject({ number: 1, status: 'loading', items: [] });
  });

  it('stores a loaded page', () => {
    const state = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1, 2]))]);
    expect(state.page).toMatchObject({ number: 1, status: 'succeeded', totalPages: 3, totalItems: 45, error: null });
    expect(state.page.items.map((n) => n.notificationId)).toEqual([1, 2]);
  });

  it('a refresh that answers the same rows leaves the page state as it was (nothing to render again); a change replaces it', () => {
    const loaded = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1, 2]))]);
    const again = reduce([pageLoaded(pageOf(1, [1, 2]))], loaded);
    expect(again).toBe(loaded);
    const flipped = { ...pageOf(1, [1, 2]), items: [item(1, 'READ'), item(2)] };
    const changed = reduce([pageLoaded(flipped)], loaded);
    expect(changed.page.items.map((n) => n.readUnreadFlag)).toEqual(['READ', 'UNREAD']);
    // After a failed refresh, the same rows answered clear the error.
    const failed = reduce([loadFailed({ source: 'page', ...failure })], loaded);
    expect(reduce([pageLoaded(pageOf(1, [1, 2]))], failed).page.error).toBeNull();
  });

  it('ignores an answer for a page no longer shown', () => {
    const state = reduce([notificationsPageOpened({}), notificationsPageChanged({ page: 2 }), pageLoaded(pageOf(1, [1]))]);
    expect(state.page).toMatchObject({ number: 2, status: 'loading', items: [] });
  });

  it('changing the page empties the rows but keeps the page count for the pagination', () => {
    const state = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1])), notificationsPageChanged({ page: 2 })]);
    expect(state.page).toMatchObject({ number: 2, status: 'loading', items: [], totalPages: 3 });
  });

  it('a page loaded ahead shows at once when chosen, and the page left stays ready next to it', () => {
    const loaded = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1, 2]))]);
    expect(selectPagesToLoadAhead({ notifications: loaded })).toEqual([2]);
    const ahead = reduce([pageLoadedAhead(pageOf(2, [3, 4]))], loaded);
    expect(selectPagesToLoadAhead({ notifications: ahead })).toEqual([]);
    const onTwo = reduce([notificationsPageChanged({ page: 2 })], ahead);
    expect(onTwo.page).toMatchObject({ number: 2, status: 'succeeded', totalPages: 3 });
    expect(onTwo.page.items.map((n) => n.notificationId)).toEqual([3, 4]);
    expect(onTwo.ahead.map((p) => p.page)).toEqual([1]);
    expect(selectPagesToLoadAhead({ notifications: onTwo })).toEqual([3]);
    // Page 1 is ready too; a page not next to the shown one is not kept.
    const back = reduce([notificationsPageChanged({ page: 1 })], onTwo);
    expect(back.page.items.map((n) => n.notificationId)).toEqual([1, 2]);
    expect(reduce([pageLoadedAhead(pageOf(3, [5]))], back).ahead.map((p) => p.page)).toEqual([2]);
  });

  it('forgets the pages loaded ahead when the count of notifications changes, and when the page is left', () => {
    const ahead = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1])), pageLoadedAhead(pageOf(2, [3]))]);
    expect(reduce([pageLoaded({ ...pageOf(1, [9, 1]), totalItems: 46 })], ahead).ahead).toEqual([]);
    expect(reduce([pageLoaded(pageOf(1, [1]))], ahead).ahead).toHaveLength(1);
    expect(reduce([notificationsPageClosed()], ahead).ahead).toEqual([]);
  });

  it('a first load that fails is a failed page', () => {
    const state = reduce([notificationsPageOpened({}), loadFailed({ source: 'page', ...failure })]);
    expect(state.page.status).toBe('failed');
    expect(state.page.error).toEqual(failure);
  });

  it('a failed refresh keeps the last good rows and records a non-blocking error', () => {
    const state = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1, 2])), loadFailed({ source: 'page', ...failure })]);
    expect(state.page.status).toBe('succeeded');
    expect(state.page.items).toHaveLength(2);
    expect(state.page.error).toEqual(failure);
  });

  it('a retry of the same page keeps its rows; the next answer clears the error', () => {
    const state = reduce([
      notificationsPageOpened({}),
      pageLoaded(pageOf(1, [1])),
      loadFailed({ source: 'page', ...failure }),
      notificationsPageChanged({ page: 1 }),
    ]);
    expect(state.page).toMatchObject({ status: 'succeeded', error: null });
    expect(state.page.items).toHaveLength(1);
  });

  it('keeps only plain error fields', () => {
    const state = reduce([loadFailed({ source: 'badge', ...failure, data: { big: 'body' } } as never)]);
    expect(state.badgeError).toEqual(failure);
  });

  it('a badge failure keeps the last count', () => {
    const state = reduce([unreadCountLoaded({ count: 7 }), loadFailed({ source: 'badge', ...failure })]);
    expect(state.unreadCount).toBe(7);
    expect(state.badgeError).toEqual(failure);
    expect(reduce([unreadCountLoaded({ count: 3 })], state).badgeError).toBeNull();
  });

  it('a toggle is in flight until it succeeds, then the row shows its new flag', () => {
    let state = reduce([notificationsPageOpened({}), pageLoaded(pageOf(1, [1, 2])), notificationToggled({ notificationId: 2 })]);
    expect(selectIsToggling({ notifications: state }, 2)).toBe(true);
    state = reduce([notificationToggleSucceeded({ notificationId: 2 })], state);
    expect(selectIsToggling({ notifications: state }, 2)).toBe(false);
    expect(state.page.items[1].readUnreadFlag).toBe('READ');
    expect(state.page.items[0].readUnreadFlag).toBe('UNREAD');
    state = reduce([notificationToggleSucceeded({ notificationId: 2 })], state);
    expect(state.page.items[1].readUnreadFlag).toBe('UNREAD');
  });

  it('a failed toggle ends the in-flight state and records the error', () => {
    const state = reduce([notificationToggled({ notificationId: 5 }), loadFailed({ source: 'toggle', notificationId: 5, ...failure })]);
    expect(state.toggling).toEqual([]);
    expect(state.toggleError).toEqual(failure);
  });

  it('the dropdown loads, then shows the latest items; a later failure keeps them', () => {
    let state = reduce([dropdownOpened()]);
    expect(state.latest.status).toBe('loading');
    state = reduce([latestLoaded({ items: [item(1)] })], state);
    expect(state.latest).toMatchObject({ status: 'succeeded', error: null });
    state = reduce([dropdownOpened(), loadFailed({ source: 'latest', ...failure })], state);
    expect(state.latest.status).toBe('succeeded');
    expect(state.latest.items).toHaveLength(1);
    expect(reduce([dropdownOpened(), loadFailed({ source: 'latest', ...failure })]).latest.status).toBe('failed');
  });
});
