import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useProjectDetailsQuery } from '../../../api/projects';
import { useAppSelector } from '../../../store/hooks';
import { idParam } from '../../../store/manifest';
import { PageLoading } from '../../../components/PageLoading';
import { useDeferredFirst } from '../../../components/useDeferredFirst';
import { appsAreNext, isCertainlyNotAParty } from '../../../domain/projects';
import { AGENCY_TYPE, can } from '../../../domain/roles';
import { projectTexts } from '../../../texts/projects';
import { ApprovalPanel } from '../approval/components/ApprovalPanel';
import { selectSession } from '../../../session/slice';
import { DetailsTabs } from '../components/DetailsTabs';
import { DetailsUnavailable } from '../components/DetailsUnavailable';
import { isRefusal } from '../../../api/errors';
import { EARLY_TEXT_ATTRIBUTE } from '../../../api/earlyAnswer';
import { useSignedInFrame } from '../../../components/signedInFrame';

/**
 * /viewProjectDetails/{projectId} (roles 2, 3, 6, 7, 8): the project's name, the approval controls
 * for whoever handles it now, and the tabs Project Details, Team Members and Tasks. Roles 6 and 7
 * read the project through the draft call (seed 000 section 7). Once the project is approved, View
 * Apps leads to its apps (/project/{projectId}/apps, roles 2-8): the only other way there is the
 * tech team's page, which roles 2 to 7 may not open.
 */
export default function ProjectDetailsPage() {
  const projectId = idParam(useParams().projectId);
  const session = useAppSelector(selectSession);
  const role = session?.role ?? null;
  const details = useProjectDetailsQuery(
    { projectId: projectId ?? 0, draft: can(role, 'readDraftProject') },
    { skip: projectId === null },
  );
  // The approval controls and the tabs render in the background, in short slices (no long task).
  const project = useDeferredFirst(details.currentData).value;
  const me = session?.claims.Id ?? null;
  // The build-time frame's heading: the entry's early call writes the project's name in it.
  const frame = useSignedInFrame();
  // Who certainly may not change its tasks (a brand manager's right the server decides).
  const tasksReadOnlyReason = isCertainlyNotAParty(role, me, project) ? projectTexts.tasks.onlyParties : null;

  let body;
  if (projectId === null) body = <DetailsUnavailable />;
  else if (project) {
    body = (
      <Stack spacing={3}>
        {can(role, 'apps') && appsAreNext(project.projectStatus) && (
          <Box>
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/project/${project.projectId}/apps`}
              aria-label={projectTexts.projectDetails.viewAppsLabel(project.projectName)}
            >
              {projectTexts.projectDetails.viewApps}
            </Button>
          </Box>
        )}
        <ApprovalPanel project={project} role={role} userId={me} />
        <DetailsTabs project={project} canAddTeamMembers={session?.claims.TYPE === AGENCY_TYPE} tasksReadOnlyReason={tasksReadOnlyReason} />
      </Stack>
    );
  } else if (details.isError && !details.isFetching) {
    body = <DetailsUnavailable error={details.error} onRetry={isRefusal(details.error) ? undefined : () => void details.refetch()} />;
  } else body = <PageLoading />;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }} {...(frame && { [EARLY_TEXT_ATTRIBUTE]: 'projectName' })}>
        {project?.projectName || projectTexts.projectDetails.heading}
      </Typography>
      {body}
    </Container>
  );
}
