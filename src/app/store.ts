import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { installSessionHooks } from '../api/session';
import { initialAuthState, loggedOut, logoutRequested, refreshUnreachable, tokenRefreshed } from '../session/slice';
import { loadDevopsStatusMaps } from '../store/devopsStatus';
import { appReducer, dynamicMiddleware, type RootState } from '../store/root';
import { isHeldList } from '../store/heldLists';
import { rootSaga } from './rootSaga';
import { loadStoredSession } from '../session/storage';

export type { RootState } from '../store/root';
export type { AppDispatch } from '../store/hooks';

declare const __DEV_TOOLS__: boolean;

/** Signing out resets every slice; the devops status maps survive (they are kept in storage too). */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (loggedOut.match(action) && state) {
    return appReducer({ devopsStatus: state.devopsStatus } as RootState, action);
  }
  return appReducer(state, action);
}

/** The state a fresh page starts from: the stored token (if valid) and the devops maps. */
export function initialStateFromStorage(): Partial<RootState> {
  return {
    auth: { ...initialAuthState, ...loadStoredSession() },
    devopsStatus: loadDevopsStatusMaps(),
  };
}

const runningSagas = new Set<Task>();

/** Cancels the sagas of every store made so far (tests call it after each test). */
export function cancelAllSagas(): void {
  for (const task of runningSagas) task.cancel();
  runningSagas.clear();
}

export interface MakeStoreOptions {
  /** Run the root saga (default). Tests of the bare client or reducers may turn it off. */
  sagas?: boolean;
}

export function makeStore(preloadedState: Partial<RootState> = initialStateFromStorage(), options: MakeStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    // Redux devtools read every action and state: development builds only.
    devTools: typeof __DEV_TOOLS__ !== 'undefined' && __DEV_TOOLS__,
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { warnAfter: 200 },
        // A long list answer held shallow-frozen (src/store/heldLists.ts) is the server's JSON: not walked item by item.
        serializableCheck: { warnAfter: 200, getEntries: (value: object) => (isHeldList(value) ? [] : Object.entries(value)) },
      }).concat(dynamicMiddleware.middleware, sagaMiddleware),
  });
  installSessionHooks({
    getToken: () => store.getState().auth.token,
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed({ token })),
    onRefreshFailed: () => store.dispatch(logoutRequested({ reason: 'refresh-failed' })),
    onRefreshUnreachable: () => store.dispatch(refreshUnreachable()),
  });
  const task = options.sagas === false ? null : sagaMiddleware.run(rootSaga);
  if (task) runningSagas.add(task);
  /** Runs a saga on this store's middleware (pages' sagas: usePageSaga); cancelled with the others in tests. */
  const runSaga = (saga: Saga, ...args: unknown[]): Task => {
    const started = sagaMiddleware.run(saga, ...args);
    runningSagas.add(started);
    return started;
  };
  return Object.assign(store, { sagaTask: task, runSaga });
}

export type AppStore = ReturnType<typeof makeStore>;
