import { eventChannel, type EventChannel, type Saga } from 'redux-saga';
import { call, fork, race, take } from 'redux-saga/effects';
import { loggedOut } from '../session/slice';

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
 * Registers a saga that runs while a user is signed in (a feature module calls this when it
 * loads). It starts at once when a session is running, and again at every sign-in; logout
 * cancels it with the whole signed-in part.
 */
export function runWhileSignedIn(name: string, saga: AnySaga): void {
  if (signedInSagas.has(name)) return;
  signedInSagas.set(name, saga);
  for (const listener of listeners) listener(name);
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
    yield fork(resilient(signedInSagas.get(name) as AnySaga, name));
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
