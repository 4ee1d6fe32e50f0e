import { useEffect, useState } from 'react';
import { Alert, Paper, Stack, Tab, Tabs } from '@mui/material';
import { isRefusal } from '../../../api/errors';
import { useDevopsProjectsQuery, useRepositoriesQuery } from '../../../api/gitTools';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { can } from '../../../domain/roles';
import { selectRole } from '../../../session/slice';
import { useAppDispatch, useAppSelector, usePageSaga } from '../../../store/hooks';
import { gitToolsTexts as t } from '../../../texts/gitTools';
import { gitToolsActions as actions, selectGitTools } from '..';
import { ToolPageFrame } from '../components/ApprovedProjectFrame';
import { CreateRepoForm } from '../components/CreateRepoForm';
import { DevopsProjectPicker } from '../components/DevopsProjectPicker';
import { OperationStatus } from '../components/OperationStatus';
import { RepoSearch } from '../components/RepoSearch';
import { RepoTools } from '../components/RepoTools';
import { gitToolsSaga } from '../saga';

type Mode = 'create' | 'search';

/** The project chosen first when there (the portal's shared project); else the first one. */
const SHARED_PROJECT_NAME = 'dfc-portal';

/**
 * /git_tools (roles 2 to 8), 'Git Tools' (seed 001 sections 2, 4, 5 and 8): work with the hosted
 * devops service's repositories. Choose or create a devops project; 'Create a New Git Repo'
 * (a name and a repo URL: 'Create & Clone Repo' creates the repository, imports the URL into it,
 * follows the import to its end and lists the new branches) or 'Search A Git Repo' (a dropdown of
 * the project's repositories and a search by name); then, for the chosen repository, 'Get
 * Exisiting Branches', 'Add Branch' and 'Merge Branch' ('Merge with master?'). The workflows run in
 * the page saga (saga.ts): one at a time, bounded, paused while the tab is hidden, stopped with
 * the page; every failure is said in words (a refused change: who may make it). An agency lists
 * only its own devops projects (docs/deviations.md, Access): the picker says so.
 */
export default function GitToolsPage() {
  const dispatch = useAppDispatch();
  usePageSaga(gitToolsSaga);
  useEffect(() => {
    dispatch(actions.pageOpened());
  }, [dispatch]);

  const { cloned } = useAppSelector(selectGitTools);
  const agency = can(useAppSelector(selectRole), 'readOwnProjects');
  const projects = useDevopsProjectsQuery();
  const [chosenProject, setChosenProject] = useState('');
  const [mode, setMode] = useState<Mode>('create');
  const [repoId, setRepoId] = useState('');

  const list = projects.currentData ?? [];
  const project = list.find((p) => p.id === chosenProject) ?? list.find((p) => p.name === SHARED_PROJECT_NAME) ?? list[0] ?? null;
  const repos = useRepositoriesQuery(project?.id ?? '', { skip: !project });
  const repo = project ? (repos.currentData ?? []).find((r) => r.id === repoId && r.project.id === project.id) ?? null : null;

  // A repository just cloned is the one the tools then work on (state adjusted while rendering).
  const [seenCloned, setSeenCloned] = useState(cloned);
  if (cloned !== seenCloned) {
    setSeenCloned(cloned);
    if (cloned) {
      setChosenProject(cloned.projectId);
      setRepoId(cloned.repoId);
      setMode('search');
    }
  }

  const chooseProject = (id: string) => {
    setChosenProject(id);
    setRepoId('');
  };

  let body;
  if (project) {
    body = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <DevopsProjectPicker projects={list} selectedId={project.id} onSelect={chooseProject} hint={agency ? t.agencyProjectsHint : undefined} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Tabs value={mode} onChange={(_, value: Mode) => setMode(value)} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
            <Tab value="create" label={t.createRepoTab} id="git-tab-create" aria-controls="git-panel-create" />
            <Tab value="search" label={t.searchRepoTab} id="git-tab-search" aria-controls="git-panel-search" />
          </Tabs>
          <div role="tabpanel" id="git-panel-create" aria-labelledby="git-tab-create" hidden={mode !== 'create'}>
            {mode === 'create' && <CreateRepoForm project={project} />}
          </div>
          <div role="tabpanel" id="git-panel-search" aria-labelledby="git-tab-search" hidden={mode !== 'search'}>
            {mode === 'search' &&
              (repos.currentData ? (
                <RepoSearch repos={repos.currentData} selectedId={repo?.id ?? ''} onSelect={setRepoId} />
              ) : repos.isError && !repos.isFetching && isRefusal(repos.error) ? (
                <Alert severity="warning" role="alert">
                  {t.reposNotThere(project.name)}
                </Alert>
              ) : repos.isError && !repos.isFetching ? (
                <RetryAlert onRetry={() => void repos.refetch()}>{t.reposFailed}</RetryAlert>
              ) : (
                <PageLoading />
              ))}
          </div>
        </Paper>
        <OperationStatus />
        {repo && mode === 'search' && <RepoTools key={repo.id} projectId={project.id} repo={repo} />}
      </Stack>
    );
  } else if (projects.isError && !projects.isFetching) {
    body = <RetryAlert onRetry={() => void projects.refetch()}>{t.projectsFailed}</RetryAlert>;
  } else if (projects.currentData) {
    body = (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DevopsProjectPicker projects={[]} selectedId="" onSelect={chooseProject} />
      </Paper>
    );
  } else body = <PageLoading />;

  return (
    <ToolPageFrame title={t.title} maxWidth="md">
      {body}
    </ToolPageFrame>
  );
}
