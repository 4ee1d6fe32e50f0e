import { isRole, type Role } from './roles';
export { isRole };

/** Claims of the portal's token (seed 000 section 3). */
export interface TokenClaims {
  Id: number;
  sub: string;
  Role: number;
  resetStatus: boolean;
  TYPE?: string;
  Status?: string;
  exp: number;
  iat?: number;
}

export interface Session {
  token: string;
  claims: TokenClaims;
  role: Role | null;
}

/** A claim written as a whole number or as a numeric string ("2"); undefined otherwise. */
function numberClaim(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A time claim (exp, iat: seconds, possibly with a fraction) as a number or a numeric string. */
function timeClaim(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A claim written as a boolean or as the string "true"/"false" (any case); undefined otherwise. */
function booleanClaim(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return word === 'true' ? true : word === 'false' ? false : undefined;
}

/**
 * A token's payload: its second part, base64url-encoded UTF-8 JSON (RFC 7519); undefined when it
 * cannot be read. Read here rather than by a library: the sign-in page loads this first (issue 38).
 */
function payloadOf(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Decodes a token; null when it does not decode, or its exp, sub or Id cannot be read (no session
 * at all). Claims are read leniently, and a claim that cannot be read counts as the stricter
 * outcome, never the looser one (the backend is not ours; a claim's encoding may differ):
 * - Role, Id, exp and iat: numbers or numeric strings ("2"); a Role that cannot be read is no
 *   role (Role NaN: roleOf gives null, the unknown-role page);
 * - resetStatus: a boolean or "true"/"false"; missing or anything else means the password must
 *   be reset (resetStatus false).
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const raw = payloadOf(token);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const exp = timeClaim(record.exp);
  const id = numberClaim(record.Id);
  if (exp === undefined || id === undefined || typeof record.sub !== 'string') return null;
  return {
    ...record,
    sub: record.sub,
    exp,
    Id: id,
    Role: numberClaim(record.Role) ?? Number.NaN,
    resetStatus: booleanClaim(record.resetStatus) ?? false,
    iat: timeClaim(record.iat),
  } as TokenClaims;
}

/** The portal role of the claims, or null when the Role claim is missing or not a known role. */
export function roleOf(claims: Pick<TokenClaims, 'Role'>): Role | null {
  const role = numberClaim(claims.Role);
  return isRole(role) ? role : null;
}

/** Two tokens of the same user (same sub and Id): a new one is a refresh, not another sign-in. */
export function sameUser(a: Pick<TokenClaims, 'sub' | 'Id'>, b: Pick<TokenClaims, 'sub' | 'Id'>): boolean {
  return a.sub === b.sub && String(a.Id) === String(b.Id);
}

/**
 * The server's clock minus this browser's (ms), measured when a token arrives: its iat (the
 * server's time of issue, in seconds) against the local time of receipt. 0 without a usable iat.
 * iat is whole seconds, so the measure reads up to a second (plus the answer's travel) early.
 */
export function clockOffsetOf(claims: Pick<TokenClaims, 'iat'> | null, receivedAtMs: number): number {
  const iat = claims?.iat;
  return typeof iat === 'number' && Number.isFinite(iat) && iat > 0 ? Math.round(iat * 1000 - receivedAtMs) : 0;
}

/** The server's time now: the local time corrected by the offset measured at receipt (clockOffsetOf). */
export function serverNow(localNowMs: number, clockOffsetMs: number): number {
  return localNowMs + clockOffsetMs;
}

/** Expired by the server's clock: exp against the local time corrected by the clock offset. */
export function isExpired(claims: TokenClaims, nowMs: number = Date.now(), clockOffsetMs = 0): boolean {
  return claims.exp * 1000 <= serverNow(nowMs, clockOffsetMs);
}

/** A usable session: the token decodes and has not expired (by the server's clock). */
export function sessionFromToken(
  token: string | null | undefined,
  nowMs: number = Date.now(),
  clockOffsetMs = 0,
): Session | null {
  const claims = decodeToken(token);
  if (!claims || isExpired(claims, nowMs, clockOffsetMs)) return null;
  return { token: token as string, claims, role: roleOf(claims) };
}

/** A token of the same user that is not older than the one held (it expires no earlier). */
export function isNotOlder(incoming: Pick<TokenClaims, 'exp'>, held: Pick<TokenClaims, 'exp'>): boolean {
  return incoming.exp >= held.exp;
}

/** resetStatus false means the user must reset the password before anything else. */
export function mustResetPassword(claims: TokenClaims): boolean {
  return claims.resetStatus === false;
}

/** Milliseconds until the token should be renewed, a margin before exp by the server's clock (never negative). */
export function msUntilRefresh(claims: TokenClaims, marginMs: number, nowMs: number = Date.now(), clockOffsetMs = 0): number {
  return Math.max(0, claims.exp * 1000 - marginMs - serverNow(nowMs, clockOffsetMs));
}

/** Local storage keys. Logout clears storage except the two devops status maps. */
export const STORAGE_KEYS = {
  token: 'token',
  projectDevopsStatusMap: 'devopsStatusMap',
  appDevopsStatusMap: 'appDevopsStatusMap',
  /** The last user activity in any tab ({at, tab}), so that idle time counts every tab. */
  lastActivity: 'lastActivity',
  /** The server's clock minus this browser's (ms), measured by the tab that received the token. */
  clockOffset: 'clockOffset',
} as const;

export const KEPT_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.projectDevopsStatusMap,
  STORAGE_KEYS.appDevopsStatusMap,
];

/** Loose e-mail check used before the forgot-password call. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/** Login failure answers of POST /authenticate. */
export const AUTH_FAILURE = { invalid: 'INVALID_CREDENTIALS', locked: 'ACCOUNT_LOCKED' } as const;

/** Answers of POST api/reset/password/. */
export const RESET_ANSWER = { nomatch: 'nomatch', failure: 'failure', success: 'success' } as const;

/** Answers of POST /api/forgot_password/{email}. */
export const FORGOT_ANSWER = { valid: 'Valid', invalid: 'Invalid' } as const;

/** Password lengths (seed 000 section 5). */
export const PASSWORD_RULES = {
  currentMin: 8,
  currentMax: 50,
  newMin: 8,
  newMax: 20,
} as const;
