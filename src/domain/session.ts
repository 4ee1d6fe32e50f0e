import { jwtDecode } from 'jwt-decode';
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

/** Decodes a token; null when it does not decode or lacks the documented claims. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    if (typeof claims !== 'object' || claims === null) return null;
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}

/** A usable session: the token decodes and has not expired. */
export function sessionFromToken(token: string | null | undefined, nowMs: number = Date.now()): Session | null {
  const claims = decodeToken(token);
  if (!claims || isExpired(claims, nowMs)) return null;
  return { token: token as string, claims, role: isRole(claims.Role) ? claims.Role : null };
}

/** resetStatus false means the user must reset the password before anything else. */
export function mustResetPassword(claims: TokenClaims): boolean {
  return claims.resetStatus === false;
}

/** Milliseconds until the token should be renewed (never negative). */
export function msUntilRefresh(claims: TokenClaims, marginMs: number, nowMs: number = Date.now()): number {
  return Math.max(0, claims.exp * 1000 - marginMs - nowMs);
}

/** Local storage keys. Logout clears storage except the two devops status maps. */
export const STORAGE_KEYS = {
  token: 'token',
  projectDevopsStatusMap: 'devopsStatusMap',
  appDevopsStatusMap: 'appDevopsStatusMap',
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
