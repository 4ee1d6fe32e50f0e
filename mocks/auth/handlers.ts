/** Sign-in and session (contract.auth, seed 000 section 7), and the logout extension. */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { AUTH_FAILURE } from '../../src/domain/session';
import { forgotPassword, issueToken, resetPassword, signIn } from './users';
import { endSession } from './sessions';
import { handle } from '../core/contract';
import { message, plain, readJson, requireCaller } from '../core/http';

const { auth } = contract;

export const authRoutes = [
  /**
   * Anyone: username and password in, a token or 401 INVALID_CREDENTIALS / ACCOUNT_LOCKED out.
   * It stores nothing, so it answers while the mock is read-only too.
   */
  handle(auth.authenticate, async ({ request }) => {
    const body = (await readJson(request)) as { username?: unknown; password?: unknown } | undefined;
    if (typeof body?.username !== 'string' || typeof body.password !== 'string') {
      return message(AUTH_FAILURE.invalid, 400);
    }
    const result = signIn(body.username, body.password);
    if (!result.ok) return message(result.message, 401);
    return HttpResponse.json({ token: await issueToken(result.user) });
  }, { writes: false }),

  /**
   * Any signed-in user (one who must reset the password too): a fresh token for the bearer, in the
   * same session (its sid and auth_time kept). Past the session's maximum age, or after its
   * logout, the bearer is refused (401) before this runs (./sessions.ts).
   */
  handle(auth.refresh, async ({ request }) => {
    // The caller again, for the token's session (handle() hands over the user only).
    const caller = await requireCaller(request);
    return caller instanceof Response ? caller : HttpResponse.json({ token: await issueToken(caller.user, caller.session) });
  }),

  /** Any signed-in user (above all one who must) changes their own password: 'nomatch', 'failure' or 'success'. */
  handle(auth.resetPassword, async ({ request, user }) => plain(resetPassword(user, await readJson(request)))),

  /** Anyone: 'Valid' (a temporary password is issued) or 'Invalid'. */
  handle(auth.forgotPassword, ({ params }) => plain(forgotPassword(params.email))),

  /** Any signed-in user (extension): the bearer's session ends; each of its tokens answers 401 from now on. 204. */
  handle(auth.logout, async ({ request }) => {
    const caller = await requireCaller(request);
    if (caller instanceof Response) return caller;
    endSession(caller.session);
    return new HttpResponse(null, { status: 204 });
  }),
];
