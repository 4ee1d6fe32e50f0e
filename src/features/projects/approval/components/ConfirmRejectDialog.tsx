import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.approval;

export interface ConfirmRejectDialogProps {
  open: boolean;
  /** User input: rendered as text. */
  projectName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Reject asks first: the project goes back to its agency. */
export function ConfirmRejectDialog({ open, projectName, onConfirm, onCancel }: ConfirmRejectDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-reject-title" aria-describedby="confirm-reject-text">
      <DialogTitle id="confirm-reject-title">{t.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-reject-text" sx={{ overflowWrap: 'anywhere' }}>
          {t.confirmBody(projectName)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t.confirmReject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
