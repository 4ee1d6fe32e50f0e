import { useEffect, useRef } from 'react';

/**
 * Unsaved work that a page keeps locally when the session ends: while a page has unsaved changes
 * it registers a keeper (useUnsavedChangesGuard does so for the content editor), and whatever ends
 * the session on its own (the idle sign-out) calls keepUnsavedWork() first, so that nothing typed
 * is lost and the same user is offered it back after signing in again.
 */
type Keeper = () => void;

const keepers = new Set<Keeper>();

/** Runs every registered keeper (each writes its local draft); true when there was unsaved work. */
export function keepUnsavedWork(): boolean {
  let kept = false;
  for (const keep of [...keepers]) {
    try {
      keep();
      kept = true;
    } catch {
      /* one page's failure does not stop the others, nor the sign-out */
    }
  }
  return kept;
}

/** While `active`, `keep` (its latest version) is what keepUnsavedWork runs for the calling page. */
export function useKeepOnSessionEnd(active: boolean, keep: Keeper | undefined): void {
  const latest = useRef(keep);
  useEffect(() => {
    latest.current = keep;
  });
  const enabled = active && keep !== undefined;
  useEffect(() => {
    if (!enabled) return undefined;
    const keeper: Keeper = () => latest.current?.();
    keepers.add(keeper);
    return () => void keepers.delete(keeper);
  }, [enabled]);
}
