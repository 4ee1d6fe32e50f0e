import { useId, useState, type SyntheticEvent } from 'react';
import { Button, Dialog, DialogActions, DialogTitle, type DialogProps } from '@mui/material';
import { dialogTexts } from '../texts/dialogs';

const t = dialogTexts.discard;

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
 * close as before. The dialog's own buttons (Cancel) are the caller's and close unasked.
 */
export function GuardedDialog({ dirty, onClose, children, ...dialog }: GuardedDialogProps) {
  const [asking, setAsking] = useState(false);
  const titleId = useId();

  const requestClose = onClose
    ? (_event: SyntheticEvent | object, reason: CloseReason) => {
        if (dirty && (reason === 'escapeKeyDown' || reason === 'backdropClick')) setAsking(true);
        else onClose();
      }
    : undefined;

  return (
    <>
      <Dialog {...dialog} onClose={requestClose}>
        {children}
      </Dialog>
      <Dialog open={dialog.open && asking} onClose={() => setAsking(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t.question}</DialogTitle>
        <DialogActions>
          <Button
            onClick={() => {
              setAsking(false);
              onClose?.();
            }}
          >
            {t.discard}
          </Button>
          <Button variant="contained" onClick={() => setAsking(false)} autoFocus>
            {t.keepEditing}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
