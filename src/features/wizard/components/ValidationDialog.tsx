import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { projectTexts } from '../../../texts/projects';

interface ValidationDialogProps {
  message: string | null;
  onClose: () => void;
  /** Called once the dialog has gone, so that the focus can move to the field concerned. */
  onClosed: () => void;
}

/** A validation message of the last step, with a 'Select' button that leads to the field. */
export function ValidationDialog({ message, onClose, onClosed }: ValidationDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      disableRestoreFocus
      aria-labelledby="wizard-validation-title"
      aria-describedby="wizard-validation-text"
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id="wizard-validation-title">{projectTexts.wizard.validationTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="wizard-validation-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {projectTexts.wizard.select}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
