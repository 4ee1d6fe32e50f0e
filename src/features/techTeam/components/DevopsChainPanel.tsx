import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ProjectDetails } from '../../../domain/projects';
import { DEVOPS_CHAIN_STEPS, latestActivity, repoName, type ActivityEntry, type DevopsChainStepState } from '../../../domain/techTeam';
import { useAppDispatch } from '../../../store/hooks';
import { techTeamTexts } from '../../../texts/techTeam';
import { techProjectActions as actions, type TechProjectState } from '../slice';
import { formatTime, StepStateIcon } from './stepStates';

const t = techTeamTexts.devopsChain;

export interface ChainStepView {
  id: string;
  label: string;
  state: DevopsChainStepState;
  startedAt: string | null;
  endedAt: string | null;
}

/**
 * The devops chain's visible steps: the six server steps of the newest chain job (activity) and
 * the page's own last step, saving the devops URL. A project whose chain ran before the activity
 * existed (a devops URL and no job) shows every step done.
 */
export function chainSteps(project: ProjectDetails, chain: ActivityEntry | undefined, saving: boolean, saveError: string | null): ChainStepView[] {
  const saved = Boolean(project.devopsUrl);
  return DEVOPS_CHAIN_STEPS.map((step) => {
    if (step.id === 'saveDevopsUrl') {
      const state: DevopsChainStepState = saved ? 'done' : saving ? 'in_progress' : saveError ? 'failed' : 'pending';
      return { id: step.id, label: step.label, state, startedAt: null, endedAt: null };
    }
    const server = chain?.steps.find((s) => s.name === step.id);
    const state: DevopsChainStepState = server
      ? server.state === 'running'
        ? 'in_progress'
        : server.state
      : saved
        ? 'done'
        : 'pending';
    return { id: step.id, label: step.label, state, startedAt: server?.startedAt ?? null, endedAt: server?.endedAt ?? null };
  });
}

/** The transient message of the chain (seed 001 section 4), from where it is. */
export function chainTransient(steps: readonly ChainStepView[], completedHere: boolean, repo: string): string | null {
  const tt = techTeamTexts.transient;
  const running = steps.find((s) => s.state === 'in_progress');
  if (running?.id === 'createDevopsProject') return tt.azureDevopsProjectUnderProgress;
  if (running?.id === 'createRepo') return tt.repoCreationInProgress(repo);
  if (running?.id === 'createPipelines') return tt.branchCreationInProgress;
  if (running) return tt.devopsCreationInProgress;
  if (completedHere && steps.every((s) => s.state === 'done')) return tt.devopsCreated;
  return null;
}

export function DevopsChainPanel({ project, state }: { project: ProjectDetails; state: TechProjectState }) {
  const dispatch = useAppDispatch();
  const chain = latestActivity(state.activity, 'devopsChain');
  const steps = chainSteps(project, chain, state.chain.saving, state.chain.saveError);
  const started = chain !== undefined || Boolean(project.devopsUrl) || project.projectStatus === 'DEVOPS_SETUP_IN_PROGRESS';
  if (!started) return null;
  const serverFailed = chain?.state === 'failed';
  const transient = chainTransient(steps, state.chain.completedHere, chain?.result?.repoName ?? repoName(project.projectName));
  return (
    <Box component="section" aria-labelledby="devops-chain-title">
      <Typography id="devops-chain-title" variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      {transient && (
        <Alert severity={transient === techTeamTexts.transient.devopsCreated ? 'success' : 'info'} role="status" sx={{ mb: 1 }}>
          {transient}
        </Alert>
      )}
      <List dense aria-label={t.title}>
        {steps.map((step) => (
          <ListItem key={step.id} disableGutters data-step={step.id} data-state={step.state}>
            <StepStateIcon state={step.state} />
            <ListItemText
              primary={step.label}
              secondary={[t.stepState[step.state], formatTime(step.startedAt, step.endedAt)].filter(Boolean).join(' · ')}
              sx={{ ml: 1 }}
            />
          </ListItem>
        ))}
      </List>
      {state.chain.saveError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(actions.chainSaveRequested())}>
              {t.retry}
            </Button>
          }
        >
          {t.saveFailed(state.chain.saveError)}
        </Alert>
      )}
      {serverFailed && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Alert severity="error" role="alert" sx={{ flex: 1 }}>
            {chain?.outcome}
          </Alert>
          <Button variant="contained" color="error" disabled={state.chain.starting} onClick={() => dispatch(actions.setupDevopsRequested())}>
            {t.retry}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
