import { eventChannel, type EventChannel, type Saga } from 'redux-saga';
import { call, fork, race, select, take } from 'redux-saga/effects';
import { mustResetPassword, type Session } from '../domain/session';
import { loggedOut, loginSucceeded, selectSession, tokenRefreshed } from '../session/slice';

export type AnySaga = (...args: never[]) => Generator<unknown, unknown, unknown>;

/** A saga that survives its own errors: it is restarted (up to 5 times), so one crash does not stop the others. */
export function resilient(saga: AnySaga, name: string) {
  return function* resilientSaga(): Generator<unknown, void, unknown> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        yield call(saga as () => Generator<unknown, unknown, unknown>);
        return;
      } catch (error) {
        console.error(`saga ${name} failed`, error);
      }
    }
  };
}

/* ---------- sagas that run while a user is signed in ---------- */

const signedInSagas = new Map<string, AnySaga>();
const listeners = new Set<(name: string) => void>();

/**
 * The signed-in sagas that also run while the password must be reset first (the token's
 * resetStatus false): they call nothing but what the reset page needs. The token refresh
 * (src/session/saga.ts) is one; every other signed-in saga (a feature's data: the bell's badge
 * poll, the inbox) waits until the token says the password was reset, and the server refuses
 * those calls until then.
 */
const beforePasswordReset = new Set<string>();

export interface SignedInSagaOptions {
  /** Runs while the password must be reset first too (it calls only what the reset page may call). */
  beforePasswordReset?: boolean;
}

/**
 * Registers a saga that runs while a user is signed in (a feature module calls this when it
 * loads). It starts at once when a session is running, and again at every sign-in; logout
 * cancels it with the whole signed-in part. Unless `beforePasswordReset`, it starts only once the
 * token no longer says the password must be reset first.
 */
export function runWhileSignedIn(name: string, saga: AnySaga, options: SignedInSagaOptions = {}): void {
  if (signedInSagas.has(name)) return;
  if (options.beforePasswordReset) beforePasswordReset.add(name);
  signedInSagas.set(name, saga);
  for (const listener of listeners) listener(name);
}

/** Returns once the session's token does not say the password must be reset first (or there is none). */
export function* untilPasswordReset(): Generator<unknown, void, unknown> {
  while (true) {
    const session = (yield select(selectSession)) as Session | null;
    if (!session || !mustResetPassword(session.claims)) return;
    yield take([tokenRefreshed.type, loginSucceeded.type]);
  }
}

/** The saga, once the password no longer has to be reset. */
function afterPasswordReset(saga: AnySaga): AnySaga {
  return function* waitsForPasswordReset(): Generator<unknown, void, unknown> {
    yield call(untilPasswordReset);
    yield call(saga as () => Generator<unknown, unknown, unknown>);
  };
}

function registrations(): EventChannel<string> {
  return eventChannel((emit) => {
    listeners.add(emit);
    return () => listeners.delete(emit);
  });
}

/** Runs every registered signed-in saga, and each one registered later, until cancelled (logout). */
export function* signedIn(): Generator<unknown, void, unknown> {
  const channel = (yield call(registrations)) as EventChannel<string>;
  const started = new Set<string>();
  function* start(name: string) {
    if (started.has(name)) return;
    started.add(name);
    const saga = signedInSagas.get(name) as AnySaga;
    yield fork(resilient(beforePasswordReset.has(name) ? saga : afterPasswordReset(saga), name));
  }
  try {
    for (const name of [...signedInSagas.keys()]) yield* start(name);
    while (true) yield* start((yield take(channel)) as string);
  } finally {
    channel.close();
  }
}

/** Runs a saga until it ends or the user signs out (a page's saga: see usePageSaga). */
export function* untilSignedOut(saga: Saga, ...args: unknown[]): Generator<unknown, void, unknown> {
  yield race({ run: call(saga, ...args), out: take(loggedOut.type) });
}
