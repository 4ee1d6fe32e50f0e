/**
 * Sessions (issue 36). A sign-in starts one: an id (the token's `sid`) and the sign-in time
 * (`auth_time`, seconds), which every refreshed token of it keeps. A session ends at its maximum
 * age from the sign-in, or at logout (POST /api/logout); from then on every token of it answers
 * 401, its refresh included, so a token can neither be renewed for ever nor outlive a logout.
 */
import { db } from '../core/state';
import { randomText } from '../core/jwt';
import './table';

/** A session's maximum age from its sign-in when nothing sets another (12 hours). */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

let maxAgeSeconds = DEFAULT_SESSION_MAX_AGE_SECONDS;

/**
 * Sets the maximum age of every session, running ones included: config's mockSessionMaxAgeSeconds,
 * handed in by the worker's start (mocks/serviceWorker.ts); tests set it too.
 */
export function setSessionMaxAge(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`A session's maximum age must be a number of seconds > 0, not ${seconds}`);
  maxAgeSeconds = seconds;
}

export function sessionMaxAgeSeconds(): number {
  return maxAgeSeconds;
}

/** What a session's tokens carry of it. */
export interface SessionStart {
  /** The session id (the `sid` claim). */
  sid: string;
  /** The sign-in time, in seconds (the `auth_time` claim). */
  authTime: number;
}

/** A session as one of its tokens names it, with that token's expiry (seconds). */
export interface TokenSession extends SessionStart {
  expiresAt: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A new session, signed in now: its id is 16 random bytes, guessed by nobody. */
export function newSession(nowMs: number = Date.now()): SessionStart {
  return { sid: randomText(16), authTime: seconds(nowMs) };
}

/** The session a verified token's claims name; undefined for a token without one (issued before sessions were). */
export function sessionOfClaims(claims: Record<string, unknown>): TokenSession | undefined {
  const { sid, auth_time: authTime, exp } = claims;
  if (typeof sid !== 'string' || !sid || typeof authTime !== 'number' || typeof exp !== 'number') return undefined;
  return { sid, authTime, expiresAt: exp };
}

/** Whether the session still runs: not past its maximum age from the sign-in, and not ended by a logout. */
export function isSessionLive(session: SessionStart, nowMs: number = Date.now()): boolean {
  if (seconds(nowMs) >= session.authTime + maxAgeSeconds) return false;
  return !db.endedSessions.some((ended) => ended.sid === session.sid);
}

/**
 * Logout: the session ends, and every token of it answers 401 from now on. It is remembered until
 * the last of its tokens would have expired anyway (the one shown, or one issued up to now); the
 * sessions whose tokens have all expired are forgotten.
 */
export function endSession(session: TokenSession, nowMs: number = Date.now()): void {
  const now = seconds(nowMs);
  const until = Math.max(session.expiresAt, now + db.settings.tokenLifetimeSeconds);
  db.endedSessions = db.endedSessions.filter((ended) => ended.until > now && ended.sid !== session.sid);
  db.endedSessions.push({ sid: session.sid, until });
}
