import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { texts } from '../../../texts';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { gitToolsActions as actions, selectGitTools } from '../slice';

/**
 * Where the running workflow is (Create & Clone Repo, Add Branch, Merge Branch): its step with a
 * progress bar; 'still running' with Keep waiting and Stop following once the upper bound of reads
 * was reached; then its outcome in words (the seeds' merged message for a merge), or why it failed.
 */
export function OperationStatus() {
  const dispatch = useAppDispatch();
  const { operation } = useAppSelector(selectGitTools);
  if (!operation) return null;
  const what = t.operations[operation.kind];
  const dismiss = (
    <Button color="inherit" size="small" onClick={() => dispatch(actions.dismissed())}>
      {t.dismiss}
    </Button>
  );
  switch (operation.phase) {
    case 'running':
      return (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {operation.step || what}
          </Typography>
          <LinearProgress aria-label={what} />
        </Box>
      );
    case 'stillRunning':
      return (
        <Alert
          severity="warning"
          role="status"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => dispatch(actions.keepWaiting())}>
                {texts.common.keepWaiting}
              </Button>
              <Button color="inherit" size="small" onClick={() => dispatch(actions.stopRequested())}>
                {t.stop}
              </Button>
            </Stack>
          }
        >
          {texts.common.stillRunning(what)} {operation.step}
        </Alert>
      );
    case 'succeeded':
      return (
        <Alert severity="success" role="status" action={dismiss}>
          {operation.message}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="alert" action={dismiss} sx={{ overflowWrap: 'anywhere' }}>
          {t.failed(what, operation.error ?? '')}
        </Alert>
      );
    case 'stopped':
      return (
        <Alert severity="info" role="status" action={dismiss}>
          {t.stopped}
        </Alert>
      );
  }
}
