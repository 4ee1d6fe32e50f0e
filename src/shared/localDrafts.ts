/**
 * Drafts of typed work kept in localStorage across sign-outs, per user: `dfc.<kind>Draft.<userId>.<id>`
 * holding `{savedAt, value}`. Only the signed-in user's own drafts are ever read; logout keeps them
 * (clearSessionStorage skips DRAFT_KEY_PATTERN). pruneDrafts, run when a user's signed-in pages
 * start, drops the expired ones, the ones too big to keep, every other user's, and the user's
 * oldest beyond DRAFT_LIMITS.perUser; readDraft never returns an expired one.
 */

export type DraftKind = 'wizard' | 'content';

export const DRAFT_LIMITS = {
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  /** Characters of the stored JSON (an info item's content is at most 100 000 characters of HTML). */
  maxChars: 400_000,
  perUser: 20,
} as const;

/** Matches every draft key; the user id is group 2. */
export const DRAFT_KEY_PATTERN = /^dfc\.(wizard|content)Draft\.(\d+)\./;

export function draftKey(kind: DraftKind, userId: number, id: number | string): string {
  return `dfc.${kind}Draft.${userId}.${id}`;
}

export interface StoredDraft<T> {
  savedAt: number;
  value: T;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parseEnvelope(text: string | null): { savedAt: number; value: unknown } | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as unknown;
    if (typeof raw !== 'object' || raw === null || !('value' in raw)) return null;
    const savedAt = (raw as { savedAt?: unknown }).savedAt;
    return typeof savedAt === 'number' && Number.isFinite(savedAt) ? { savedAt, value: (raw as { value: unknown }).value } : null;
  } catch {
    return null;
  }
}

const fresh = (savedAt: number, now: number) => savedAt <= now + 60_000 && now - savedAt < DRAFT_LIMITS.maxAgeMs;

/** The user's draft, when it is there, not expired and of the expected shape (`parse`); a bad or expired one is removed. */
export function readDraft<T>(kind: DraftKind, userId: number, id: number | string, parse: (value: unknown) => T | null, now = Date.now()): StoredDraft<T> | null {
  const store = storage();
  const key = draftKey(kind, userId, id);
  try {
    const envelope = parseEnvelope(store?.getItem(key) ?? null);
    const value = envelope && fresh(envelope.savedAt, now) ? parse(envelope.value) : null;
    if (envelope && value !== null) return { savedAt: envelope.savedAt, value };
    if (store?.getItem(key) !== null) store?.removeItem(key);
  } catch {
    /* storage disabled */
  }
  return null;
}

/** The ids of the user's drafts of a kind (not checked: read each with readDraft). */
export function draftIds(kind: DraftKind, userId: number): string[] {
  const prefix = draftKey(kind, userId, '');
  return draftKeys().filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/** Keeps `value` as the user's draft; false when it could not be kept (too big, storage full or disabled). */
export function writeDraft(kind: DraftKind, userId: number, id: number | string, value: unknown, now = Date.now()): boolean {
  const text = JSON.stringify({ savedAt: now, value });
  if (text.length > DRAFT_LIMITS.maxChars) return false;
  try {
    window.localStorage.setItem(draftKey(kind, userId, id), text);
  } catch {
    return false;
  }
  return true;
}

export function removeDraft(kind: DraftKind, userId: number, id: number | string): void {
  try {
    window.localStorage.removeItem(draftKey(kind, userId, id));
  } catch {
    /* storage disabled */
  }
}

/** Every key of a storage area (read before any is removed). */
export function storageKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function draftKeys(): string[] {
  const store = storage();
  if (!store) return [];
  try {
    return storageKeys(store).filter((key) => DRAFT_KEY_PATTERN.test(key));
  } catch {
    return [];
  }
}

/**
 * Drops the drafts that are expired, unreadable or too big, those of every user but `userId`, and
 * the user's oldest beyond DRAFT_LIMITS.perUser.
 */
export function pruneDrafts(userId: number, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const mine: { key: string; savedAt: number }[] = [];
    for (const key of draftKeys()) {
      const text = store.getItem(key);
      const envelope = parseEnvelope(text);
      const owner = Number(DRAFT_KEY_PATTERN.exec(key)?.[2]);
      if (!envelope || owner !== userId || !fresh(envelope.savedAt, now) || (text ?? '').length > DRAFT_LIMITS.maxChars) store.removeItem(key);
      else mine.push({ key, savedAt: envelope.savedAt });
    }
    mine.sort((a, b) => b.savedAt - a.savedAt);
    for (const { key } of mine.slice(DRAFT_LIMITS.perUser)) store.removeItem(key);
  } catch {
    /* storage disabled */
  }
}
