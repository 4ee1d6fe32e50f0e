import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { runWhileSignedIn, signedIn } from '../store/sagas';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '../api/errors';
import { refreshSession } from '../api/http';
import { isRefreshRejected, nextSessionGeneration } from '../api/session';
import { config } from '../config';
import { STORAGE_KEYS, clockOffsetOf, decodeToken, isExpired, isNotOlder, msUntilRefresh, sameUser } from '../domain/session';
import { clearSessionStorage, loadClockOffset, readStoredToken, saveOwnToken } from './storage';
import {
  loggedOut,
  loginSucceeded,
  logoutRequested,
  refreshUnreachable,
  selectClockOffset,
  selectToken,
  tokenRefreshed,
  type ReceivedToken,
} from './slice';

/**
 * Saves a token this tab received from the server (sign-in, refresh). A token that came from
 * storage (another tab's, or found on return from the back-forward cache) is never written back:
 * it is there already, and writing it again would echo it to the other tabs.
 */
function saveTokenWorker(action: PayloadAction<ReceivedToken>) {
  if (action.payload.origin === 'storage') return;
  saveOwnToken(action.payload.token, action.payload.clockOffsetMs);
}

type LogoutReason = NonNullable<ReturnType<typeof logoutRequested>['payload']>['reason'];

/** The sign-outs whose token has ended on the server already: a refused refresh, an expired token. */
const ENDED_ON_SERVER: readonly LogoutReason[] = ['refresh-failed', 'expired'];

/**
 * The server ends the session too (POST /api/logout, an extension), with the token the sign-out
 * took away: started after the sign-out and never waited for. A backend without it (404), a
 * refusal or no answer at all changes nothing here: the portal has signed out already.
 */
export function endServerSession(token: string): void {
  void import('../api/auth').then(({ logout }) => logout(token)).catch(() => undefined);
}

/**
 * Logout (user, idle or failed refresh): clear storage except the devops maps and the drafts,
 * reset the store, then have the server end the token.
 */
export function* logoutWorker(action: ReturnType<typeof logoutRequested>) {
  const token = (yield select(selectToken)) as string | null;
  yield call(clearSessionStorage);
  yield put(loggedOut());
  const reason = action.payload?.reason ?? 'user';
  if (token && !ENDED_ON_SERVER.includes(reason)) yield call(endServerSession, token);
}

/**
 * What a token in storage means here, storage being the session's truth for every tab: none ->
 * signed out; a token while this tab has none -> a sign-in; the same user's token, not older than
 * this tab's -> a refresh; another user's token -> this session ends (every slice and cache is
 * reset) and the other user's begins. Its clock offset is the one stored beside it by the tab that
 * received it, else measured now from its iat. Nothing of it is written back to storage.
 */
export function* adoptStoredToken(token: string | null) {
  const current = (yield select(selectToken)) as string | null;
  if (!token) {
    if (current) yield put(loggedOut());
    return;
  }
  if (token === current) return;
  const incoming = decodeToken(token);
  const now = Date.now();
  const stored = (yield call(loadClockOffset)) as number | null;
  const clockOffsetMs = stored ?? clockOffsetOf(incoming, now);
  if (!incoming || isExpired(incoming, now, clockOffsetMs)) return;
  const mine = decodeToken(current);
  if (mine && sameUser(mine, incoming)) {
    if (isNotOlder(incoming, mine)) yield put(tokenRefreshed({ token, origin: 'storage', clockOffsetMs }));
    return;
  }
  if (current) yield put(loggedOut());
  yield put(loginSucceeded({ token, origin: 'storage', clockOffsetMs }));
}

/** Another tab signed out (token removed) or signed in (token set or replaced). */
function storageChannel(): EventChannel<{ token: string | null }> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) emit({ token: event.newValue });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/**
 * Another tab's token (see adoptStoredToken): adopted, never written back. What storage holds now
 * decides, not the event's value: a page back from the back-forward cache receives the events of
 * its absence afterwards (Chromium), and an old one must not undo what pageRestoreSaga found.
 */
export function* crossTabSaga() {
  const channel = (yield call(storageChannel)) as EventChannel<{ token: string | null }>;
  try {
    while (true) {
      const { token } = (yield take(channel)) as { token: string | null };
      const stored = (yield call(readStoredToken)) as string | null | undefined;
      yield call(adoptStoredToken, stored === undefined ? token : stored);
    }
  } finally {
    channel.close();
  }
}

/** The page came back from the back-forward cache (pageshow with persisted). */
function pageRestoredChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) emit(true);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  });
}

/**
 * A page restored from the back-forward cache brings back the store it had when it was left;
 * meanwhile other tabs may have signed out, signed in another user or renewed the token, and no
 * storage event reached the frozen page. Storage wins (see adoptStoredToken): signed out there ->
 * signed out here (to /login), before a refresh that fell due while the page was away can run.
 */
export function* pageRestoreSaga() {
  const channel = (yield call(pageRestoredChannel)) as EventChannel<true>;
  try {
    while (true) {
      yield take(channel);
      const stored = (yield call(readStoredToken)) as string | null | undefined;
      if (stored !== undefined) yield call(adoptStoredToken, stored);
    }
  } finally {
    channel.close();
  }
}

/** The longest delay setTimeout holds (about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Least time between two scheduled refreshes, so a short-lived token cannot cause a refresh storm. */
export const MIN_REFRESH_GAP_MS = 5000;

/** Retries of a refresh that could not reach the server: 2 s, doubling, at most 60 s (mutable for tests). */
export const REFRESH_RETRY = { firstMs: 2000, maxMs: 60000 };

const nextBackoff = (backoff: number) => (backoff ? Math.min(backoff * 2, REFRESH_RETRY.maxMs) : REFRESH_RETRY.firstMs);

/**
 * Renews the token a margin before it expires. A refused refresh (401, 403) signs the user out
 * (client hook); one that cannot reach the server is retried with backoff, reset on success.
 */
export function* refreshScheduler() {
  let gap = 0;
  let backoff = 0;
  while (true) {
    const token = (yield select(selectToken)) as string | null;
    const claims = decodeToken(token);
    if (!claims) return;
    // The server's clock decides: the local time corrected by the offset measured at receipt.
    const clockOffsetMs = (yield select(selectClockOffset)) as number;
    const wait = backoff || Math.max(gap, msUntilRefresh(claims, config.timings.tokenRefreshMarginMs, Date.now(), clockOffsetMs));
    const { due, renewed, unreachable } = (yield race({
      // A timer longer than setTimeout can hold would fire at once: wait in parts.
      due: delay(Math.min(wait, MAX_TIMER_MS), wait <= MAX_TIMER_MS),
      renewed: take(tokenRefreshed.type),
      // A call's 401 met a refresh that could not reach the server: retry on the backoff.
      unreachable: take(refreshUnreachable.type),
    })) as { due?: boolean; renewed?: unknown; unreachable?: unknown };
    if (due === false) continue; // a part of a long wait
    gap = MIN_REFRESH_GAP_MS;
    if (renewed) {
      backoff = 0;
      continue;
    }
    if (unreachable) {
      backoff ||= REFRESH_RETRY.firstMs;
      continue;
    }
    // Storage first: a tab that slept (or a page back from the back-forward cache) must not renew
    // a session that another tab ended, or write a token back over it; a newer token there is taken.
    const stored = (yield call(readStoredToken)) as string | null | undefined;
    if (stored !== undefined && stored !== token) {
      yield call(adoptStoredToken, stored);
      if (((yield select(selectToken)) as string | null) !== token) continue;
    }
    try {
      yield call(refreshSession);
      backoff = 0;
    } catch (error) {
      const apiError = toApiError(error);
      if (isRefreshRejected(apiError) || apiError.code === 'cancelled') return; // signed out, or this session ended
      backoff = nextBackoff(backoff);
    }
  }
}

/** Every sign-in and logout (here or from another tab) starts a new session generation. */
function newGenerationWorker() {
  nextSessionGeneration();
}

export function* authSaga() {
  yield takeEvery([loginSucceeded.type, loggedOut.type], newGenerationWorker);
  yield takeEvery([loginSucceeded.type, tokenRefreshed.type], saveTokenWorker);
  yield takeLeading(logoutRequested.type, logoutWorker);
  yield fork(crossTabSaga);
  yield fork(pageRestoreSaga);
}

// The refresh keeps a session alive while the password is being reset too (refresh is allowed then).
runWhileSignedIn('session/refresh', refreshScheduler, { beforePasswordReset: true });

/** Waits for a session, runs the signed-in sagas until logout, and again for the next session. */
export function* sessionSaga() {
  while (true) {
    const token = (yield select(selectToken)) as string | null;
    if (!token) {
      yield take(loginSucceeded.type);
      continue;
    }
    const ended = (yield race({ app: call(signedIn), logout: take(loggedOut.type) })) as { logout?: unknown };
    // After a logout the loop reads the token anew: a sign-in that followed at once (another
    // user's token from another tab) starts the next session straight away.
    if (ended.logout) continue;
    // A session whose sagas ended without loggedOut waits for the next sign-in or logout.
    yield take([loggedOut.type, loginSucceeded.type]);
  }
}
