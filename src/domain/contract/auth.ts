/** Sign-in and session calls (seed 000 section 7). */
import * as z from 'zod/mini';
import { loose, TextAnswer } from './check';
import { defineGroup, get, post } from './define';

/** A token: the JWT as text, or {token}. */
const TokenAnswer = z.union([z.string(), loose({ token: z.string() })]);

export const authContract = defineGroup('auth', {
  /** username, password: a token, or 401 {message: INVALID_CREDENTIALS | ACCOUNT_LOCKED}. */
  authenticate: post('/authenticate', 'any').returns(TokenAnswer).takes(loose({ username: z.string(), password: z.string() })),
  /** The current token as bearer: a new token (a JWT string or {token}). */
  refresh: get('/refresh', 'any').returns(TokenAnswer),
  /** [current, new]: 'nomatch', 'failure' or 'success'. */
  resetPassword: post('api/reset/password/', 'any').returns(TextAnswer).takes(z.tuple([z.string(), z.string()])),
  /** 'Valid' or 'Invalid'. */
  forgotPassword: post('/api/forgot_password/:email', 'any').returns(TextAnswer),
});
