import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { call } from 'redux-saga/effects';
import { Alert, Box, Button, Container, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { isRefusal } from '../../../api/errors';
import { useProjectDetailsQuery } from '../../../api/projects';
import { DevopsStatusLines } from '../../../components/DevopsStatusLines';
import { FieldList } from '../../../components/FieldList';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { statusText, type ProjectDetails } from '../../../domain/projects';
import { setupDevopsDisabled, syncInfraDisabled } from '../../../domain/techTeam';
import { selectSession } from '../../../session/slice';
import { useAppDispatch, useAppSelector, usePageSaga } from '../../../store/hooks';
import { idParam } from '../../../store/manifest';
import { techTeamTexts } from '../../../texts/techTeam';
import { selectTechProject, techProjectActions as actions } from '..';
import { ActivityTimeline } from '../components/ActivityTimeline';
import { DevopsChainPanel } from '../components/DevopsChainPanel';
import { ProjectFileUpload } from '../components/ProjectFileUpload';
import { StageButtons } from '../components/StageButtons';
import { techProjectSaga } from '../sagas';

const t = techTeamTexts.projectPage;

function* pageSaga(projectId: number | null) {
  if (projectId !== null) yield call(techProjectSaga, projectId);
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>{t.none}</>;
  return /^https?:\/\//i.test(href) ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </Link>
  ) : (
    <>{href}</>
  );
}

function Overview({ project }: { project: ProjectDetails }) {
  return (
    <FieldList
      variant="body2"
      sx={{ gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: { sm: 2 }, rowGap: { xs: 0.5, sm: 1 } }}
      rows={[
        { label: t.name, value: project.projectName },
        { label: t.environments, value: project.environments.map((e) => e.name).join(', ') || t.none },
        { label: t.status, value: statusText(project.projectStatus) || t.none },
        { label: t.devopsUrl, value: <ExternalLink href={project.devopsUrl} /> },
        { label: t.environmentUrl, value: <ExternalLink href={project.envUrl} /> },
        { label: t.ipAddress, value: project.ipAddress || t.none },
      ]}
    />
  );
}

/**
 * /viewApprovedProjectDetails/{projectId} (role 8), the tech team project page (seed 001 sections
 * 2 and 4): the project's name, environments, status and devops status lines; the project file
 * upload; View Apps, Sync Infra and Setup Devops Project; the stage buttons of its status; the
 * devops chain's steps; and the activity timeline. The page saga follows running server jobs and
 * re-reads the project after each step.
 */
export default function TechProjectPage() {
  const projectId = idParam(useParams().projectId);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTechProject);
  const details = useProjectDetailsQuery({ projectId: projectId ?? 0, draft: false }, { skip: projectId === null });
  const me = useAppSelector(selectSession)?.claims.Id ?? null;
  // Tech users may read every project's details, but this page is the assigned tech user's (the
  // steps answer 403 to anyone else): another tech user's project reads as not found, and its
  // activity is not followed.
  const assignedElsewhere = Boolean(details.currentData?.techUser && details.currentData.techUser.userId !== me);
  const project = assignedElsewhere ? undefined : details.currentData;
  usePageSaga(pageSaga, [assignedElsewhere ? null : projectId]);

  useEffect(() => {
    if (project && state.projectId === project.projectId) dispatch(actions.projectSeen(project));
  }, [dispatch, project, state.projectId]);

  let body;
  if (projectId === null || assignedElsewhere || (details.isError && !details.isFetching && isRefusal(details.error))) {
    body = (
      <Alert severity="warning" action={<Button color="inherit" size="small" component={RouterLink} to="/ApprovedProjectsList">{t.approvedProjects}</Button>}>
        {t.projectNotFound}
      </Alert>
    );
  } else if (project) {
    const stageBusy = state.stage?.phase === 'running' || state.stage?.phase === 'stillRunning';
    body = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <Overview project={project} />
            </Box>
            <Box sx={{ flex: 1 }}>
              <DevopsStatusLines codes={project.devopsStatus} />
            </Box>
          </Stack>
        </Paper>

        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" component={RouterLink} to={`/project/${project.projectId}/apps`}>
            {t.viewApps}
          </Button>
          <Button
            variant="outlined"
            disabled={syncInfraDisabled({ syncing: state.syncing, devopsStatus: project.devopsStatus })}
            onClick={() => dispatch(actions.syncRequested())}
          >
            {state.syncing ? t.syncing : t.syncInfra}
          </Button>
          <Button
            variant="contained"
            disabled={setupDevopsDisabled(project.devopsStatus) || state.chain.starting || stageBusy}
            onClick={() => dispatch(actions.setupDevopsRequested())}
          >
            {t.setupDevopsProject}
          </Button>
        </Stack>
        {state.syncError && <Alert severity="error" role="alert">{t.syncFailed(state.syncError)}</Alert>}
        {state.syncStarted && (
          <Alert severity="info" role="status">
            {t.syncStarted}
          </Alert>
        )}
        {state.chain.startError && <Alert severity="error" role="alert">{techTeamTexts.devopsChain.startFailed(state.chain.startError)}</Alert>}

        <StageButtons project={project} stage={state.stage} />
        {state.transient && (
          <Alert severity="success" role="status">
            {state.transient}
          </Alert>
        )}

        <DevopsChainPanel project={project} state={state} />
        <Divider />
        <ProjectFileUpload projectId={project.projectId} />
        <Divider />
        <ActivityTimeline state={state} onRefresh={() => dispatch(actions.activityRefresh())} />
      </Stack>
    );
  } else if (details.isError && !details.isFetching) {
    body = <RetryAlert onRetry={() => void details.refetch()}>{t.projectFailed}</RetryAlert>;
  } else body = <PageLoading />;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {project?.projectName || t.title}
      </Typography>
      {body}
    </Container>
  );
}
