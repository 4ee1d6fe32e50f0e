import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, isRole, type Session } from '../domain/session';

/** Auth state (seed 000 section 3): token, error, refreshed, loading. */
export interface AuthState {
  token: string | null;
  error: string | null;
  refreshed: boolean;
  loading: boolean;
}

export const initialAuthState: AuthState = { token: null, error: null, refreshed: false, loading: false };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _action: PayloadAction<{ username: string; password: string }>) {
      state.loading = true;
      state.error = null;
    },
    loginSucceeded(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.loading = false;
      state.error = null;
      state.refreshed = false;
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
  return token && claims ? { token, claims, role: isRole(claims.Role) ? claims.Role : null } : null;
});
export const selectRole = (state: WithAuth) => selectSession(state)?.role ?? null;
