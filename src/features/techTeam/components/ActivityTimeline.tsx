import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import type { ActivityEntry, DevopsChainStepState } from '../../../domain/techTeam';
import { DEVOPS_CHAIN_STEPS } from '../../../domain/techTeam';
import { texts } from '../../../texts';
import { techTeamTexts } from '../../../texts/techTeam';
import type { TechProjectState } from '../slice';
import { formatDateTime, formatTime, StepStateIcon } from './stepStates';
import { ActionAlert } from '../../../components/ActionAlert';

const t = techTeamTexts.activity;

const STEP_LABEL: Record<string, string> = Object.fromEntries(DEVOPS_CHAIN_STEPS.map((s) => [s.id, s.label]));

const STEP_STATE: Record<ActivityEntry['steps'][number]['state'], DevopsChainStepState> = {
  pending: 'pending',
  running: 'in_progress',
  done: 'done',
  failed: 'failed',
};

function outcomeChip(entry: ActivityEntry) {
  if (entry.state === 'queued') return <Chip size="small" label={t.queued} />;
  if (entry.state === 'running') return <Chip size="small" color="warning" label={t.running} />;
  return <Chip size="small" color={entry.state === 'succeeded' ? 'success' : 'error'} label={entry.outcome} />;
}

/**
 * Beyond the seeds: every chain step, environment request, deployment, build and report run of
 * the project, newest first, with who, when and outcome (the activity extension). A failed read
 * offers Retry; the poll's bound says a job is still running, with Keep waiting.
 */
export function ActivityTimeline({ state, onRefresh }: { state: TechProjectState; onRefresh: () => void }) {
  let body;
  if (state.activityUnavailable) body = <Typography color="text.secondary">{t.unavailable}</Typography>;
  else if (!state.activityLoaded && state.activityError) body = null;
  else if (!state.activityLoaded) body = <Typography color="text.secondary">{t.loading}</Typography>;
  else if (state.activity.length === 0) body = <Typography color="text.secondary">{t.empty}</Typography>;
  else {
    body = (
      <List aria-label={t.title} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}>
        {state.activity.map((entry) => (
          <ListItem key={entry.id} disableGutters sx={{ display: 'block', mb: 1.5 }} data-kind={entry.kind} data-state={entry.state}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {entry.title}
              </Typography>
              {outcomeChip(entry)}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {[formatDateTime(entry.startedAt), t.by(entry.by), entry.attempt > 1 ? t.attempt(entry.attempt) : ''].filter(Boolean).join(' · ')}
            </Typography>
            {entry.result?.monthlyEstimate && (
              <Typography variant="body2" color="text.secondary">
                {techTeamTexts.planSelection.monthlyEstimate(entry.result.monthlyEstimate)}
              </Typography>
            )}
            {entry.steps.length > 1 && (
              <Box component="ol" aria-label={t.steps} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {entry.steps.map((step, index) => (
                  <Box component="li" key={`${step.name}-${index}`} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <StepStateIcon state={STEP_STATE[step.state]} />
                    <Typography variant="body2">
                      {[STEP_LABEL[step.name] ?? step.name, techTeamTexts.devopsChain.stepState[STEP_STATE[step.state]], formatTime(step.startedAt, step.endedAt)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Box component="section" aria-labelledby="activity-title">
      <Typography id="activity-title" variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      {state.activityError && !state.activityUnavailable && (
        <ActionAlert severity="error" sx={{ mb: 1 }} action={texts.common.retry} onAction={onRefresh}>
          {`${t.failed} (${state.activityError})`}
        </ActionAlert>
      )}
      {state.activityStopped && !state.activityUnavailable && (
        <ActionAlert severity="info" sx={{ mb: 1 }} action={texts.common.keepWaiting} onAction={onRefresh}>
          {texts.common.stillRunning(t.runningWhat)}
        </ActionAlert>
      )}
      {body}
    </Box>
  );
}
