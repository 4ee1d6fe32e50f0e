/** Sign-in and session calls (seed 000 section 7). */
import { defineGroup, get, post } from './define';

export const authContract = defineGroup('auth', {
  /** username, password: a token, or 401 {message: INVALID_CREDENTIALS | ACCOUNT_LOCKED}. */
  authenticate: post('/authenticate', 'any').returns<unknown>().takes<{ username: string; password: string }>(),
  /** The current token as bearer: a new token (a JWT string or {token}). */
  refresh: get('/refresh', 'any').returns<unknown>(),
  /** [current, new]: 'nomatch', 'failure' or 'success'. */
  resetPassword: post('api/reset/password/', 'any').returns<unknown>().takes<[string, string]>(),
  /** 'Valid' or 'Invalid'. */
  forgotPassword: post('/api/forgot_password/:email', 'any').returns<unknown>(),
});
