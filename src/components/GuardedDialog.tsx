import { useId, useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import { Button, Dialog, DialogActions, DialogTitle, type DialogProps } from '@mui/material';
import { useUnsavedWork } from '../shared/unsavedWork';
import { dialogTexts } from '../texts/dialogs';

const t = dialogTexts.discard;

/** An answer to 'Discard your changes?': true for Discard, false for Keep editing. */
type Answer = (discard: boolean) => void;

/**
 * 'Discard your changes?' (Discard; Keep editing, the default), as a dialog of its own: `ask(answer)`
 * opens it and calls `answer` from the button's click; `leave()` asks the same for leaving the page
 * (useUnsavedWork's question). Render `dialog` where the question belongs. `open` false hides it.
 */
export function useDiscardQuestion(open = true): { ask: (answer: Answer) => void; leave: () => Promise<boolean>; dialog: ReactElement } {
  const [asking, setAsking] = useState(false);
  const pending = useRef<Answer | null>(null);
  const titleId = useId();
  const ask = (answer: Answer) => {
    // A question still open (Escape, then a link) is answered 'Keep editing' before the next.
    pending.current?.(false);
    pending.current = answer;
    setAsking(true);
  };
  const reply = (discard: boolean) => {
    const answer = pending.current;
    pending.current = null;
    setAsking(false);
    answer?.(discard);
  };
  const dialog = (
    <Dialog open={open && asking} onClose={() => reply(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.question}</DialogTitle>
      <DialogActions>
        <Button onClick={() => reply(true)}>{t.discard}</Button>
        <Button variant="contained" onClick={() => reply(false)} autoFocus>
          {t.keepEditing}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, leave: () => new Promise<boolean>((resolve) => ask(resolve)), dialog };
}

export interface GuardedDialogProps extends Omit<DialogProps, 'onClose'> {
  /** The dialog holds input that closing it would lose. */
  dirty: boolean;
  /** Escape or a click outside: closes at once when clean, after 'Discard your changes?' when dirty. None: they do nothing. */
  onClose?: () => void;
}

type CloseReason = 'escapeKeyDown' | 'backdropClick';

/**
 * MUI's Dialog for forms: with unsaved input (`dirty`), Escape and a backdrop click ask 'Discard
 * your changes?' (Discard closes, Keep editing, the default, goes back to the form); without, they
 * close as before. The dialog's own buttons (Cancel) are the caller's and close unasked. While it
 * is open with unsaved input, leaving the page (a link, Back, navigate(), signing out) asks the
 * same question first (src/shared/unsavedWork.ts), and so does closing the tab (the browser's).
 */
export function GuardedDialog({ dirty, onClose, children, ...dialog }: GuardedDialogProps) {
  const discard = useDiscardQuestion(dialog.open);
  useUnsavedWork(dialog.open && dirty, { ask: discard.leave });

  const requestClose = onClose
    ? (_event: SyntheticEvent | object, reason: CloseReason) => {
        if (dirty && (reason === 'escapeKeyDown' || reason === 'backdropClick')) discard.ask((yes) => yes && onClose());
        else onClose();
      }
    : undefined;

  return (
    <>
      <Dialog {...dialog} onClose={requestClose}>
        {children}
      </Dialog>
      {discard.dialog}
    </>
  );
}
