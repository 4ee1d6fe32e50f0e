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
