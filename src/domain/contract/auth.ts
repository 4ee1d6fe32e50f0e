/** Sign-in and session calls (seed 000 section 7), plus one named extension (logout: the server ends the token). */
import * as z from 'zod/mini';
import { loose, TextAnswer } from './check';
import { defineGroup, get, post } from './define';

/** A token: the JWT as text, or {token}. */
const TokenAnswer = z.union([z.string(), loose({ token: z.string() })]);

export const authContract = defineGroup('auth', {
  /** username, password: a token, or 401 {message: INVALID_CREDENTIALS | ACCOUNT_LOCKED}. */
  authenticate: post('/authenticate', 'any').returns(TokenAnswer).takes(loose({ username: z.string(), password: z.string() })).allow('anyone'),
  /** The current token as bearer: a new token (a JWT string or {token}). */
  refresh: get('/refresh', 'any').returns(TokenAnswer).allow('beforePasswordReset'),
  /** [current, new]: 'nomatch', 'failure' or 'success'. */
  resetPassword: post('api/reset/password/', 'any').returns(TextAnswer).takes(z.tuple([z.string(), z.string()])).allow('beforePasswordReset'),
  /** 'Valid' or 'Invalid'. */
  forgotPassword: post('/api/forgot_password/:email', 'any').returns(TextAnswer).allow('anyone'),

  /* ---------- beyond the seeds ---------- */
  /**
   * Extension (not in the seeds, where a logout only clears the browser's storage): the bearer's
   * session ends on the server, and every token of it answers 401 from then on, its refresh too.
   * No body, no answer (204). The portal calls it after it has signed out, without waiting; a
   * backend without it (404) changes nothing.
   */
  logout: post('/api/logout', 'none').returns(z.unknown()).allow('beforePasswordReset'),
});
