import type { Dispatch } from '@reduxjs/toolkit';
import { checkCredentials, credentialsProblem } from './credentials';
import { loginFailed, loginRequested, loginSucceeded } from './slice';

let pending: Promise<void> | null = null;

/**
 * Signs in with the login form's fields. The password goes from the form straight to
 * POST /authenticate: it never enters the store, an action, or the Redux devtools. Only
 * loginRequested({username}), loginSucceeded({token, clockOffsetMs}) and loginFailed({message}) are dispatched.
 * A second call while one is under way joins it (no double submit).
 */
export function signIn(dispatch: Dispatch, username: string, password: string): Promise<void> {
  const problem = credentialsProblem(username, password);
  if (problem) {
    dispatch(loginFailed({ message: problem }));
    return Promise.resolve();
  }
  pending ??= run(dispatch, username.trim(), password).finally(() => {
    pending = null;
  });
  return pending;
}

async function run(dispatch: Dispatch, username: string, password: string): Promise<void> {
  dispatch(loginRequested({ username }));
  const outcome = await checkCredentials(username, password);
  dispatch(
    outcome.ok
      ? loginSucceeded({ token: outcome.token, clockOffsetMs: outcome.clockOffsetMs })
      : loginFailed({ message: outcome.message }),
  );
}
