import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { isApiError } from '../../../api/errors';
import { RetryAlert } from '../../../components/RetryAlert';
import { techTeamTexts } from '../../../texts/techTeam';
import { APPROVED_PROJECTS_PATH } from '../address';

const t = techTeamTexts.cloudParams;

/** Why the project of a cloud page is not shown: not there for this user (404, 403), or a failed load with Retry. */
export function ProjectProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && (error.status === 404 || error.status === 403)) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" role="alert">
          {t.projectNotFound}
        </Alert>
        <Button component={RouterLink} to={APPROVED_PROJECTS_PATH} variant="outlined">
          {t.approvedProjects}
        </Button>
      </Stack>
    );
  }
  return <RetryAlert onRetry={onRetry}>{t.projectFailed}</RetryAlert>;
}
