import { STORAGE_KEYS } from '../domain/session';
import { loadStoredToken, storeToken } from './storage';

/**
 * The session as localStorage holds it for every tab: the token (storage.ts) and, beside it, the
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
