import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';

/**
 * Unsaved work, in one place. While a page (the content editor, the wizard) or a dialog with
 * typed input (GuardedDialog) has unsaved work it registers here (useUnsavedWork):
 * - leaving it inside the app asks first: a link, Back and Forward, navigate() and the sign-out,
 *   all through the data router's one blocker (UnsavedWorkBlocker, rendered once inside the
 *   router) and the work's own question (the latest registered one is asked); Stay keeps the work,
 *   Leave goes;
 * - closing or reloading the tab, or typing another address: the browser's own beforeunload prompt;
 * - the session ending on its own (the idle sign-out), which cannot wait for an answer: its keeper
 *   writes the work as a local draft first (keepUnsavedWork), offered back after signing in again.
 */

/** Writes a page's unsaved work as the user's local draft. */
type Keeper = () => void;

/** Asks whether to leave the unsaved work: true leaves (Leave), false stays (Stay). */
export type LeaveQuestion = () => boolean | Promise<boolean>;

interface Guard {
  ask: LeaveQuestion;
  unload: boolean;
}

/** In the order they were registered: the last one is the work in front of the user (a dialog over its page). */
const guards: Guard[] = [];
const keepers = new Set<Keeper>();

/** Whether some page or dialog has unsaved work now. */
export function hasUnsavedWork(): boolean {
  return guards.length > 0;
}

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

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (!guards.some((guard) => guard.unload)) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
};

export interface UnsavedWorkOptions {
  /** The question before leaving (its latest version is asked). */
  ask: LeaveQuestion;
  /** Writes the work as a local draft when the session ends (keepUnsavedWork). */
  keep?: Keeper;
  /** Whether closing or reloading the tab asks too (false: the work survives a reload, e.g. autosaved). Default true. */
  unload?: boolean;
}

/** While `dirty`, leaving asks `ask` first, and the session's end runs `keep` (see the top of this file). */
export function useUnsavedWork(dirty: boolean, { ask, keep, unload = true }: UnsavedWorkOptions): void {
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  useKeepOnSessionEnd(dirty, keep);
  useEffect(() => {
    if (!dirty) return undefined;
    const guard: Guard = { ask: () => latestAsk.current(), unload };
    guards.push(guard);
    if (guards.length === 1) window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
      if (guards.length === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, unload]);
}

/** Asks the unsaved work's question (the latest guard's); true at once when nothing is unsaved. */
export async function askToLeave(): Promise<boolean> {
  const guard = guards.at(-1);
  if (!guard) return true;
  try {
    return await guard.ask();
  } catch {
    return false;
  }
}

/** Set while a navigation the user already agreed to (or that the session's end forces) starts. */
let passing = false;

/**
 * Runs `go` (which navigates at once: navigate(), a link's click) without the blocker asking: the
 * user has already answered (askToLeave), or nobody is there to answer (the idle time-out).
 */
export function leaveUnasked(go: () => void): void {
  passing = true;
  try {
    go();
  } finally {
    passing = false;
  }
}

/** Whether a navigation leaves the page (another path or query; not its hash, not its state). */
const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
  !passing && hasUnsavedWork() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/**
 * The router's one blocker (react-router supports one at a time): rendered once inside the data
 * router (src/app/router.tsx). A blocked navigation asks the unsaved work's question; Leave lets it
 * go on, Stay cancels it (for Back, the address goes back to this page).
 */
export function UnsavedWorkBlocker(): null {
  const blocker = useBlocker(shouldBlock);
  /** The blocked navigation to answer (the latest, should another start while the question is open). */
  const blocked = useRef<Blocker | null>(null);
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocked.current = blocker;
    if (asking.current) return;
    asking.current = true;
    void askToLeave().then((leave) => {
      asking.current = false;
      const answered = blocked.current;
      blocked.current = null;
      if (answered?.state !== 'blocked') return;
      if (leave) answered.proceed();
      else answered.reset();
    });
  }, [blocker]);
  return null;
}
