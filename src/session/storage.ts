import { KEPT_ON_LOGOUT, STORAGE_KEYS, sessionFromToken } from '../domain/session';
import { DRAFT_KEY_PATTERN, storageKeys } from '../shared/localDrafts';

/** The stored token, if it decodes and has not expired; a stored token that does not decode is cleared. */
export function loadStoredToken(now: number = Date.now()): string | null {
  const stored = safeGet(STORAGE_KEYS.token);
  if (!stored) return null;
  if (!sessionFromToken(stored, now)) {
    safeRemove(STORAGE_KEYS.token);
    return null;
  }
  return stored;
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    /* storage full or disabled: the session lives in memory only */
  }
}

/**
 * Logout: clears the session's storage but keeps the two devops status maps and the users' drafts
 * (src/shared/localDrafts.ts: per user, so only their own user reads them again).
 */
export function clearSessionStorage(): void {
  try {
    // Key by key, so that the kept entries (a draft may be large) are never written again.
    const kept = (key: string) => KEPT_ON_LOGOUT.includes(key) || DRAFT_KEY_PATTERN.test(key);
    for (const key of storageKeys(window.localStorage)) if (!kept(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    /* storage disabled */
  }
}

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeRemove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}

/**
 * The session as localStorage holds it for every tab: the token (above) and, beside it, the
 * server's clock offset that the tab which received the token measured (the tabs share one
 * clock, so the offset holds for each of them, and for a page that comes back later).
 */

/** The stored clock offset (ms), or null when none is stored or storage cannot be read. */
export function loadClockOffset(): number | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.clockOffset);
    const value = stored === null ? NaN : Number(stored);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores the clock offset of a token received from the server. A sign-in stores it at once: the
 * pre-rendered sign-in page stores its token itself, and the app that starts next reads both.
 */
export function storeClockOffset(clockOffsetMs: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.clockOffset, String(clockOffsetMs));
  } catch {
    /* storage full or disabled */
  }
}

/** Set when storage would not take this tab's last token (full): an empty storage then says nothing. */
let lastTokenUnsaved = false;

/**
 * Saves a token this tab received from the server, for the other tabs and the next page: the
 * clock offset first, so a tab that reads the new token finds its offset already there.
 */
export function saveOwnToken(token: string, clockOffsetMs: number): void {
  storeClockOffset(clockOffsetMs);
  storeToken(token);
  lastTokenUnsaved = readToken() !== token;
}

function readToken(): string | null | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return undefined;
  }
}

/**
 * The token in storage now, null when there is none (signed out), or undefined when storage
 * cannot tell: disabled, or empty because it could not take this tab's token (the session then
 * lives in this tab's memory only).
 */
export function readStoredToken(): string | null | undefined {
  const stored = readToken();
  return stored === null && lastTokenUnsaved ? undefined : stored;
}

/** The session a fresh page starts from: the stored token if it is valid by the server's clock, and that clock's offset. */
export function loadStoredSession(localNowMs: number = Date.now()): { token: string | null; clockOffsetMs: number } {
  const clockOffsetMs = loadClockOffset() ?? 0;
  return { token: loadStoredToken(localNowMs + clockOffsetMs), clockOffsetMs };
}

/** The server's time by the stored clock offset (pages that run before the store: the pre-rendered sign-in). */
export function storedServerNow(localNowMs: number = Date.now()): number {
  return localNowMs + (loadClockOffset() ?? 0);
}
