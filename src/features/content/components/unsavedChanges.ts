import { useEffect, useRef, type RefObject } from 'react';
import { useKeepOnSessionEnd } from '../../../shared/unsavedWork';

/**
 * While `dirty`, leaving the page asks first. The app's router is a BrowserRouter (not a data
 * router), so react-router's useBlocker is not available; instead:
 * - closing or reloading the tab, or typing another address: the browser's own beforeunload prompt;
 * - a click on a link of this page (the menu, the top bar, a link in the content): `confirm(question)`
 *   before the navigation; declining stops the click before react-router sees it (capture phase);
 * - the browser's Back button (or a jump further back in its history list): the same `confirm`,
 *   through a sentinel history entry (useBackButtonGuard below).
 * - the session ending on its own (the idle sign-out), which cannot wait for an answer: `keep`
 *   (registered while dirty, src/shared/unsavedWork.ts) saves the changes as a local draft first.
 * Links inside `except` (the editor itself) are left alone.
 */
export function useUnsavedChangesGuard(dirty: boolean, question: string, except?: { current: HTMLElement | null }, keep?: () => void): void {
  useKeepOnSessionEnd(dirty, keep);
  const back = useBackButtonGuard(dirty, question);
  /** A link the user agreed to follow, clicked again once the sentinel is gone: it passes unasked. */
  const passing = useRef<Element | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The user has already agreed to leave through Back: the page may go without a second prompt.
      if (back.current?.left) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      // A modified click opens another tab or window: nothing is lost here.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest('a[href]');
      if (!anchor || except?.current?.contains(anchor)) return;
      if (anchor === passing.current) {
        passing.current = null;
        return;
      }
      const href = anchor.getAttribute('href') ?? '';
      if (href.startsWith('#') || href.startsWith('mailto:') || anchor.getAttribute('target') === '_blank') return;
      const leave = window.confirm(question);
      if (leave && !back.current?.onSentinel()) return;
      event.preventDefault();
      event.stopPropagation();
      if (!leave) return;
      // Take the sentinel out of the history first (so that Back on the next page does not land on
      // it), then follow the link as clicked.
      passing.current = anchor;
      back.current?.leave(() => {
        if (anchor instanceof HTMLElement && anchor.isConnected) anchor.click();
        else window.location.assign(href);
      });
      // Should the page stay (a link to itself), the next change arms a new sentinel.
      back.current = null;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question, except, back]);
}

/* ---------- Back and Forward ---------- */

/** The key a sentinel entry carries in history.state, beside react-router's own `usr`, `key` and `idx`. */
export const SENTINEL_MARK = 'unsavedChangesSentinel';

type EntryState = Record<string, unknown> & { key?: unknown; idx?: unknown; [SENTINEL_MARK]?: unknown };

const entryState = () => (window.history.state ?? null) as EntryState | null;
const indexOf = (state: EntryState | null) => (typeof state?.idx === 'number' ? state.idx : null);
const isSentinel = (state: EntryState | null) => typeof state?.[SENTINEL_MARK] === 'string';

/** The pending removal of a sentinel (at most one: a new guard cancels it, as the history is its now). */
let pendingStep: (() => void) | null = null;

/**
 * Steps back from a sentinel onto the entry beneath it, which shows the same page, without
 * react-router (or anyone) seeing that popstate; then runs `then`.
 */
function stepOffSentinel(then?: () => void): void {
  pendingStep?.();
  const beneathKey = entryState()?.key;
  const swallow = (event: PopStateEvent) => {
    cancel();
    const now = entryState();
    // Not the step taken here (someone moved the history meanwhile): leave it to the others.
    if (isSentinel(now) || now?.key !== beneathKey) return;
    event.stopImmediatePropagation();
    then?.();
  };
  const cancel = () => {
    window.removeEventListener('popstate', swallow, true);
    if (pendingStep === cancel) pendingStep = null;
  };
  pendingStep = cancel;
  window.addEventListener('popstate', swallow, true);
  window.history.back();
}

interface BackGuard {
  /** Whether the sentinel is the current history entry. */
  onSentinel(): boolean;
  /** The user chose to leave by a link: the sentinel goes (unseen), then `then` runs; the guard is done. */
  leave(then: () => void): void;
  /** The editor closes (saved, cancelled) or the page goes: the sentinel goes if it is current. */
  release(): void;
  /** The user chose to leave through Back: nothing asks any more. */
  readonly left: boolean;
}

/**
 * Pushes a sentinel: a second entry for the same URL with the current entry's state (react-router's
 * `usr` and `key` as they are, `idx` one up) and SENTINEL_MARK. Back from it fires a popstate for the
 * same location: caught here before react-router's listener (capture listeners on the target run
 * first) and hidden from it. `mayLeave()` (no changes, or the user said so) decides: leave goes on
 * back to where the user was heading; stay puts the sentinel back. A sentinel that is already the
 * current entry (left by an earlier edit of this page) is taken over instead of stacking another.
 */
function armBackGuard(mayLeave: () => boolean): BackGuard {
  // A sentinel of a guard just released may still be on its way out: its step back is absorbed
  // here (the sentinel is put back without a question) instead of being taken for the user's Back.
  const start = entryState();
  let absorbStep = pendingStep !== null && isSentinel(start);
  pendingStep?.();
  const token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const sentinelIndex = isSentinel(start) ? (indexOf(start) ?? 1) : (indexOf(start) ?? 0) + 1;
  const sentinelOf = (beneath: EntryState | null) => ({ ...beneath, idx: sentinelIndex, [SENTINEL_MARK]: token });
  if (isSentinel(start)) window.history.replaceState(sentinelOf(start), '');
  else window.history.pushState(sentinelOf(start), '', window.location.href);

  let left = false;
  const ours = () => entryState()?.[SENTINEL_MARK] === token;

  const onPopState = (event: PopStateEvent) => {
    const now = entryState();
    // Back onto the sentinel (after staying), or moves among entries above it: still this page.
    if (ours()) return;
    const index = indexOf(now);
    if (index !== null && index >= sentinelIndex) return;
    // Below the sentinel: react-router must not move until the user has chosen.
    event.stopImmediatePropagation();
    const delta = index === null ? -1 : index - sentinelIndex;
    const absorb = absorbStep && delta === -1;
    absorbStep = false;
    if (!absorb && mayLeave()) {
      detach();
      left = true;
      // One step back is the entry beneath the sentinel, this same page: go on to the one before it.
      if (delta === -1) window.history.back();
      // Further back is already where the user is heading: let react-router see it now.
      else window.dispatchEvent(new PopStateEvent('popstate', { state: now }));
    } else if (delta === -1) {
      window.history.pushState(sentinelOf(now), '', window.location.href);
    } else {
      window.history.go(-delta);
    }
  };
  const detach = () => window.removeEventListener('popstate', onPopState, true);
  window.addEventListener('popstate', onPopState, true);

  return {
    onSentinel: ours,
    leave(then) {
      detach();
      if (ours()) stepOffSentinel(then);
      else then();
    },
    release() {
      detach();
      if (ours()) stepOffSentinel();
    },
    get left() {
      return left;
    },
  };
}

/**
 * The browser's Back (and Forward) with unsaved changes: the first time the page is `dirty`, a
 * sentinel history entry for the same URL goes on top (so Forward, which could only lead to the
 * entries a new entry drops, cannot leave either). Leaving it backwards asks `question`, with the
 * same window.confirm as a link; without changes by then, Back goes on unasked. When the editor
 * closes (saved, cancelled) or the page goes, the sentinel is stepped off again if it is still the
 * current entry, without react-router noticing.
 */
export function useBackButtonGuard(dirty: boolean, question: string): RefObject<BackGuard | null> {
  const mayLeave = useRef<() => boolean>(() => true);
  const guard = useRef<BackGuard | null>(null);

  useEffect(() => {
    mayLeave.current = () => !dirty || window.confirm(question);
  }, [dirty, question]);

  useEffect(() => {
    if (dirty && !guard.current) guard.current = armBackGuard(() => mayLeave.current());
  }, [dirty]);

  useEffect(
    () => () => {
      guard.current?.release();
      guard.current = null;
    },
    [],
  );

  return guard;
}
