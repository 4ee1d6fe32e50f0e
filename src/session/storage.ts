import { KEPT_ON_LOGOUT, STORAGE_KEYS, sessionFromToken } from '../domain/session';

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

/** Logout: clears the session's storage but keeps the two devops status maps. */
export function clearSessionStorage(): void {
  try {
    const kept = KEPT_ON_LOGOUT.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
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
