import { isApiError, isRefusal } from '../../../api/errors';
import { NotAvailable } from '../../../components/NotAvailable';
import { projectTexts } from '../../../texts/projects';
import { RetryAlert } from '../../../components/RetryAlert';

const t = projectTexts.projectDetails;

function failureText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'network';
  return code === 'network' || code === 'timeout' ? t.unreachable : t.loadFailed;
}

export interface DetailsUnavailableProps {
  /** The failed load's error; undefined when the address names no project at all. */
  error?: unknown;
  onRetry?: () => void;
}

/** Why the project is not shown: not there for this user (with a way home) or a failed load (with Retry). */
export function DetailsUnavailable({ error, onRetry }: DetailsUnavailableProps) {
  if (error === undefined || isRefusal(error) || !onRetry) {
    return (
      <NotAvailable to="/" linkLabel={t.goToHome}>
        {t.notFound}
      </NotAvailable>
    );
  }
  return <RetryAlert onRetry={onRetry}>{failureText(error)}</RetryAlert>;
}
