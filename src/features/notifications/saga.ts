import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import * as api from '../../api/notifications';
import { callApi, errorOf, poll } from '../../shared/sagaEffects';
import { afterFirstRender } from '../../shared/firstRender';
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
  pageLoaded,
  selectCurrentPageNumber,
  unreadCountLoaded,
  type LoadSource,
} from './slice';

/** Upper bounds of the polls: a day of badge polls, an hour of inbox refreshes at their default rates. */
export const BADGE_POLL_MAX_RUNS = 480;
export const PAGE_POLL_MAX_RUNS = 2000;

function failed(source: LoadSource, error: unknown, notificationId?: number) {
  const { status, code, message } = errorOf(error);
  return loadFailed({ source, status, code, message, ...(notificationId === undefined ? {} : { notificationId }) });
}

/** GET /api/unread_notifications_count into the badge. */
export function* loadUnreadCount() {
  try {
    const count = (yield call(callApi, (signal) => api.unreadNotificationsCount(signal))) as number;
    yield put(unreadCountLoaded({ count }));
  } catch (error) {
    yield put(failed('badge', error));
  }
}

/** The bell's badge: once the app's first render is on screen, then every badgePollMs while the tab is visible. */
export function* badgePoll() {
  yield call(afterFirstRender);
  yield call(poll, loadUnreadCount, { intervalMs: () => config.timings.badgePollMs, maxRuns: BADGE_POLL_MAX_RUNS });
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

/** The inbox page currently shown, into the list. */
export function* loadCurrentPage() {
  const page = (yield select(selectCurrentPageNumber)) as number;
  try {
    const result = (yield call(callApi, (signal) => api.notificationsPage(page, signal))) as NotificationPage;
    yield put(pageLoaded(result));
  } catch (error) {
    yield put(failed('page', error));
  }
}

/** GET /api/notifications_count/. */
export function* loadCount() {
  try {
    const count = (yield call(callApi, (signal) => api.notificationsCount(signal))) as number;
    yield put(countLoaded({ count }));
  } catch (error) {
    yield put(failed('count', error));
  }
}

/** One refresh of the inbox: the current page and the count. */
function* refreshPage() {
  yield all([call(loadCurrentPage), call(loadCount)]);
}

/** The inbox refresh: now, then every notificationRefreshMs while the tab is visible. */
export function* pagePoll() {
  yield call(poll, refreshPage, { intervalMs: () => config.timings.notificationRefreshMs, maxRuns: PAGE_POLL_MAX_RUNS });
}

/**
 * Runs the inbox refresh from notificationsPageOpened until notificationsPageClosed; a page change
 * (or a retry, or opening again) restarts it on the page the slice now shows.
 */
export function* watchNotificationsPage() {
  while (true) {
    yield take(notificationsPageOpened.type);
    let open = true;
    while (open) {
      const result = (yield race({
        poll: call(pagePoll),
        restart: take([notificationsPageChanged.type, notificationsPageOpened.type]),
        stop: take(notificationsPageClosed.type),
      })) as { restart?: unknown };
      open = result.restart !== undefined;
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
