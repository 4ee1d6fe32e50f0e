import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { isErrorMessage } from '../../../../texts';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.approval;

export interface ActionResultProps {
  message: string;
  /** Whether the decision failed; by default, the seeds' rule (the message contains 'Error'). */
  failed?: boolean;
  /** Whether a retry of the same action may help; when not (a 409), a Reload is offered instead. */
  retryable?: boolean;
  /** The decision was refused to this user (403): the ways on are the lists and home (the message says who may decide). */
  refused?: boolean;
  /** Repeats the failed action. */
  onRetry: () => void;
  running: boolean;
}

/**
 * The action-result view that replaces the approval controls: the result text with links to the
 * lists and home, or 'Network Error Try Again ' with a retry of the same action (the seeds' rule:
 * a message containing Error turns the button into a retry). A decision someone else made first
 * (409) says so, with a Reload; one refused to this user (403) says who may decide, with the links.
 * It takes the focus when it appears.
 */
export function ActionResult({ message, failed = isErrorMessage(message), retryable = true, refused = false, onRetry, running }: ActionResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Stack spacing={2} ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <Alert severity={refused ? 'warning' : failed ? 'error' : 'success'} role={failed ? 'alert' : 'status'}>
        <Typography component="p" data-testid="approval-result" sx={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Typography>
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {failed && !retryable && !refused ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {projectTexts.projects.reload}
          </Button>
        ) : failed && !refused ? (
          <Button variant="contained" onClick={onRetry} disabled={running}>
            {running ? t.sending : t.retry}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to="/PendingProjectsForApproval" variant="outlined">
              {t.goToPending}
            </Button>
            <Button component={RouterLink} to="/ApprovedProjectsList" variant="outlined">
              {t.goToApproved}
            </Button>
            <Button component={RouterLink} to="/" variant="contained">
              {t.goToHome}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
