/** Accounts: sign-in, tokens, password reset and forgot password (seed 000 sections 3 and 7). */
import { escapeHtml } from '../../src/domain/escapeHtml';
import { AUTH_FAILURE, FORGOT_ANSWER, PASSWORD_RULES, RESET_ANSWER, type TokenClaims } from '../../src/domain/session';
import { randomText, signJwt, verifyJwt } from '../core/jwt';
import { addNotification } from '../notifications/notifications';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
import { isSessionLive, newSession, sessionOfClaims, type SessionStart, type TokenSession } from './sessions';
import './table';

export type SignInResult = { ok: true; user: MockUser } | { ok: false; message: string };

export function findUserById(userId: number): MockUser | undefined {
  return db.users.find((u) => u.userId === userId);
}

export function findUserByUsername(username: string): MockUser | undefined {
  return db.users.find((u) => u.username === username);
}

export function findUserByEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  return wanted ? db.users.find((u) => u.email.toLowerCase() === wanted) : undefined;
}

/**
 * The password of an account created without one (an imported user): no password signs it in,
 * the empty one neither, until 'Forgot Password' issues a temporary one.
 */
export const NO_PASSWORD = '';

/** Whether the text is the account's own password (an account without one has none to match). */
const isOwnPassword = (user: MockUser, password: string) => user.password !== NO_PASSWORD && password === user.password;

/** Whether the text is the temporary password 'Forgot Password' issued the account (if any). */
const isTemporaryPassword = (user: MockUser, password: string) => !!user.temporaryPassword && password === user.temporaryPassword;

/**
 * A locked account answers ACCOUNT_LOCKED whatever the password; an account without a password
 * answers INVALID_CREDENTIALS to every one, as a wrong password does. The temporary password of
 * 'Forgot Password' signs in too, and the account must then reset its password (resetStatus false,
 * stored: a refreshed token says so as well).
 */
export function signIn(username: string, password: string): SignInResult {
  const user = findUserByUsername(username.trim());
  if (user?.status === 'LOCKED') return { ok: false, message: AUTH_FAILURE.locked };
  if (!user) return { ok: false, message: AUTH_FAILURE.invalid };
  if (isOwnPassword(user, password)) return { ok: true, user };
  if (!isTemporaryPassword(user, password)) return { ok: false, message: AUTH_FAILURE.invalid };
  user.resetStatus = false;
  return { ok: true, user };
}

/**
 * The mock's claims: the seeds' (seed 000 section 3), plus the session's id (`sid`) and sign-in
 * time (`auth_time`, seconds, as OpenID Connect names it), the same in every token of a session.
 */
export interface MockTokenClaims extends TokenClaims {
  auth_time: number;
  sid: string;
}

export function claimsOf(user: MockUser, session: SessionStart, nowMs: number = Date.now()): MockTokenClaims {
  const iat = Math.floor(nowMs / 1000);
  return {
    Id: user.userId,
    sub: user.username,
    Role: user.role,
    resetStatus: user.resetStatus,
    TYPE: user.type,
    Status: 'ACTIVE',
    iat,
    exp: iat + db.settings.tokenLifetimeSeconds,
    auth_time: session.authTime,
    sid: session.sid,
  };
}

/**
 * A signed token carrying the user's current claims, in the given session (a refresh) or in a
 * new one (a sign-in).
 */
export function issueToken(user: MockUser, session: SessionStart = newSession()): Promise<string> {
  return signJwt(claimsOf(user, session), db.signingKey);
}

/** Who calls with a token: the user, whether the token says the password must be reset first, and its session. */
export interface Caller {
  user: MockUser;
  /** The token's resetStatus is false (the user's state may have changed since: the token counts). */
  mustResetPassword: boolean;
  session: TokenSession;
}

/**
 * The active user a valid, unexpired token of a running session names (./sessions.ts: not past
 * its maximum age, not ended by logout), with the token's reset status; undefined otherwise.
 */
export async function callerFromToken(token: string): Promise<Caller | undefined> {
  const claims = await verifyJwt(token, db.signingKey);
  if (!claims || typeof claims.Id !== 'number') return undefined;
  const session = sessionOfClaims(claims);
  if (!session || !isSessionLive(session)) return undefined;
  const user = findUserById(claims.Id);
  if (!user || user.status !== 'ACTIVE' || user.username !== claims.sub) return undefined;
  return { user, mustResetPassword: claims.resetStatus === false, session };
}

/** The active user a valid, unexpired token names; undefined otherwise. */
export async function userFromToken(token: string): Promise<MockUser | undefined> {
  return (await callerFromToken(token))?.user;
}

/** POST api/reset/password/ with [current, new]. */
export function resetPassword(user: MockUser, body: unknown): string {
  if (!Array.isArray(body) || body.length !== 2 || !body.every((v) => typeof v === 'string')) {
    return RESET_ANSWER.failure;
  }
  const [current, next] = body as [string, string];
  if (!isOwnPassword(user, current) && !isTemporaryPassword(user, current)) return RESET_ANSWER.nomatch;
  if (next.length < PASSWORD_RULES.newMin || next.length > PASSWORD_RULES.newMax) return RESET_ANSWER.failure;
  user.password = next;
  user.resetStatus = true;
  delete user.temporaryPassword;
  return RESET_ANSWER.success;
}

/** A fresh temporary password: 16 characters from 12 random bytes, guessed by nobody. */
function newTemporaryPassword(): string {
  return randomText(12);
}

/**
 * POST /api/forgot_password/{email}: Valid when a user has that e-mail. A temporary password is
 * issued (it replaces an earlier one; the account's own password still signs in, so nobody can
 * lock another user out with this call): signing in with it leads to the password reset. The
 * demo sends no mail, and no answer, notice or page of the demo shows the temporary password: a
 * demo user cannot learn it (the tests read it from the mock's state, as a mail would bring it).
 * The user finds a notice in the inbox instead.
 */
export function forgotPassword(email: string): string {
  const user = findUserByEmail(email);
  if (!user) return FORGOT_ANSWER.invalid;
  user.temporaryPassword = newTemporaryPassword();
  addNotification(
    user.userId,
    `A temporary password was issued and sent to <b>${escapeHtml(user.email)}</b>. <i>This demo sends no e-mail: your password is unchanged.</i>`,
  );
  return FORGOT_ANSWER.valid;
}
