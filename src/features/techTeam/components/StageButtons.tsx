import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ProjectDetails } from '../../../domain/projects';
import { STAGE_BUTTON_LABELS, stageButtons } from '../../../domain/techTeam';
import { useAppDispatch } from '../../../store/hooks';
import { texts } from '../../../texts';
import { techTeamTexts } from '../../../texts/techTeam';
import { techProjectActions as actions, type StageRun } from '../slice';
import { ActionAlert } from '../../../components/ActionAlert';

const t = techTeamTexts.projectPage;

/**
 * The stage buttons of the project's status (seed 001 section 4), in the seeds' order. Environment
 * Setup is a link to /getCloudPlans carrying the project; the others run their step on the page
 * saga. While a step runs every stage button waits (one step at a time), and the step says what
 * it is doing with a progress bar; a failure says why and the button stays usable to try again.
 */
export function StageButtons({ project, stage }: { project: ProjectDetails; stage: StageRun | null }) {
  const dispatch = useAppDispatch();
  const buttons = stageButtons(project);
  const busy = stage !== null && (stage.phase === 'running' || stage.phase === 'stillRunning');
  return (
    <Box component="section" aria-labelledby="stage-buttons-title">
      <Typography id="stage-buttons-title" variant="h6" component="h2" gutterBottom>
        {t.stagesTitle}
      </Typography>
      {buttons.length === 0 ? (
        <Typography color="text.secondary">{t.noStage}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {buttons.map((button) =>
            button.id === 'environmentSetup' ? (
              <Button key={button.id} variant="contained" component={RouterLink} to={`/getCloudPlans?projectId=${project.projectId}`}>
                {button.label}
              </Button>
            ) : (
              <Button key={button.id} variant="contained" disabled={busy} onClick={() => dispatch(actions.stageRequested(button.id))}>
                {button.label}
              </Button>
            ),
          )}
        </Stack>
      )}
      {stage && <StageProgress stage={stage} />}
    </Box>
  );
}

function StageProgress({ stage }: { stage: StageRun }) {
  const dispatch = useAppDispatch();
  const label = STAGE_BUTTON_LABELS[stage.id];
  if (stage.phase === 'running') {
    return (
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        <LinearProgress aria-label={label} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {stage.step || label}
        </Typography>
      </Box>
    );
  }
  if (stage.phase === 'stillRunning') {
    return (
      <ActionAlert severity="info" sx={{ mt: 2 }} action={texts.common.keepWaiting} onAction={() => dispatch(actions.keepWaiting())}>
        {texts.common.stillRunning(label)} {stage.step}
      </ActionAlert>
    );
  }
  if (stage.phase === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(actions.stageDismissed())}>
            {t.dismiss}
          </Button>
        }
      >
        {t.stageFailed(label, stage.error ?? '')}
      </Alert>
    );
  }
  return null;
}
