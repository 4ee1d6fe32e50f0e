import type { Dispatch } from '@reduxjs/toolkit';
import { authenticate, isAccountLocked } from '../api/auth';
import { toApiError } from '../api/errors';
import { decodeToken } from '../domain/session';
import { texts } from '../texts';
import { loginFailed, loginRequested, loginSucceeded } from './slice';

let pending: Promise<void> | null = null;

/**
 * Signs in with the login form's fields. The password goes from the form straight to
 * POST /authenticate: it never enters the store, an action, or the Redux devtools. Only
 * loginRequested({username}), loginSucceeded({token}) and loginFailed({message}) are dispatched.
 * A second call while one is under way joins it (no double submit).
 */
export function signIn(dispatch: Dispatch, username: string, password: string): Promise<void> {
  const name = username.trim();
  if (!name || !password) {
    dispatch(loginFailed({ message: texts.login.emptyFields }));
    return Promise.resolve();
  }
  pending ??= run(dispatch, name, password).finally(() => {
    pending = null;
  });
  return pending;
}

async function run(dispatch: Dispatch, username: string, password: string): Promise<void> {
  dispatch(loginRequested({ username }));
  try {
    const token = await authenticate(username, password);
    if (!decodeToken(token)) throw new Error('undecodable token');
    dispatch(loginSucceeded({ token }));
  } catch (error) {
    // Bad credentials, a locked account, or any other failure (seed 000 section 8).
    const message = isAccountLocked(toApiError(error)) ? texts.login.accountLocked : texts.login.invalidCredentials;
    dispatch(loginFailed({ message }));
  }
}
