import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { runWhileSignedIn, signedIn } from '../store/sagas';
import type { PayloadAction } from '@reduxjs/toolkit';
import { authenticate, isAccountLocked } from '../api/auth';
import { refreshSession } from '../api/http';
import { config } from '../config';
import { STORAGE_KEYS, decodeToken, msUntilRefresh } from '../domain/session';
import { texts } from '../texts';
import { callApi, errorOf } from '../shared/sagaEffects';
import { clearSessionStorage, storeToken } from './storage';
import {
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  selectToken,
  tokenRefreshed,
} from './slice';

export function* loginWorker(action: PayloadAction<{ username: string; password: string }>) {
  const { username, password } = action.payload;
  if (!username.trim() || !password) {
    yield put(loginFailed({ message: texts.login.emptyFields }));
    return;
  }
  try {
    const token = (yield call(callApi, (signal: AbortSignal) => authenticate(username.trim(), password, signal))) as string;
    if (!decodeToken(token)) throw new Error('undecodable token');
    yield put(loginSucceeded({ token }));
  } catch (error) {
    const apiError = errorOf(error);
    const message = isAccountLocked(apiError) ? texts.login.accountLocked : texts.login.invalidCredentials;
    yield put(loginFailed({ message }));
  }
}

function saveTokenWorker(action: PayloadAction<{ token: string }>) {
  storeToken(action.payload.token);
}

/** Logout (user, idle or failed refresh): clear storage except the devops maps, reset the store. */
export function* logoutWorker() {
  yield call(clearSessionStorage);
  yield put(loggedOut());
}

/** Another tab signed out (token removed) or signed in again (token replaced). */
function storageChannel(): EventChannel<{ token: string | null }> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) emit({ token: event.newValue });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

export function* crossTabSaga() {
  const channel = (yield call(storageChannel)) as EventChannel<{ token: string | null }>;
  try {
    while (true) {
      const { token } = (yield take(channel)) as { token: string | null };
      const current = (yield select(selectToken)) as string | null;
      if (!token && current) yield put(loggedOut());
      else if (token && token !== current && decodeToken(token)) yield put(tokenRefreshed({ token }));
    }
  } finally {
    channel.close();
  }
}

/** Least time between two scheduled refreshes, so a short-lived token cannot cause a refresh storm. */
export const MIN_REFRESH_GAP_MS = 5000;

/** Renews the token a margin before it expires; a failed refresh signs the user out (client hook). */
export function* refreshScheduler() {
  let gap = 0;
  while (true) {
    const token = (yield select(selectToken)) as string | null;
    const claims = decodeToken(token);
    if (!claims) return;
    const { renewed } = (yield race({
      due: delay(Math.max(gap, msUntilRefresh(claims, config.timings.tokenRefreshMarginMs))),
      renewed: take(tokenRefreshed.type),
    })) as { due?: true; renewed?: unknown };
    gap = MIN_REFRESH_GAP_MS;
    if (renewed) continue;
    try {
      yield call(refreshSession);
    } catch {
      return; // the client's hook has already asked for a logout
    }
  }
}

export function* authSaga() {
  yield takeLeading(loginRequested.type, loginWorker);
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
    yield race({ app: call(signedIn), logout: take(loggedOut.type) });
    // A session that ended without loggedOut (e.g. expired token) waits for the next sign-in.
    const stillSignedIn = (yield select(selectToken)) as string | null;
    if (stillSignedIn) yield take([loggedOut.type, loginSucceeded.type]);
  }
}
