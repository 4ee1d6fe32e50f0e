import { AUTH_FAILURE } from '../domain/session';
import { bodyText, malformed, type ApiError } from './errors';
import { http } from './http';
import { tokenOf } from './session';

/**
 * The two calls of the sign-in pages (seed 000 section 7), without the contract's schema runtime
 * (issue 38): the pre-rendered /login and /forgot_password load them before the app (src/public),
 * and zod with the contract's schemas was half of that page's JavaScript and most of its first
 * long task. Their answers are read by hand, accepting what the contract's entries accept:
 * auth.authenticate a JWT as text or {token}, auth.forgotPassword text or {message}.
 * signInCalls.test.ts holds both to the contract's method, path and schema. The other calls of
 * the group (refresh, reset, logout) go through the contract as usual (auth.ts).
 */
const PATHS = { authenticate: '/authenticate', forgotPassword: '/api/forgot_password/:email' } as const;

type Signal = AbortSignal | undefined;

/** POST /authenticate: a token, or an error whose body says INVALID_CREDENTIALS or ACCOUNT_LOCKED. */
export async function authenticate(username: string, password: string, signal?: Signal): Promise<string> {
  const { data } = await (await http()).post<unknown>(PATHS.authenticate, { username, password }, { signal });
  const token = tokenOf(data);
  if (!token) throw malformed('auth.authenticate (POST /authenticate)', data);
  return token;
}

export function isAccountLocked(error: ApiError): boolean {
  return `${error.message} ${bodyText(error.data)}`.includes(AUTH_FAILURE.locked);
}

/** The seeds' text answer: plain text, or an object carrying it as `message`; null for anything else. */
export function textAnswerOf(data: unknown): string | null {
  if (typeof data === 'string') return data;
  const message = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
}

/** POST /api/forgot_password/{email}: 'Valid' or 'Invalid'. */
export async function forgotPassword(email: string, signal?: Signal): Promise<string> {
  const path = PATHS.forgotPassword.replace(':email', encodeURIComponent(email.trim()));
  const { data } = await (await http()).post<unknown>(path, undefined, { signal });
  const text = textAnswerOf(data);
  if (text === null) throw malformed('auth.forgotPassword (POST /api/forgot_password/:email)', data);
  return text.trim();
}

/** The paths as the contract writes them (the test compares). */
export const signInPaths = PATHS;
