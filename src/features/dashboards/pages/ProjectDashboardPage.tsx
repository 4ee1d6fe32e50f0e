import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDashboardProjectsQuery } from '../../../api/dashboards';
import { boardOf, PROJECT_BOARDS, type ProjectBoard } from '../../../domain/dashboards';
import { dashboardTexts } from '../../../texts/dashboards';
import { idParam } from '../../../store/manifest';
import { BoardMenu } from '../components/project/BoardMenu';
import { LifecycleBoard } from '../components/project/LifecycleBoard';
import { PerformanceBoard } from '../components/project/PerformanceBoard';
import { ProjectSelector } from '../components/project/ProjectSelector';
import { ResourcesBoard } from '../components/project/ResourcesBoard';
import { SelectProjectDialog } from '../components/project/SelectProjectDialog';
import { SeoBoard } from '../components/project/SeoBoard';

const t = dashboardTexts.project;

function ActiveBoard({ board, projectId, projectName }: { board: ProjectBoard; projectId: number; projectName: string | undefined }) {
  const label = PROJECT_BOARDS.find((b) => b.id === board)?.label ?? board;
  const shownName = projectName ?? t.projectFallbackName(projectId);
  switch (board) {
    case 'seo':
      return <SeoBoard projectId={projectId} projectName={projectName} boardLabel={label} />;
    case 'lifecycle':
      return <LifecycleBoard projectId={projectId} projectName={shownName} boardLabel={label} />;
    case 'resources':
      return <ResourcesBoard projectId={projectId} projectName={shownName} boardLabel={label} />;
    default:
      return <PerformanceBoard projectId={projectId} projectName={shownName} boardLabel={label} />;
  }
}

/**
 * /overview/ProjectDashboard and /overview/ProjectDashboard/{selectedProjectId} (roles 1-8; seed 001
 * sections 2, 3, 4 and 9): the 'Project :' selector, and the chosen project's four boards behind a side
 * menu, one shown at a time, the board kept in the address (?board=seo). Without a project a 'Select
 * Project' modal opens. Each board loads (and fails, with Retry) on its own.
 */
export default function ProjectDashboardPage() {
  const { selectedProjectId: raw } = useParams();
  const projectId = idParam(raw);
  const [params] = useSearchParams();
  const board = boardOf(params.get('board'));
  const location = useLocation();
  const navigate = useNavigate();
  const boardHeadingId = useId();
  // A project chosen in the modal: the modal goes, and focus moves to the board it opened.
  const boardHeadingRef = useRef<HTMLHeadingElement>(null);
  const chosenInModal = useRef(false);
  useEffect(() => {
    if (projectId !== null && chosenInModal.current) {
      chosenInModal.current = false;
      boardHeadingRef.current?.focus();
    }
  }, [projectId]);

  const projects = useDashboardProjectsQuery();
  const list = projects.data;
  const listed = projectId === null ? undefined : list?.find((p) => p.projectId === projectId);
  const projectName = typeof listed?.projectName === 'string' && listed.projectName.trim() !== '' ? listed.projectName : undefined;

  const selector = {
    projects: list,
    loading: projects.isFetching && list === undefined,
    failed: projects.isError && !projects.isFetching,
    onRetry: () => void projects.refetch(),
    onChoose: (id: number) => navigate({ pathname: `/overview/ProjectDashboard/${id}`, search: location.search }),
  };
  const boardLabel = PROJECT_BOARDS.find((b) => b.id === board)?.label ?? board;

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ProjectSelector {...selector} value={projectId} />
      </Box>

      {projectId === null ? (
        <>
          {raw !== undefined && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t.badProjectId(raw)}
            </Alert>
          )}
          <Typography>{t.chooseProject}</Typography>
          <SelectProjectDialog
            {...selector}
            onChoose={(id) => {
              chosenInModal.current = true;
              selector.onChoose(id);
            }}
          />
        </>
      ) : (
        <>
          {list !== undefined && listed === undefined && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t.unknownProject(projectId)}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
            <BoardMenu active={board} />
            <Box component="section" aria-labelledby={boardHeadingId} sx={{ minWidth: 0 }}>
              <Typography ref={boardHeadingRef} tabIndex={-1} id={boardHeadingId} variant="h5" component="h2" gutterBottom sx={{ '&:focus': { outline: 'none' } }}>
                {boardLabel}
              </Typography>
              <ActiveBoard key={`${board}-${projectId}`} board={board} projectId={projectId} projectName={projectName} />
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
