import { STORAGE_KEYS } from '../domain/session';

/** The last user activity in any tab of this browser: when it was, and in which tab. */
export interface ActivityRecord {
  at: number;
  tab: string;
}

/** This tab's id (one per page load). */
export const TAB_ID: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function parseActivity(value: string | null): ActivityRecord | null {
  if (!value) return null;
  try {
    const record = JSON.parse(value) as Partial<ActivityRecord>;
    return typeof record.at === 'number' && typeof record.tab === 'string' ? { at: record.at, tab: record.tab } : null;
  } catch {
    return null;
  }
}

export function lastActivity(): ActivityRecord | null {
  try {
    return parseActivity(window.localStorage.getItem(STORAGE_KEYS.lastActivity));
  } catch {
    return null;
  }
}

/** Records activity of this tab, for the idle timers of every tab. */
export function recordActivity(at: number = Date.now(), tab: string = TAB_ID): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, JSON.stringify({ at, tab } satisfies ActivityRecord));
  } catch {
    /* storage disabled: idle counts this tab only */
  }
}

/**
 * What this tab does when its idle timer expires. It prompts when it is the tab used last; it
 * restarts its timer when another tab was used after it (that tab prompts instead), unless that
 * activity is so old (two time-outs: prompt and sign-out) that the other tab must be gone.
 */
export function idleVerdict(
  record: ActivityRecord | null,
  own: { tab: string; lastActiveAt: number },
  now: number,
  timeoutMs: number,
): 'prompt' | 'restart' {
  if (!record || record.tab === own.tab || record.at <= own.lastActiveAt) return 'prompt';
  return now - record.at >= 2 * timeoutMs ? 'prompt' : 'restart';
}

/** The idle timer of this tab expired: what to do. */
export type IdleStep = 'prompt' | 'restart' | 'close' | 'signOut';

export function idleStep(
  own: { tab: string; lastActiveAt: number; dialogOpenedAt: number | null },
  timeoutMs: number,
  record: ActivityRecord | null = lastActivity(),
  now: number = Date.now(),
): IdleStep {
  if (own.dialogOpenedAt !== null) {
    // Idle again with the dialog open: sign out, unless another tab was used meanwhile.
    return record && record.tab !== own.tab && record.at > own.dialogOpenedAt ? 'close' : 'signOut';
  }
  return idleVerdict(record, own, now, timeoutMs);
}

export const now = (): number => Date.now();
