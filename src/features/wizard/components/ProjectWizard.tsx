import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useAutoPopulateQuery, useProjectDraftQuery } from '../../../api/projects';
import { isRefusal } from '../../../api/errors';
import { useAppSelector } from '../../../store/hooks';
import { PageLoading } from '../../../components/PageLoading';
import { projectTexts } from '../../../texts/projects';
import { selectSession } from '../../../session/slice';
import { dfcUserFor, isClosedForWizard, projectIdentity } from '../model';
import { WizardForm } from './WizardForm';
import { WizardTitle } from './WizardTitle';
import { RetryAlert } from '../../../components/RetryAlert';


/**
 * Loads what the wizard starts from (auto-populate and the draft), then the form. Loading and
 * failure keep the page's title; a failure offers Retry (a refusal says so, without one). A
 * project that was already SUBMITTED or APPROVED when the page opened goes to its details page,
 * as the seeds' card click does (seed 000 section 2): its wizard would withdraw it.
 */
export function ProjectWizard({ projectId }: { projectId: number }) {
  const session = useAppSelector(selectSession);
  const auto = useAutoPopulateQuery(projectId, { refetchOnMountOrArgChange: true });
  const draft = useProjectDraftQuery(projectId, { refetchOnMountOrArgChange: true });
  /** The status the page opened with (a submission from this page refetches the draft: it stays here). */
  const [closed, setClosed] = useState<boolean | null>(null);
  if (closed === null && draft.data && !draft.isFetching) setClosed(isClosedForWizard(draft.data));

  if (closed) return <Navigate to={`/viewProjectDetails/${projectId}`} replace />;

  if (!auto.data || !draft.data || !session || closed === null) {
    const failed = (auto.isError && !auto.data) || (draft.isError && !draft.data);
    const refused = isRefusal(auto.error) || isRefusal(draft.error);
    const retry = () => {
      if (auto.isError) void auto.refetch();
      if (draft.isError) void draft.refetch();
    };
    return (
      <>
        <WizardTitle />
        {failed && refused && (
          <Alert severity="error" role="alert">
            {projectTexts.wizard.notYours}
          </Alert>
        )}
        {failed && !refused && <RetryAlert onRetry={retry}>{projectTexts.wizard.loadFailed}</RetryAlert>}
        {!failed && <PageLoading />}
      </>
    );
  }

  const me = { userId: session.claims.Id, username: session.claims.sub };
  return (
    <WizardForm
      key={me.userId}
      identity={projectIdentity(projectId, auto.data, draft.data)}
      draft={draft.data}
      dfcUser={dfcUserFor(session.claims, draft.data.dfcUser)}
      me={me}
      autosave={{ userId: me.userId, projectId }}
    />
  );
}
