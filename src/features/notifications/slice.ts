import { createSlice, isDraft, original, type Draft, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import { UNREAD, READ, isUnread, type Notification, type NotificationPage } from '../../domain/notifications';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A failed call as plain data: what the page and the bell show, never an Error object. */
export type LoadError = Pick<ApiError, 'status' | 'code' | 'message'>;

/** Which load failed: the bell's count, the dropdown, the inbox page, its count, or a toggle. */
export type LoadSource = 'badge' | 'latest' | 'page' | 'count' | 'toggle';

export interface LoadFailedPayload extends LoadError {
  source: LoadSource;
  /** The notification whose toggle failed (source 'toggle'). */
  notificationId?: number;
}

export interface NotificationsPageState {
  /** The page shown (pages count from 1). */
  number: number;
  items: Notification[];
  totalPages: number;
  totalItems: number;
  status: LoadStatus;
  /** The last failure; with status 'succeeded' it is a failed refresh over still-shown data. */
  error: LoadError | null;
}

export interface NotificationsState {
  /** The bell's badge (GET /api/unread_notifications_count); null until the first answer. */
  unreadCount: number | null;
  badgeError: LoadError | null;
  /** GET /api/notifications_count/, refreshed with the inbox page. */
  count: number | null;
  /** The latest notifications, for the bell's dropdown. */
  latest: { items: Notification[]; status: LoadStatus; error: LoadError | null };
  page: NotificationsPageState;
  /** Notifications whose toggle call is in flight. */
  toggling: number[];
  /** The last failed toggle, shown on the page until the next toggle succeeds. */
  toggleError: LoadError | null;
  /** The badge's or the inbox's refresh reached its bound: 'still running' with Keep waiting. */
  refreshStopped: { badge: boolean; page: boolean };
  /**
   * The pages next to the one shown (at most the one before and the one after), loaded ahead so
   * that Next and Previous show their rows at once; the refresh then reloads the page shown.
   */
  ahead: NotificationPage[];
}

/** The notification polls: the bell's badge and the inbox page's refresh. */
export type NotificationPoll = 'badge' | 'page';

export const initialNotificationsState: NotificationsState = {
  unreadCount: null,
  badgeError: null,
  count: null,
  latest: { items: [], status: 'idle', error: null },
  page: { number: 1, items: [], totalPages: 0, totalItems: 0, status: 'idle', error: null },
  toggling: [],
  toggleError: null,
  refreshStopped: { badge: false, page: false },
  ahead: [],
};

const plain = ({ status, code, message }: LoadError): LoadError => ({ status, code, message });

function flip(items: Notification[], notificationId: number) {
  for (const item of items) {
    if (item.notificationId === notificationId) item.readUnreadFlag = isUnread(item) ? READ : UNREAD;
  }
}

const isNextTo = (page: number, shown: number) => Math.abs(page - shown) === 1;

/**
 * A part of the state as it was before this reducer (not a draft): the pages and rows move between
 * the page shown and the pages ahead as they are, and the reducer's end does not walk them again.
 */
const before = <T extends object>(value: T): T => (isDraft(value) ? (original(value as Draft<T>) as T) : value);

/** The same notification as the inbox shows it: its id, text, date and flag. */
export const sameNotification = (a: Notification, b: Notification) =>
  a.notificationId === b.notificationId && a.notification === b.notification && a.createdOn === b.createdOn && a.readUnreadFlag === b.readUnreadFlag;

/** Keeps the pages loaded ahead that are next to `shown`, and `extra` when it is. */
function keepAhead(state: NotificationsState, shown: number, extra?: NotificationPage) {
  const kept = before(state.ahead).filter((p) => isNextTo(p.page, shown) && p.page !== extra?.page);
  state.ahead = extra && isNextTo(extra.page, shown) ? [...kept, extra] : kept;
}

/**
 * Shows `page`: a page loaded ahead at once (the refresh reloads it), any other different page (or
 * one never loaded) starts empty with 'Loading...'. The page left stays ready when it is next to it.
 */
function showPage(state: NotificationsState, page: number) {
  const p = state.page;
  if (p.number !== page || p.status !== 'succeeded') {
    const ready = before(state.ahead).find((entry) => entry.page === page);
    const items = before(p).items;
    const left: NotificationPage | undefined = p.status === 'succeeded' ? { page: p.number, items, totalItems: p.totalItems, totalPages: p.totalPages } : undefined;
    if (ready) {
      p.items = ready.items;
      p.totalItems = ready.totalItems;
      p.totalPages = ready.totalPages;
      p.status = 'succeeded';
    } else {
      p.items = [];
      p.status = 'loading';
    }
    keepAhead(state, page, left);
  }
  p.number = page;
  p.error = null;
  state.refreshStopped.page = false;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** The inbox page was opened: its poll starts (page defaults to 1). */
    notificationsPageOpened(state, action: PayloadAction<{ page?: number } | undefined>) {
      showPage(state, action.payload?.page ?? 1);
    },
    /** The user chose another page (or asked to retry the current one): the poll restarts there. */
    notificationsPageChanged(state, action: PayloadAction<{ page: number }>) {
      showPage(state, action.payload.page);
    },
    /** The inbox page was left: its poll stops. */
    notificationsPageClosed(state) {
      state.ahead = [];
    },
    /** The toggle button was pressed. */
    notificationToggled(state, action: PayloadAction<{ notificationId: number }>) {
      if (!state.toggling.includes(action.payload.notificationId)) state.toggling.push(action.payload.notificationId);
    },
    /** The server toggled the flag: shown at once, before the reload confirms it. */
    notificationToggleSucceeded(state, action: PayloadAction<{ notificationId: number }>) {
      const { notificationId } = action.payload;
      state.toggling = state.toggling.filter((id) => id !== notificationId);
      state.toggleError = null;
      flip(state.page.items, notificationId);
      flip(state.latest.items, notificationId);
      for (const page of state.ahead) flip(page.items, notificationId);
    },
    /** A poll reached its bound (src/shared/sagaEffects.ts poll). */
    notificationsRefreshStopped(state, action: PayloadAction<NotificationPoll>) {
      state.refreshStopped[action.payload] = true;
    },
    /** Keep waiting: the poll goes on. */
    notificationsKeepWaiting(state, action: PayloadAction<NotificationPoll>) {
      state.refreshStopped[action.payload] = false;
    },
    /** The bell was opened: the latest notifications load. */
    dropdownOpened(state) {
      state.latest.status = 'loading';
      state.latest.error = null;
    },
    unreadCountLoaded(state, action: PayloadAction<{ count: number }>) {
      state.unreadCount = action.payload.count;
      state.badgeError = null;
    },
    countLoaded(state, action: PayloadAction<{ count: number }>) {
      state.count = action.payload.count;
    },
    latestLoaded(state, action: PayloadAction<{ items: Notification[] }>) {
      state.latest = { items: action.payload.items, status: 'succeeded', error: null };
    },
    pageLoaded(state, action: PayloadAction<NotificationPage>) {
      const { page, items, totalItems, totalPages } = action.payload;
      if (page !== state.page.number) return; // an answer for a page no longer shown
      // A refresh that answers the rows shown, unchanged: the state stays as it is, so nothing
      // renders again (the inbox refreshes every notificationRefreshMs, 1.8 s).
      const shown = before(state.page);
      const unchanged =
        shown.status === 'succeeded' &&
        shown.error === null &&
        shown.totalItems === totalItems &&
        shown.totalPages === totalPages &&
        shown.items.length === items.length &&
        shown.items.every((n, i) => sameNotification(n, items[i]));
      if (unchanged) return;
      // Another count of notifications moves every page's rows: the pages loaded ahead are stale.
      if (totalItems !== state.page.totalItems) state.ahead = [];
      state.page = { number: page, items, totalItems, totalPages, status: 'succeeded', error: null };
    },
    /** A page next to the one shown, loaded ahead (kept only while it is next to it). */
    pageLoadedAhead(state, action: PayloadAction<NotificationPage>) {
      keepAhead(state, state.page.number, action.payload);
    },
    /** A call failed. Loaded data stays; a refresh failure over shown data is a non-blocking error. */
    loadFailed(state, action: PayloadAction<LoadFailedPayload>) {
      const { source, notificationId } = action.payload;
      const error = plain(action.payload);
      switch (source) {
        case 'badge':
          state.badgeError = error;
          break;
        case 'latest':
          state.latest.error = error;
          state.latest.status = state.latest.items.length > 0 ? 'succeeded' : 'failed';
          break;
        case 'page':
          state.page.error = error;
          if (state.page.status !== 'succeeded') state.page.status = 'failed';
          break;
        case 'count':
          break;
        case 'toggle':
          state.toggleError = error;
          state.toggling = state.toggling.filter((id) => id !== notificationId);
          break;
      }
    },
  },
});

export const {
  notificationsPageOpened,
  notificationsPageChanged,
  notificationsPageClosed,
  notificationToggled,
  notificationToggleSucceeded,
  notificationsRefreshStopped,
  notificationsKeepWaiting,
  dropdownOpened,
  unreadCountLoaded,
  countLoaded,
  latestLoaded,
  pageLoaded,
  pageLoadedAhead,
  loadFailed,
} = notificationsSlice.actions;

export const notificationsReducer = notificationsSlice.reducer;

declare module '../../store/root' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

/** The slice joins the store with the area's module (src/features/notifications/index.ts). */
type WithNotifications = { notifications?: NotificationsState };
const of = (state: WithNotifications) => state.notifications ?? initialNotificationsState;

export const selectUnreadCount = (state: WithNotifications) => of(state).unreadCount;
export const selectBadgeError = (state: WithNotifications) => of(state).badgeError;
export const selectNotificationsCount = (state: WithNotifications) => of(state).count;
export const selectLatest = (state: WithNotifications) => of(state).latest;
export const selectNotificationsPage = (state: WithNotifications) => of(state).page;
export const selectCurrentPageNumber = (state: WithNotifications) => of(state).page.number;
/** The pages loaded ahead (next to the one shown). */
export const selectPagesAhead = (state: WithNotifications) => of(state).ahead;
/** The pages next to the shown one still to load ahead: the one after first, then the one before. */
export const selectPagesToLoadAhead = (state: WithNotifications): number[] => {
  const { page, ahead } = of(state);
  if (page.status !== 'succeeded') return [];
  return [page.number + 1, page.number - 1].filter((n) => n >= 1 && n <= page.totalPages && !ahead.some((p) => p.page === n));
};
export const selectToggleError = (state: WithNotifications) => of(state).toggleError;
export const selectRefreshStopped = (state: WithNotifications) => of(state).refreshStopped;
export const selectIsToggling = (state: WithNotifications, notificationId: number) =>
  of(state).toggling.includes(notificationId);
