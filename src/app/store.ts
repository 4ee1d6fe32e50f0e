import { combineSlices, configureStore, createDynamicMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { installSessionHooks } from '../api/session';
import { authReducer, initialAuthState, loggedOut, logoutRequested, tokenRefreshed } from '../features/auth/slice';
import { loadStoredToken } from '../features/auth/storage';
import { notificationsReducer } from '../features/notifications/slice';
import { devopsStatusReducer, loadDevopsStatusMaps } from './devopsStatus';
import { rootSaga } from './rootSaga';

/** Slices injected after start (RTK Query's api: see src/app/apiRuntime.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const appReducer = combineSlices({
  auth: authReducer,
  notifications: notificationsReducer,
  devopsStatus: devopsStatusReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added after start, for every store (RTK Query's middleware). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof appReducer>;

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
    auth: { ...initialAuthState, token: loadStoredToken() },
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
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(dynamicMiddleware.middleware, sagaMiddleware),
  });
  installSessionHooks({
    getToken: () => store.getState().auth.token,
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed({ token })),
    onRefreshFailed: () => store.dispatch(logoutRequested({ reason: 'refresh-failed' })),
  });
  const task = options.sagas === false ? null : sagaMiddleware.run(rootSaga);
  if (task) runningSagas.add(task);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
