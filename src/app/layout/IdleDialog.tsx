import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdleTimer } from 'react-idle-timer';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { config } from '../../config';
import { logoutRequested } from '../../session/slice';
import { texts } from '../../texts';
import { useAppDispatch } from '../../store/hooks';

/**
 * Idle rule (seed 000 section 4): after the idle time-out the dialog shows; Stay closes it; idle
 * again with no activity clears storage and goes to /login.
 */
export function IdleDialog() {
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const timer = useIdleTimer({
    timeout: config.timings.idleTimeoutMs,
    debounce: config.timings.idleDebounceMs,
    crossTab: false,
    onIdle: () => {
      if (open) {
        setOpen(false);
        dispatch(logoutRequested({ reason: 'idle' }));
        navigate('/login', { replace: true });
      } else {
        setOpen(true);
        timer.reset();
      }
    },
  });

  const stay = () => {
    setOpen(false);
    timer.reset();
  };

  return (
    <Dialog open={open} onClose={stay} aria-labelledby="idle-title" aria-describedby="idle-body">
      <DialogTitle id="idle-title">{texts.idle.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">{texts.idle.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate('/logout')}>{texts.idle.logout}</Button>
        <Button variant="contained" onClick={stay} autoFocus>
          {texts.idle.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
