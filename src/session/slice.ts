import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clockOffsetOf, decodeToken, roleOf, type Session } from '../domain/session';

/**
 * Auth state (seed 000 section 3): token, error, refreshed, loading; serverUnreachable, set
 * while the token refresh cannot reach the server (the session is kept and the refresh retried);
 * and clockOffsetMs, the server's clock minus this browser's, measured when the token arrived:
 * every expiry decision reads the local time corrected by it.
 */
export interface AuthState {
  token: string | null;
  error: string | null;
  refreshed: boolean;
  loading: boolean;
  serverUnreachable: boolean;
  clockOffsetMs: number;
}

export const initialAuthState: AuthState = {
  token: null,
  error: null,
  refreshed: false,
  loading: false,
  serverUnreachable: false,
  clockOffsetMs: 0,
};

/**
 * Where a token came from: 'server' (this tab's sign-in or refresh: saved to storage for the other
 * tabs) or 'storage' (another tab's, or found on return from the back-forward cache: adopted,
 * never written back).
 */
export type TokenOrigin = 'server' | 'storage';

/** A token received, as dispatched: the clock offset is measured now unless given. */
export interface TokenReceipt {
  token: string;
  origin?: TokenOrigin;
  clockOffsetMs?: number;
}

export interface ReceivedToken {
  token: string;
  origin: TokenOrigin;
  clockOffsetMs: number;
}

/** Completes a receipt at dispatch, the moment of receipt: the clock offset from the token's iat. */
const received = ({ token, origin = 'server', clockOffsetMs }: TokenReceipt): { payload: ReceivedToken } => ({
  payload: { token, origin, clockOffsetMs: clockOffsetMs ?? clockOffsetOf(decodeToken(token), Date.now()) },
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A sign-in has started (src/session/signIn.ts). The password is never in an action. */
    loginRequested(state, _action: PayloadAction<{ username: string }>) {
      state.loading = true;
      state.error = null;
    },
    loginSucceeded: {
      reducer(state, action: PayloadAction<ReceivedToken>) {
        state.token = action.payload.token;
        state.clockOffsetMs = action.payload.clockOffsetMs;
        state.loading = false;
        state.error = null;
        state.refreshed = false;
        state.serverUnreachable = false;
      },
      prepare: received,
    },
    loginFailed(state, action: PayloadAction<{ message: string }>) {
      state.loading = false;
      state.error = action.payload.message;
      state.token = null;
    },
    loginErrorCleared(state) {
      state.error = null;
    },
    tokenRefreshed: {
      reducer(state, action: PayloadAction<ReceivedToken>) {
        state.token = action.payload.token;
        state.clockOffsetMs = action.payload.clockOffsetMs;
        state.refreshed = true;
        state.serverUnreachable = false;
      },
      prepare: received,
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
/** The server's clock minus this browser's (ms): pass it with the local time to isExpired and msUntilRefresh. */
export const selectClockOffset = (state: WithAuth) => state.auth.clockOffsetMs;
export const selectServerUnreachable = (state: WithAuth) => state.auth.serverUnreachable;
export const selectRole = (state: WithAuth) => selectSession(state)?.role ?? null;
