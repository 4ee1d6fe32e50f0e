import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { runWhileSignedIn, signedIn } from '../store/sagas';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '../api/errors';
import { refreshSession } from '../api/http';
import { isRefreshRejected, nextSessionGeneration } from '../api/session';
import { config } from '../config';
import { STORAGE_KEYS, decodeToken, isExpired, msUntilRefresh, sameUser } from '../domain/session';
import { clearSessionStorage, storeToken } from './storage';
import {
  loggedOut,
  loginSucceeded,
  logoutRequested,
  refreshUnreachable,
  selectToken,
  tokenRefreshed,
} from './slice';

function saveTokenWorker(action: PayloadAction<{ token: string }>) {
  storeToken(action.payload.token);
}

/** Logout (user, idle or failed refresh): clear storage except the devops maps, reset the store. */
export function* logoutWorker() {
  yield call(clearSessionStorage);
  yield put(loggedOut());
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
 * What another tab's token means here: none -> signed out; a token while this tab has none -> a
 * sign-in; the same user's new token -> a refresh; another user's token -> this session ends (every
 * slice and cache is reset) and the other user's begins.
 */
export function* crossTabSaga() {
  const channel = (yield call(storageChannel)) as EventChannel<{ token: string | null }>;
  try {
    while (true) {
      const { token } = (yield take(channel)) as { token: string | null };
      const current = (yield select(selectToken)) as string | null;
      if (!token) {
        if (current) yield put(loggedOut());
        continue;
      }
      const incoming = decodeToken(token);
      if (token === current || !incoming || isExpired(incoming)) continue;
      const mine = decodeToken(current);
      if (mine && sameUser(mine, incoming)) {
        yield put(tokenRefreshed({ token }));
        continue;
      }
      if (current) yield put(loggedOut());
      yield put(loginSucceeded({ token }));
    }
  } finally {
    channel.close();
  }
}

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
    const wait = backoff || Math.max(gap, msUntilRefresh(claims, config.timings.tokenRefreshMarginMs));
    const { renewed, unreachable } = (yield race({
      due: delay(wait),
      renewed: take(tokenRefreshed.type),
      // A call's 401 met a refresh that could not reach the server: retry on the backoff.
      unreachable: take(refreshUnreachable.type),
    })) as { due?: true; renewed?: unknown; unreachable?: unknown };
    gap = MIN_REFRESH_GAP_MS;
    if (renewed) {
      backoff = 0;
      continue;
    }
    if (unreachable) {
      backoff ||= REFRESH_RETRY.firstMs;
      continue;
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
}

runWhileSignedIn('session/refresh', refreshScheduler);

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
