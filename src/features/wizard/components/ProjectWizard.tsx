import { useAutoPopulateQuery, useProjectDraftQuery } from '../../../api/projects';
import { useAppSelector } from '../../../store/hooks';
import { PageLoading } from '../../../components/PageLoading';
import { projectTexts } from '../../../texts/projects';
import { selectSession } from '../../../session/slice';
import { dfcUserFor, projectIdentity } from '../model';
import { WizardForm } from './WizardForm';
import { WizardTitle } from './WizardTitle';
import { RetryAlert } from '../../../components/RetryAlert';

/**
 * Loads what the wizard starts from (auto-populate and the draft), then the form. Loading and
 * failure keep the page's title; a failure offers Retry.
 */
export function ProjectWizard({ projectId }: { projectId: number }) {
  const session = useAppSelector(selectSession);
  const auto = useAutoPopulateQuery(projectId, { refetchOnMountOrArgChange: true });
  const draft = useProjectDraftQuery(projectId, { refetchOnMountOrArgChange: true });

  if (!auto.data || !draft.data || !session) {
    const failed = (auto.isError && !auto.data) || (draft.isError && !draft.data);
    const retry = () => {
      if (auto.isError) void auto.refetch();
      if (draft.isError) void draft.refetch();
    };
    return (
      <>
        <WizardTitle />
        {failed ? (
          <RetryAlert onRetry={retry}>{projectTexts.wizard.loadFailed}</RetryAlert>
        ) : (
          <PageLoading />
        )}
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
