import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/baseApi';
import { installSessionHooks } from '../api/client';
import { authReducer, initialAuthState, loggedOut, logoutRequested, tokenRefreshed } from '../features/auth/slice';
import { loadStoredToken } from '../features/auth/storage';
import { notificationsReducer } from '../features/notifications/slice';
import { devopsStatusReducer, loadDevopsStatusMaps } from './devopsStatus';
import { rootSaga } from './rootSaga';

const appReducer = combineReducers({
  auth: authReducer,
  notifications: notificationsReducer,
  devopsStatus: devopsStatusReducer,
  [api.reducerPath]: api.reducer,
});

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

export function makeStore(preloadedState: Partial<RootState> = initialStateFromStorage()) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    middleware: (getDefault) => getDefault().concat(api.middleware, sagaMiddleware),
  });
  installSessionHooks({
    getToken: () => store.getState().auth.token,
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed({ token })),
    onRefreshFailed: () => store.dispatch(logoutRequested({ reason: 'refresh-failed' })),
  });
  const task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
