import { authenticate, isAccountLocked } from '../api/signInCalls';
import { toApiError } from '../api/errors';
import { clockOffsetOf, decodeToken, FORGOT_ANSWER, isValidEmail } from '../domain/session';
import { texts } from '../texts';
import { storeClockOffset } from './storage';

/**
 * The sign-in pages' rules, in one place for both ways those pages run: the React pages
 * (src/features/auth/pages, through signIn.ts) and the pre-rendered pages' own small script
 * (src/public), which signs in before the app has loaded.
 */
export type SignInOutcome = { ok: true; token: string; clockOffsetMs: number } | { ok: false; message: string };

/** The documented message when a field is empty, else null. The username is trimmed. */
export function credentialsProblem(username: string, password: string): string | null {
  return username.trim() && password ? null : texts.login.emptyFields;
}

/**
 * POST /authenticate with filled fields: the token and the server's clock offset measured at its
 * receipt (stored at once, for the app that the pre-rendered page starts), or the message to show
 * (seed 000 section 8).
 */
export async function checkCredentials(username: string, password: string): Promise<SignInOutcome> {
  try {
    const token = await authenticate(username.trim(), password);
    const claims = decodeToken(token);
    if (!claims) throw new Error('undecodable token');
    const clockOffsetMs = clockOffsetOf(claims, Date.now());
    storeClockOffset(clockOffsetMs);
    return { ok: true, token, clockOffsetMs };
  } catch (error) {
    // Bad credentials, a locked account, or any other failure.
    const message = isAccountLocked(toApiError(error)) ? texts.login.accountLocked : texts.login.invalidCredentials;
    return { ok: false, message };
  }
}

export type ForgotOutcome = { severity: 'success' | 'error'; message: string };

/** What the forgot-password form says for an address the user typed (seed 000 sections 5, 8). */
export async function requestPasswordMail(email: string, send: (email: string) => Promise<string>): Promise<ForgotOutcome> {
  if (!isValidEmail(email)) return { severity: 'error', message: texts.forgotPassword.invalidEmail };
  let answer: string;
  try {
    answer = await send(email.trim());
  } catch {
    return { severity: 'error', message: texts.common.requestFailed };
  }
  return answer === FORGOT_ANSWER.valid
    ? { severity: 'success', message: texts.forgotPassword.sent }
    : { severity: 'error', message: texts.forgotPassword.invalidEmail };
}

/** Where a sign-in leads: the page the user was sent away from, unless that was /login or /logout. */
export function afterSignIn(from: string | null | undefined): string {
  return from && from.startsWith('/') && !from.startsWith('//') && from !== '/login' && from !== '/logout' ? from : '/';
}
