import { authContract } from '../domain/contract/auth';
import { AUTH_FAILURE } from '../domain/session';
import { callsOf, request } from './call';
import { bodyText, malformed, type ApiError } from './errors';
import { tokenOf } from './session';

type Signal = AbortSignal | undefined;

const calls = callsOf(authContract);

/** POST /authenticate: a token, or an error whose body says INVALID_CREDENTIALS or ACCOUNT_LOCKED. */
export async function authenticate(username: string, password: string, signal?: Signal): Promise<string> {
  const data = await calls.authenticate({ body: { username, password } }, signal);
  const token = tokenOf(data);
  if (!token) throw malformed('/authenticate', data);
  return token;
}

export function isAccountLocked(error: ApiError): boolean {
  return `${error.message} ${bodyText(error.data)}`.includes(AUTH_FAILURE.locked);
}

/** POST api/reset/password/ with [current, new]: 'nomatch', 'failure' or 'success'. */
export async function resetPassword(current: string, next: string, signal?: Signal): Promise<string> {
  return bodyText(await calls.resetPassword({ body: [current, next] }, signal)).trim();
}

/** POST /api/forgot_password/{email}: 'Valid' or 'Invalid'. */
export async function forgotPassword(email: string, signal?: Signal): Promise<string> {
  return bodyText(await calls.forgotPassword({ params: { email: email.trim() } }, signal)).trim();
}

/**
 * POST /api/logout (an extension): the server ends the session of this token, which the sign-out
 * has already taken from the store; it goes as the bearer, and a 401 starts no refresh.
 */
export async function logout(token: string): Promise<void> {
  await request(authContract.logout, undefined, undefined, { sessionToken: token });
}
