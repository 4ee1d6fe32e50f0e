/** Sign-in and session calls (seed 000 section 7). */
import { defineGroup, get, post } from './define';

export const authContract = defineGroup('auth', {
  /** username, password: a token, or 401 {message: INVALID_CREDENTIALS | ACCOUNT_LOCKED}. */
  authenticate: post<unknown, { username: string; password: string }>('/authenticate', 'any'),
  /** The current token as bearer: a new token (a JWT string or {token}). */
  refresh: get<unknown>('/refresh', 'any'),
  /** [current, new]: 'nomatch', 'failure' or 'success'. */
  resetPassword: post<unknown, [string, string]>('api/reset/password/', 'any'),
  /** 'Valid' or 'Invalid'. */
  forgotPassword: post<unknown>('/api/forgot_password/:email', 'any'),
});
