import { LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert';
import { texts } from '../../../texts';
import { techTeamTexts } from '../../../texts/techTeam';
import type { EnvironmentWatchState } from '../slice';
import { ActionAlert } from '../../../components/ActionAlert';

const t = techTeamTexts.planSelection;

/**
 * 'Environment Creation Request Raised Successfully' / 'Loading' while the job runs, with the live
 * 'Environment Creation {status}' line; 'still running' with Keep waiting (the same poll goes on)
 * after the poll's upper bound, Retry after a failed read or save.
 */
export function EnvironmentProgress({ watch, onRetry, onKeepWaiting }: { watch: EnvironmentWatchState; onRetry: () => void; onKeepWaiting: () => void }) {
  const working = watch.phase === 'polling' || watch.phase === 'saving';
  return (
    <Paper component="section" variant="outlined" aria-labelledby="env-request-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="env-request-title" variant="h5" component="h2">
          {t.requestRaised}
        </Typography>
        {working && (
          <>
            <Typography>{t.loading}</Typography>
            <LinearProgress aria-label={t.loading} />
          </>
        )}
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {watch.status ? t.environmentCreation(watch.status) : ''}
        </Typography>
        {watch.phase === 'saving' && <Typography>{t.saving}</Typography>}
        {watch.phase === 'stillRunning' && (
          <ActionAlert severity="info" action={texts.common.keepWaiting} onAction={onKeepWaiting}>
            {texts.common.stillRunning(t.environmentCreationWhat)}
          </ActionAlert>
        )}
        {watch.phase === 'pollError' && <RetryAlert onRetry={onRetry}>{t.pollFailed}</RetryAlert>}
        {watch.phase === 'saveError' && <RetryAlert onRetry={onRetry}>{t.saveFailed}</RetryAlert>}
      </Stack>
    </Paper>
  );
}
