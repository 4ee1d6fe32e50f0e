import { isRefusal } from '../../../api/errors';
import { NotAvailable } from '../../../components/NotAvailable';
import { RetryAlert } from '../../../components/RetryAlert';
import { techTeamTexts } from '../../../texts/techTeam';
import { APPROVED_PROJECTS_PATH } from '../address';

const t = techTeamTexts.cloudParams;

/** Why the project of a cloud page is not shown: not there for this user (404, 403), or a failed load with Retry. */
export function ProjectProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isRefusal(error)) {
    return (
      <NotAvailable to={APPROVED_PROJECTS_PATH} linkLabel={t.approvedProjects}>
        {t.projectNotFound}
      </NotAvailable>
    );
  }
  return <RetryAlert onRetry={onRetry}>{t.projectFailed}</RetryAlert>;
}
