import { useId, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDeleteAppMutation } from '../../../api/apps';
import { isApiError, isForbidden } from '../../../api/errors';
import { appListTexts } from '../../../texts/apps';

const t = appListTexts.delete;

export interface DeleteAppDialogProps {
  /** The app to delete (its id and its name as shown). */
  app: { appId: number; name: string };
  projectId: number;
  onCancel: () => void;
  /** Called once the server deleted the app; the list refreshes itself (the mutation invalidates it). */
  onDeleted: () => void;
}

function failureText(error: unknown): string {
  if (isForbidden(error)) return appListTexts.onlyParties;
  const code = isApiError(error) ? error.code : 'network';
  return code === 'network' || code === 'timeout' ? t.unreachable : t.failed;
}

/**
 * Delete App's confirmation (seed 001 section 2): 'Are you sure want to delete the App?' with
 * Delete and Cancel. A failure is said in words here (a 403: who may delete it), and the dialog
 * stays open to try again.
 * Mount it for one app (keyed by its id) and unmount it to close.
 */
export function DeleteAppDialog({ app, projectId, onCancel, onDeleted }: DeleteAppDialogProps) {
  const titleId = useId();
  const nameId = useId();
  const [deleteApp, { isLoading }] = useDeleteAppMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await deleteApp({ appId: app.appId, projectId }).unwrap();
      onDeleted();
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={nameId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.question}</DialogTitle>
      <DialogContent>
        <DialogContentText id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {app.name}
        </DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isLoading} autoFocus>
          {t.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disableElevation
          onClick={() => void confirm()}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
