import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import * as api from '../../api/notifications';
import { callApi, errorOf, poll, type PollBound, type PollWorker } from '../../shared/sagaEffects';
import { afterFirstRender } from '../../shared/firstRender';
import { afterNextPaint } from '../../components/nextTask';
import { config } from '../../config';
import { DROPDOWN_SIZE, type NotificationPage } from '../../domain/notifications';
import {
  countLoaded,
  dropdownOpened,
  latestLoaded,
  loadFailed,
  notificationsPageChanged,
  notificationsPageClosed,
  notificationsPageOpened,
  notificationToggled,
  notificationToggleSucceeded,
  notificationsKeepWaiting,
  notificationsRefreshStopped,
  pageLoaded,
  pageLoadedAhead,
  selectCurrentPageNumber,
  selectPagesToLoadAhead,
  unreadCountLoaded,
  type LoadSource,
  type NotificationPoll,
} from './slice';

/**
 * Upper bounds of the polls: a day of badge polls, an hour of inbox refreshes at their default
 * rates. Mutable on purpose, like config.timings, so that a test can reach a bound quickly.
 */
export const NOTIFICATION_POLL_MAX_RUNS: Record<NotificationPoll, number> = { badge: 480, page: 2000 };

function failed(source: LoadSource, error: unknown, notificationId?: number) {
  const { status, code, message } = errorOf(error);
  return loadFailed({ source, status, code, message, ...(notificationId === undefined ? {} : { notificationId }) });
}

/** At a poll's bound: 'still running' until Keep waiting for that poll. */
function bound(which: NotificationPoll): PollBound {
  return {
    stillRunning: () => notificationsRefreshStopped(which),
    keepWaiting: (action) => notificationsKeepWaiting.match(action) && action.payload === which,
  };
}

/** A refresh as a run of a poll: a load that failed (and said so) is a failed run, so the poll backs off. */
function pollRun(load: () => Generator<unknown, boolean, unknown>): PollWorker<never> {
  return function* run() {
    if (!((yield call(load)) as boolean)) throw new Error('refresh failed');
    return undefined;
  };
}

/** GET /api/unread_notifications_count into the badge; false when it failed. */
export function* loadUnreadCount(): Generator<unknown, boolean, unknown> {
  try {
    const count = (yield call(callApi, (signal) => api.unreadNotificationsCount(signal))) as number;
    yield put(unreadCountLoaded({ count }));
    return true;
  } catch (error) {
    yield put(failed('badge', error));
    return false;
  }
}

/**
 * The bell's badge: once the app's first render is on screen, then every badgePollMs while the tab
 * is visible (the app's one poll). A background count: failures show on the bell and back off
 * without ending it; at its bound it says so until Keep waiting.
 */
export function* badgePoll() {
  yield call(afterFirstRender);
  const options = { intervalMs: () => config.timings.badgePollMs, maxRuns: () => NOTIFICATION_POLL_MAX_RUNS.badge, maxFailures: Infinity };
  yield call(poll<never>, pollRun(loadUnreadCount), options, bound('badge'));
}

/** The dropdown's latest notifications: the first items of page 1. */
export function* loadLatest() {
  try {
    const page = (yield call(callApi, (signal) => api.notificationsPage(1, signal))) as NotificationPage;
    yield put(latestLoaded({ items: page.items.slice(0, DROPDOWN_SIZE) }));
  } catch (error) {
    yield put(failed('latest', error));
  }
}

/** The inbox page currently shown, into the list; false when it failed. */
export function* loadCurrentPage(): Generator<unknown, boolean, unknown> {
  const page = (yield select(selectCurrentPageNumber)) as number;
  try {
    const result = (yield call(callApi, (signal) => api.notificationsPage(page, signal))) as NotificationPage;
    yield put(pageLoaded(result));
    return true;
  } catch (error) {
    yield put(failed('page', error));
    return false;
  }
}

/** GET /api/notifications_count/; false when it failed. */
export function* loadCount(): Generator<unknown, boolean, unknown> {
  try {
    const count = (yield call(callApi, (signal) => api.notificationsCount(signal))) as number;
    yield put(countLoaded({ count }));
    return true;
  } catch (error) {
    yield put(failed('count', error));
    return false;
  }
}

/**
 * The pages next to the one shown that are not loaded yet (the next, then the previous), so that
 * Next and Previous show at once. A failure only leaves that page to load when it is chosen.
 */
export function* loadPagesAhead() {
  const pages = (yield select(selectPagesToLoadAhead)) as number[];
  for (const page of pages) {
    try {
      const result = (yield call(callApi, (signal) => api.notificationsPage(page, signal))) as NotificationPage;
      yield put(pageLoadedAhead(result));
    } catch {
      return;
    }
  }
}

/** One refresh of the inbox: the current page and the count, then the pages ahead; false when one of the first failed. */
function* refreshPage(): Generator<unknown, boolean, unknown> {
  const results = (yield all([call(loadCurrentPage), call(loadCount)])) as boolean[];
  if (results[0]) yield call(loadPagesAhead);
  return results.every(Boolean);
}

/**
 * The inbox refresh: now, then every notificationRefreshMs while the tab is visible (the app's one
 * poll). Three failed refreshes in a row stop it: the page shows why, and its Retry
 * (notificationsPageChanged) starts it again; at its bound it says so until Keep waiting. After a
 * page change it starts once the new page is on screen: its calls (and the answers' work) are not
 * in the click's task, which shows a page loaded ahead (issue 27).
 */
export function* pagePoll(afterPageChange = false) {
  if (afterPageChange) yield call(afterNextPaint);
  const options = { intervalMs: () => config.timings.notificationRefreshMs, maxRuns: () => NOTIFICATION_POLL_MAX_RUNS.page };
  try {
    yield call(poll<never>, pollRun(refreshPage), options, bound('page'));
  } catch {
    yield take(notificationsPageChanged.type);
  }
}

/**
 * Runs the inbox refresh from notificationsPageOpened until notificationsPageClosed; a page change
 * (or a retry, or opening again) restarts it on the page the slice now shows.
 */
export function* watchNotificationsPage() {
  while (true) {
    yield take(notificationsPageOpened.type);
    let open = true;
    let changed = false;
    while (open) {
      const result = (yield race({
        poll: call(pagePoll, changed),
        restart: take([notificationsPageChanged.type, notificationsPageOpened.type]),
        stop: take(notificationsPageClosed.type),
      })) as { restart?: { type: string }; stop?: unknown };
      open = result.stop === undefined;
      changed = result.restart?.type === notificationsPageChanged.type;
    }
  }
}

/** GET /api/mark_notification/{id}, then the list, its count and the badge reload. */
export function* toggleNotification(action: PayloadAction<{ notificationId: number }>) {
  const { notificationId } = action.payload;
  try {
    yield call(callApi, (signal) => api.toggleNotification(notificationId, signal));
  } catch (error) {
    yield put(failed('toggle', error, notificationId));
    return;
  }
  yield put(notificationToggleSucceeded({ notificationId }));
  yield all([call(loadCurrentPage), call(loadCount), call(loadUnreadCount)]);
}

/** Everything notifications do while a user is signed in; the root saga cancels it on logout. */
export function* notificationsSignedInSaga() {
  yield all([
    call(badgePoll),
    takeLatest(dropdownOpened.type, loadLatest),
    call(watchNotificationsPage),
    takeEvery(notificationToggled.type, toggleNotification),
  ]);
}
