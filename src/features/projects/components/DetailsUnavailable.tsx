import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { isApiError } from '../../../api/errors';
import { projectTexts } from '../../../texts/projects';
import { RetryAlert } from '../../../components/RetryAlert';

const t = projectTexts.projectDetails;

/** 404 or 403: the project is not there for this user; retrying will not help. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

function failureText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'network';
  return code === 'network' || code === 'timeout' ? t.unreachable : t.loadFailed;
}

export interface DetailsUnavailableProps {
  /** The failed load's error; undefined when the address names no project at all. */
  error?: unknown;
  onRetry?: () => void;
}

/** Why the project is not shown: not found (with a way home) or a failed load (with Retry). */
export function DetailsUnavailable({ error, onRetry }: DetailsUnavailableProps) {
  if (error === undefined || isNotFound(error) || !onRetry) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" role="alert">
          {t.notFound}
        </Alert>
        <Button component={RouterLink} to="/" variant="outlined">
          {t.goToHome}
        </Button>
      </Stack>
    );
  }
  return (
    <RetryAlert onRetry={onRetry}>{failureText(error)}</RetryAlert>
  );
}
