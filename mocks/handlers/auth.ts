/** Mirrors src/api/auth.ts and the client's /refresh. */
import { http, HttpResponse } from 'msw';
import { AUTH_FAILURE } from '../../src/domain/session';
import { forgotPassword, issueToken, persistDb, resetPassword, signIn } from '../db';
import { message, plain, requireUser, withLatency } from './http';

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** The e-mail segment of /api/forgot_password/{email}, URL-decoded once. */
function emailOf(request: Request): string {
  const segment = new URL(request.url).pathname.replace(/^\/api\/forgot_password\/?/, '').replace(/\/$/, '');
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export const authHandlers = [
  http.post(
    '/authenticate',
    withLatency(async ({ request }) => {
      const body = (await jsonBody(request)) as { username?: unknown; password?: unknown } | undefined;
      if (typeof body?.username !== 'string' || typeof body.password !== 'string') {
        return message(AUTH_FAILURE.invalid, 400);
      }
      const result = signIn(body.username, body.password);
      if (!result.ok) return message(result.message, 401);
      return HttpResponse.json({ token: await issueToken(result.user) });
    }),
  ),

  http.get(
    '/refresh',
    withLatency(async ({ request }) => {
      const user = await requireUser(request);
      if (user instanceof Response) return user;
      return HttpResponse.json({ token: await issueToken(user) });
    }),
  ),

  http.post(
    '/api/reset/password/',
    withLatency(async ({ request }) => {
      const user = await requireUser(request);
      if (user instanceof Response) return user;
      const answer = resetPassword(user, await jsonBody(request));
      persistDb();
      return plain(answer);
    }),
  ),

  http.post(
    '/api/forgot_password/*',
    withLatency(({ request }) => {
      const answer = forgotPassword(emailOf(request));
      persistDb();
      return plain(answer);
    }),
  ),
];
