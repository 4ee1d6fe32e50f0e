import { authContract } from '../domain/contract/auth';
import { callsOf, request } from './call';
import { bodyText } from './errors';

type Signal = AbortSignal | undefined;

const calls = callsOf(authContract);

// The sign-in pages' two calls (authenticate, forgot password) are in signInCalls.ts: read
// without the contract's schema runtime, which the pre-rendered /login does not load.

/** POST api/reset/password/ with [current, new]: 'nomatch', 'failure' or 'success'. */
export async function resetPassword(current: string, next: string, signal?: Signal): Promise<string> {
  return bodyText(await calls.resetPassword({ body: [current, next] }, signal)).trim();
}

/**
 * POST /api/logout (an extension): the server ends the session of this token, which the sign-out
 * has already taken from the store; it goes as the bearer, and a 401 starts no refresh.
 */
export async function logout(token: string): Promise<void> {
  await request(authContract.logout, undefined, undefined, { sessionToken: token });
}
