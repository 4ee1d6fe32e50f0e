import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { keepUnsavedWork } from '../../shared/unsavedWork';
import { texts } from '../../texts';

export const LOGOUT_PATH = '/logout';

/** 'Do you want to Logout?' (seed 000 section 2): Yes keeps unsaved work and goes to /logout, No goes to /. */
export function LogoutConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const titleId = useId();
  const go = (path: string) => {
    onClose();
    // Signing out keeps what a page has not saved (the content editor's changes) as a local draft
    // that the same user is offered back after signing in again.
    if (path === LOGOUT_PATH) keepUnsavedWork();
    navigate(path);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.logout.question}</DialogTitle>
      <DialogActions>
        <Button onClick={() => go('/')}>{texts.logout.no}</Button>
        <Button variant="contained" onClick={() => go(LOGOUT_PATH)} autoFocus>
          {texts.logout.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
