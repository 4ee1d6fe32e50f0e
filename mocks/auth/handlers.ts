/** Sign-in and session (contract.auth, seed 000 section 7). */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { AUTH_FAILURE } from '../../src/domain/session';
import { forgotPassword, issueToken, resetPassword, signIn } from './users';
import { publicAccess, signedInBeforePasswordReset } from '../core/access';
import { handle } from '../core/contract';
import { message, plain, readJson } from '../core/http';

const { auth } = contract;

export const authRoutes = [
  /**
   * Anyone: username and password in, a token or 401 INVALID_CREDENTIALS / ACCOUNT_LOCKED out.
   * It stores nothing, so it answers while the mock is read-only too.
   */
  handle(auth.authenticate, publicAccess, async ({ request }) => {
    const body = (await readJson(request)) as { username?: unknown; password?: unknown } | undefined;
    if (typeof body?.username !== 'string' || typeof body.password !== 'string') {
      return message(AUTH_FAILURE.invalid, 400);
    }
    const result = signIn(body.username, body.password);
    if (!result.ok) return message(result.message, 401);
    return HttpResponse.json({ token: await issueToken(result.user) });
  }, { writes: false }),

  /** Any signed-in user (one who must reset the password too): a fresh token for the bearer. */
  handle(auth.refresh, signedInBeforePasswordReset, async ({ user }) => HttpResponse.json({ token: await issueToken(user) })),

  /** Any signed-in user (above all one who must) changes their own password: 'nomatch', 'failure' or 'success'. */
  handle(auth.resetPassword, signedInBeforePasswordReset, async ({ request, user }) => plain(resetPassword(user, await readJson(request)))),

  /** Anyone: 'Valid' (a temporary password is issued) or 'Invalid'. */
  handle(auth.forgotPassword, publicAccess, ({ params }) => plain(forgotPassword(params.email))),
];
