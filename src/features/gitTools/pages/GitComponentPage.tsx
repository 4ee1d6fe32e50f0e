import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { isForbidden, isRefusal } from '../../../api/errors';
import { useRepositoriesQuery } from '../../../api/gitTools';
import { useProjectDetailsQuery } from '../../../api/projects';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { devopsProjectNameOf } from '../../../domain/gitTools';
import { repoName } from '../../../domain/techTeam';
import { useAppDispatch, usePageSaga } from '../../../store/hooks';
import { gitToolsTexts } from '../../../texts/gitTools';
import { gitToolsActions as actions } from '..';
import { ApprovedProjectFrame } from '../components/ApprovedProjectFrame';
import { OperationStatus } from '../components/OperationStatus';
import { RepoTools } from '../components/RepoTools';
import { SelectField } from '../components/SelectField';
import { gitToolsSaga } from '../saga';

const t = gitToolsTexts.component;

/** The devops project of a portal project (its devops URL's last segment) and its repositories. */
function ProjectRepositories({ projectId }: { projectId: number }) {
  const details = useProjectDetailsQuery({ projectId, draft: false });
  const project = details.currentData;
  const devopsName = devopsProjectNameOf(project?.devopsUrl);
  const repos = useRepositoriesQuery(devopsName ?? '', { skip: !devopsName });
  const [repoId, setRepoId] = useState('');

  if (!project) {
    if (details.isError && !details.isFetching && isRefusal(details.error)) {
      return (
        <Alert severity="warning" role="alert">
          {t.projectNotThere}
        </Alert>
      );
    }
    if (details.isError && !details.isFetching) return <RetryAlert onRetry={() => void details.refetch()}>{t.projectFailed}</RetryAlert>;
    return <PageLoading />;
  }
  if (!devopsName) {
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={`/viewApprovedProjectDetails/${projectId}`}>
            {t.openProject}
          </Button>
        }
      >
        {t.noDevops}
      </Alert>
    );
  }
  if (!repos.currentData) {
    if (repos.isError && !repos.isFetching) {
      if (isForbidden(repos.error)) {
        return (
          <Alert severity="warning" role="alert">
            {t.reposNotThere(devopsName)}
          </Alert>
        );
      }
      const missing = (repos.error as { status?: number } | undefined)?.status === 404;
      return missing ? (
        <Alert severity="warning" role="alert">
          {t.devopsMissing(devopsName)}
        </Alert>
      ) : (
        <RetryAlert onRetry={() => void repos.refetch()}>{gitToolsTexts.reposFailed}</RetryAlert>
      );
    }
    return <PageLoading />;
  }
  const list = repos.currentData;
  // The chain's repository (first 5 characters + _Repo) first, else the first one.
  const repo = list.find((r) => r.id === repoId) ?? list.find((r) => r.name === repoName(project.projectName)) ?? list[0] ?? null;
  return (
    <Stack spacing={3}>
      <SelectField id="git-component-repo" label={gitToolsTexts.repo} value={repo?.id ?? ''} onChange={setRepoId} helperText={list.length ? undefined : gitToolsTexts.noRepos}>
        {list.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <OperationStatus />
      {repo && <RepoTools key={repo.id} projectId={repo.project.id} repo={repo} />}
    </Stack>
  );
}

/**
 * /gitcmpnt/ (role 8): the Git tools for ONE approved project of the tech user (seed 000 section
 * 2, seed 001 section 2). Choose a project of the approved-for-tech list; the page finds its devops
 * project (the devops URL's last segment) and its repository, and offers the same tools as /git_tools
 * for it: 'Get Exisiting Branches', 'Add Branch', 'Merge Branch'.
 */
export default function GitComponentPage() {
  const dispatch = useAppDispatch();
  usePageSaga(gitToolsSaga);
  useEffect(() => {
    dispatch(actions.pageOpened());
  }, [dispatch]);
  const [projectId, setProjectId] = useState('');

  return (
    <ApprovedProjectFrame
      list="approvedForTech"
      texts={t}
      maxWidth="md"
      selectId="git-component-project"
      projectId={projectId}
      onProjectChange={(id) => {
        dispatch(actions.dismissed());
        setProjectId(id);
      }}
    >
      {projectId && <ProjectRepositories key={projectId} projectId={Number(projectId)} />}
    </ApprovedProjectFrame>
  );
}
