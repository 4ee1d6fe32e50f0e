import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { askToLeave, keepUnsavedWork, leaveUnasked } from '../../shared/unsavedWork';
import { texts } from '../../texts';

export const LOGOUT_PATH = '/logout';

/**
 * 'Do you want to Logout?' (seed 000 section 2): Yes goes to /logout, No goes to /. With unsaved
 * work, either asks the work's question first (src/shared/unsavedWork.ts): Stay keeps it on screen.
 */
export function LogoutConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const titleId = useId();
  const stay = () => {
    onClose();
    navigate('/');
  };
  const logout = async () => {
    onClose();
    if (!(await askToLeave())) return;
    // Signing out keeps what a page has not saved (the content editor's changes) as a local draft
    // that the same user is offered back after signing in again.
    keepUnsavedWork();
    leaveUnasked(() => void navigate(LOGOUT_PATH));
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.logout.question}</DialogTitle>
      <DialogActions>
        <Button onClick={stay}>{texts.logout.no}</Button>
        <Button variant="contained" onClick={() => void logout()} autoFocus>
          {texts.logout.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
