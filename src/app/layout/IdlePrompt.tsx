import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { texts } from '../../texts';

/** The idle question (seed 000 section 4): Stay keeps the session, Logout signs out (IdleDialog decides when). */
export function IdlePrompt({ open, onStay, onLogout }: { open: boolean; onStay: () => void; onLogout: () => void }) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="idle-title" aria-describedby="idle-body">
      <DialogTitle id="idle-title">{texts.idle.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">{texts.idle.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{texts.idle.logout}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {texts.idle.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
