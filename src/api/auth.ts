import { http } from './http';
import { tokenOf } from './session';
import { bodyText, malformed, type ApiError } from './errors';
import { AUTH_FAILURE } from '../domain/session';

type Signal = AbortSignal | undefined;

/** POST /authenticate: a token, or an error whose body says INVALID_CREDENTIALS or ACCOUNT_LOCKED. */
export async function authenticate(username: string, password: string, signal?: Signal): Promise<string> {
  const { data } = await (await http()).post('/authenticate', { username, password }, { signal });
  const token = tokenOf(data);
  if (!token) throw malformed('/authenticate', data);
  return token;
}

export function isAccountLocked(error: ApiError): boolean {
  return `${error.message} ${bodyText(error.data)}`.includes(AUTH_FAILURE.locked);
}

/** POST api/reset/password/ with [current, new]: 'nomatch', 'failure' or 'success'. */
export async function resetPassword(current: string, next: string, signal?: Signal): Promise<string> {
  const { data } = await (await http()).post('api/reset/password/', [current, next], { signal });
  return bodyText(data).trim();
}

/** POST /api/forgot_password/{email}: 'Valid' or 'Invalid'. */
export async function forgotPassword(email: string, signal?: Signal): Promise<string> {
  const { data } = await (await http()).post(`/api/forgot_password/${encodeURIComponent(email.trim())}`, null, { signal });
  return bodyText(data).trim();
}
