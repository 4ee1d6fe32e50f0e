import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, roleOf, type Session } from '../domain/session';

/**
 * Auth state (seed 000 section 3): token, error, refreshed, loading; and serverUnreachable, set
 * while the token refresh cannot reach the server (the session is kept and the refresh retried).
 */
export interface AuthState {
  token: string | null;
  error: string | null;
  refreshed: boolean;
  loading: boolean;
  serverUnreachable: boolean;
}

export const initialAuthState: AuthState = { token: null, error: null, refreshed: false, loading: false, serverUnreachable: false };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A sign-in has started (src/session/signIn.ts). The password is never in an action. */
    loginRequested(state, _action: PayloadAction<{ username: string }>) {
      state.loading = true;
      state.error = null;
    },
    loginSucceeded(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.loading = false;
      state.error = null;
      state.refreshed = false;
      state.serverUnreachable = false;
    },
    loginFailed(state, action: PayloadAction<{ message: string }>) {
      state.loading = false;
      state.error = action.payload.message;
      state.token = null;
    },
    loginErrorCleared(state) {
      state.error = null;
    },
    tokenRefreshed(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.refreshed = true;
      state.serverUnreachable = false;
    },
    /** The refresh could not reach the server: keep the session, retry, show a quiet notice. */
    refreshUnreachable(state) {
      state.serverUnreachable = true;
    },
    /** Ask for a sign-out: the saga clears storage, then emits loggedOut. */
    logoutRequested(_state, _action: PayloadAction<{ reason: 'user' | 'idle' | 'refresh-failed' | 'expired' } | undefined>) {},
    /** The session has ended (here or in another tab): the store is reset. */
    loggedOut() {
      return initialAuthState;
    },
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  loginErrorCleared,
  tokenRefreshed,
  refreshUnreachable,
  logoutRequested,
  loggedOut,
} = authSlice.actions;

export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectAuth = (state: WithAuth) => state.auth;
/** The decoded session, or null without a token. Expiry is checked where it matters (guard, sagas). */
export const selectSession = createSelector([selectToken], (token): Session | null => {
  const claims = decodeToken(token);
  return token && claims ? { token, claims, role: roleOf(claims) } : null;
});
export const selectServerUnreachable = (state: WithAuth) => state.auth.serverUnreachable;
export const selectRole = (state: WithAuth) => selectSession(state)?.role ?? null;
