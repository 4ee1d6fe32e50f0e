import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { isErrorMessage, texts } from '../texts';

export interface MessageModalProps {
  open: boolean;
  message: string;
  title?: string;
  /**
   * What the retry button does when the message contains 'Error'. Pages that hold user input pass
   * a handler that returns to it; without one the page reloads (the seeds' behaviour).
   */
  onRetry?: () => void;
  /** Label of the retry button: texts.common.retry unless given (the wizard says 'Re-Enter'). */
  retryLabel?: string;
  /** Without an error: where the button goes (home unless given) and what it reads. */
  doneLabel?: string;
  onDone?: () => void;
  /** Without an error: a second way on, a link shown before the main button (e.g. to what was just made). */
  next?: { label: string; to: string };
}

/**
 * The seeds' message modal: a message containing 'Error' turns the button into a retry;
 * otherwise it reads 'Go to Home'. Messages are shown as text (they may contain user input),
 * with the seeds' '\n' kept as line breaks.
 */
export function MessageModal({ open, message, title, onRetry, retryLabel, doneLabel, onDone, next }: MessageModalProps) {
  const navigate = useNavigate();
  const error = isErrorMessage(message);
  const act = () => {
    if (error) {
      if (onRetry) onRetry();
      else window.location.reload();
    } else if (onDone) onDone();
    else navigate('/');
  };
  return (
    <Dialog open={open} onClose={act} aria-labelledby="message-modal-title" aria-describedby="message-modal-text">
      <DialogTitle id="message-modal-title">{title ?? (error ? texts.common.errorTitle : texts.common.doneTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="message-modal-text" sx={{ whiteSpace: 'pre-line' }}>
          {message.replace(/\\n/g, '\n')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {next && !error && (
          <Button variant="outlined" component={RouterLink} to={next.to}>
            {next.label}
          </Button>
        )}
        <Button variant="contained" onClick={act} autoFocus>
          {error ? (retryLabel ?? texts.common.retry) : (doneLabel ?? texts.common.goToHome)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
