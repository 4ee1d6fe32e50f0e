import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { generateReportDisabled, setupRepoDisabled, type AppMode, type AppRead } from '../../../domain/apps';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { texts } from '../../../texts';
import { appPageTexts } from '../../../texts/apps';
import { appWorkActions as actions, selectAppWork } from '..';
import type { AppWorkflow } from '../slice';
import { ActionAlert } from '../../../components/ActionAlert';

const b = appPageTexts.buttons;
const w = appPageTexts.work;

const busy = (phase: string) => phase === 'running' || phase === 'stillRunning';

/**
 * Setup Repo (disabled while loading and when the repo pipeline succeeded or runs), Build Now and
 * Generate Report (disabled while running and in create mode), with what each is doing: a
 * progress bar, the report's step and +33.33 % a step, and the outcome in words. All disabled
 * when the user certainly may not change the project's apps (`blocked`; the page says why).
 */
export function AppActionButtons({
  app,
  mode,
  loading,
  report = false,
  blocked = false,
}: {
  app: AppRead | undefined;
  mode: AppMode;
  loading: boolean;
  report?: boolean;
  blocked?: boolean;
}) {
  const dispatch = useAppDispatch();
  const work = useAppSelector(selectAppWork);
  const noApp = !app || mode === 'create' || blocked;
  const generate = (
    <Button variant="outlined" disabled={noApp || generateReportDisabled(busy(work.report.phase), mode)} onClick={() => dispatch(actions.reportRequested())}>
      {b.generateReport}
    </Button>
  );
  // A report app has no repository and no build: only its reports are generated.
  if (report) return generate;
  return (
    <>
      <Button variant="outlined" disabled={noApp || setupRepoDisabled(loading || busy(work.repo.phase), app?.status)} onClick={() => dispatch(actions.repoSetupRequested())}>
        {b.setupRepo}
      </Button>
      <Button variant="outlined" disabled={noApp || loading || busy(work.build.phase)} onClick={() => dispatch(actions.buildRequested())}>
        {b.buildNow}
      </Button>
      {generate}
    </>
  );
}

export function AppWorkProgress() {
  const work = useAppSelector(selectAppWork);
  const { repo, build, report } = work;
  return (
    <Stack spacing={1.5} aria-live="polite">
      {repo.phase === 'running' && (
        <Box role="status">
          <LinearProgress aria-label={b.setupRepo} />
          <Typography variant="body2">{w.repoRunning}</Typography>
        </Box>
      )}
      {repo.phase === 'stillRunning' && <StillRunning work="repo" what={b.setupRepo} />}
      {repo.phase === 'succeeded' && <Alert severity="success">{w.repoDone}</Alert>}
      {repo.phase === 'failed' && (
        <Alert severity="error" role="alert">
          {w.failedBecause(b.setupRepo, repo.error ?? '')}
        </Alert>
      )}

      {build.phase === 'running' && (
        <Box role="status">
          <LinearProgress aria-label={b.buildNow} />
          <Typography variant="body2">{w.buildRunning(build.buildNo)}</Typography>
        </Box>
      )}
      {build.phase === 'stillRunning' && <StillRunning work="build" what={b.buildNow} />}
      {build.phase === 'succeeded' && <Alert severity="success">{w.buildDone(build.buildNo)}</Alert>}
      {build.phase === 'failed' && (
        <Alert severity="error" role="alert">
          {build.error}
        </Alert>
      )}

      {report.phase === 'running' && (
        <Box role="status">
          <LinearProgress variant="determinate" value={report.progress} aria-label={b.generateReport} />
          <Typography variant="body2">{report.step}</Typography>
        </Box>
      )}
      {report.phase === 'stillRunning' && (
        <StillRunning work="report" what={b.generateReport}>
          {report.step}
        </StillRunning>
      )}
      {(report.phase === 'succeeded' || report.phase === 'failed') && (
        <Alert severity={report.phase === 'failed' ? 'error' : 'success'} role={report.phase === 'failed' ? 'alert' : 'status'}>
          {report.outcome ?? report.error}
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {report.step}
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A workflow's poll at its bound: 'still running' as information (never a success), with Keep
 * waiting, which goes on with the same poll; `children`: a line below (the report's 'Not Started').
 */
function StillRunning({ work, what, children }: { work: AppWorkflow; what: string; children?: React.ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <ActionAlert severity="info" role="status" action={texts.common.keepWaiting} onAction={() => dispatch(actions.keepWaiting(work))}>
      {texts.common.stillRunning(what)}
      {children && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {children}
        </Typography>
      )}
    </ActionAlert>
  );
}
