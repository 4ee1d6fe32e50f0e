import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIdleTimer } from 'react-idle-timer';
import { config } from '../../config';
import { STORAGE_KEYS } from '../../domain/session';
import { TAB_ID, idleStep, now, parseActivity, recordActivity } from '../../session/activity';
import { logoutRequested, selectSession } from '../../session/slice';
import { pruneDrafts } from '../../shared/localDrafts';
import { askToLeave, keepUnsavedWork, leaveUnasked } from '../../shared/unsavedWork';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { lazyPopup, PopupSlot, preloadPopup } from '../../components/lazyPopup';

/** The question itself loads ahead of its first showing, not with the page (MUI's dialog and modal). */
const IdlePrompt = lazyPopup(() => import(/* webpackChunkName: "idle-prompt" */ './IdlePrompt').then((m) => m.IdlePrompt));

/**
 * Idle rule (seed 000 section 4): after the idle time-out the dialog shows; Stay closes it; idle
 * again with no activity clears storage and goes to /login (and so signs out every tab).
 * Activity counts in every tab: each tab records its last activity in localStorage, the dialog
 * shows only in the tab used last, and activity (or Stay) in another tab closes it here.
 * Unsaved work is never dropped silently: the dialog's Logout asks its question first (Stay keeps
 * the work and the session); before the sign-out (the time-out's or the dialog's Logout) the
 * page's guard keeps it as the user's local draft (keepUnsavedWork); after the time-out, sign-in
 * leads back to that page, where it is offered back. The time-out never waits for an answer. A user's signed-in pages starting here also drop expired drafts and
 * every other user's (src/shared/localDrafts.ts).
 */
export function IdleDialog() {
  const [open, setOpenState] = useState(false);
  const isOpen = useRef(false);
  const setOpen = (next: boolean) => {
    isOpen.current = next;
    setOpenState(next);
  };
  const openedAt = useRef(0);
  const lastActiveAt = useRef(0);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useAppSelector(selectSession)?.claims.Id ?? null;

  useEffect(() => {
    if (userId !== null) pruneDrafts(userId);
  }, [userId]);

  /** The time-out: keeps the unsaved work, signs out; sign-in comes back here when there was some. */
  const signOut = () => {
    const kept = keepUnsavedWork();
    dispatch(logoutRequested({ reason: 'idle' }));
    leaveUnasked(() => void navigate('/login', { replace: true, state: kept ? { from: pathname } : undefined }));
  };

  /** The dialog's Logout: asks about unsaved work (Stay: as the dialog's Stay), keeps it, then the usual /logout. */
  const logout = async () => {
    setOpen(false);
    if (!(await askToLeave())) {
      stay();
      return;
    }
    keepUnsavedWork();
    leaveUnasked(() => void navigate('/logout'));
  };

  const active = useCallback(() => {
    lastActiveAt.current = now();
    recordActivity(lastActiveAt.current, TAB_ID);
  }, []);

  const timer = useIdleTimer({
    timeout: config.timings.idleTimeoutMs,
    debounce: config.timings.idleDebounceMs,
    crossTab: false,
    onAction: active,
    onIdle: () => {
      const step = idleStep(
        { tab: TAB_ID, lastActiveAt: lastActiveAt.current, dialogOpenedAt: isOpen.current ? openedAt.current : null },
        config.timings.idleTimeoutMs,
      );
      if (step === 'signOut') {
        setOpen(false);
        signOut();
        return;
      }
      if (step === 'prompt') {
        openedAt.current = now();
        setOpen(true);
      } else if (step === 'close') {
        setOpen(false); // used in another tab meanwhile
      }
      timer.reset();
    },
  });

  // Signed in (or reloaded) here: this is the tab in use.
  useEffect(active, [active]);

  // Half-way to the first possible question, its code loads (a page's first load stays without it).
  useEffect(() => {
    const timeout = window.setTimeout(() => preloadPopup(IdlePrompt), config.timings.idleTimeoutMs / 2);
    return () => window.clearTimeout(timeout);
  }, []);

  // Activity in another tab (its Stay included) closes this tab's dialog.
  const { reset } = timer;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.lastActivity) return;
      const record = parseActivity(event.newValue);
      if (!record || record.tab === TAB_ID) return;
      if (!isOpen.current) return;
      isOpen.current = false;
      setOpenState(false);
      reset();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reset]);

  const stay = () => {
    setOpen(false);
    active();
    timer.reset();
  };

  return (
    <PopupSlot open={open}>
      <IdlePrompt open={open} onStay={stay} onLogout={() => void logout()} />
    </PopupSlot>
  );
}
