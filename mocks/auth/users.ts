/** Accounts: sign-in, tokens, password reset and forgot password (seed 000 sections 3 and 7). */
import { AUTH_FAILURE, FORGOT_ANSWER, PASSWORD_RULES, RESET_ANSWER, type TokenClaims } from '../../src/domain/session';
import { signJwt, verifyJwt } from '../core/jwt';
import { addNotification } from '../notifications/notifications';
import { db } from '../core/state';
import type { MockUser } from '../core/types';
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

/** A locked account answers ACCOUNT_LOCKED whatever the password. */
export function signIn(username: string, password: string): SignInResult {
  const user = findUserByUsername(username.trim());
  if (user?.status === 'LOCKED') return { ok: false, message: AUTH_FAILURE.locked };
  if (!user || user.password !== password) return { ok: false, message: AUTH_FAILURE.invalid };
  return { ok: true, user };
}

export function claimsOf(user: MockUser, nowMs: number = Date.now()): TokenClaims {
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
  };
}

/** A signed token carrying the user's current claims. */
export function issueToken(user: MockUser): Promise<string> {
  return signJwt(claimsOf(user), db.signingKey);
}

/** Who calls with a token: the user, and whether the token says the password must be reset first. */
export interface Caller {
  user: MockUser;
  /** The token's resetStatus is false (the user's state may have changed since: the token counts). */
  mustResetPassword: boolean;
}

/** The active user a valid, unexpired token names, with the token's reset status; undefined otherwise. */
export async function callerFromToken(token: string): Promise<Caller | undefined> {
  const claims = await verifyJwt(token, db.signingKey);
  if (!claims || typeof claims.Id !== 'number') return undefined;
  const user = findUserById(claims.Id);
  if (!user || user.status !== 'ACTIVE' || user.username !== claims.sub) return undefined;
  return { user, mustResetPassword: claims.resetStatus === false };
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
  if (current !== user.password) return RESET_ANSWER.nomatch;
  if (next.length < PASSWORD_RULES.newMin || next.length > PASSWORD_RULES.newMax) return RESET_ANSWER.failure;
  user.password = next;
  user.resetStatus = true;
  return RESET_ANSWER.success;
}

/**
 * POST /api/forgot_password/{email}: Valid when a user has that e-mail. The demo sends no mail
 * and keeps the password as it is; the user finds a notice in the inbox instead.
 */
export function forgotPassword(email: string): string {
  const user = findUserByEmail(email);
  if (!user) return FORGOT_ANSWER.invalid;
  addNotification(
    user.userId,
    `A temporary password was issued and sent to <b>${user.email}</b>. <i>This demo sends no e-mail: your password is unchanged.</i>`,
  );
  return FORGOT_ANSWER.valid;
}
