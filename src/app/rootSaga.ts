import { all, call, fork, race, select, take } from 'redux-saga/effects';
import { authSaga, refreshScheduler } from '../features/auth/saga';
import { loggedOut, loginSucceeded, selectToken } from '../features/auth/slice';
import { notificationsSignedInSaga } from '../features/notifications/saga';

type Saga = () => Generator<unknown, unknown, unknown>;

/** A saga that survives its own errors: it is restarted (up to 5 times), so one crash does not stop the others. */
export function resilient(saga: Saga, name: string): Saga {
  return function* resilientSaga() {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        console.error(`saga ${name} failed`, error);
      }
    }
  };
}

/** What runs while a user is signed in; all of it is cancelled at once by loggedOut. */
const signedInSagas: Array<[Saga, string]> = [
  [refreshScheduler as Saga, 'refreshScheduler'],
  [notificationsSignedInSaga as Saga, 'notifications'],
];

export function* signedIn() {
  yield all(signedInSagas.map(([saga, name]) => call(resilient(saga, name))));
}

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

/** Feature sagas are forked through `resilient`, which contains their crashes; cancelling the root ends them all. */
export function* rootSaga() {
  yield fork(resilient(authSaga as Saga, 'auth'));
  yield fork(resilient(sessionSaga as Saga, 'session'));
}
