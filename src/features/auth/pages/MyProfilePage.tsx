import { useEffect, useMemo, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Container, Link, List, ListItem, ListItemText, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { isApiError } from '../../../api/errors';
import { projectsApi, useProjectListQuery, useUserTasksQuery } from '../../../api/projects';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { statusText, type ProjectCard, type ProjectDetails } from '../../../domain/projects';
import { ROLE_NAMES, type Role } from '../../../domain/roles';
import {
  cardWaits,
  isProjectWorkKind,
  taskWorkItems,
  WORK_SOURCES,
  workItemOf,
  workKindsFor,
  type TaskWorkItem,
  type WorkItem,
  type WorkKind,
  type WorkUser,
} from '../../../domain/worklist';
import { selectSession } from '../../../session/slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { profileTexts as t } from '../../../texts/profile';

/** The id of the worklist's heading: /my_profile#worklist scrolls to it (the user menu's My Worklist). */
export const WORKLIST_ANCHOR = 'worklist';

/**
 * /my_profile (every role; seed 000 section 2: the user menu's My Profile and My Worklist both
 * lead here): who is signed in, from the token's claims, and what waits on them: the project work
 * of the role's lists and the open tasks assigned to them (src/domain/worklist.ts).
 * The e-mail address: the token does not carry it and no call of the portal returns the signed-in
 * user's own (team members' addresses are only sent, never read back), so the page says it is
 * not available rather than guess it.
 */
export default function MyProfilePage() {
  const session = useAppSelector(selectSession);
  if (!session) return null;
  const { claims, role } = session;
  const rows: Array<[string, string]> = [
    [t.username, claims.sub],
    [t.role, role ? `${role} · ${ROLE_NAMES[role]}` : String(claims.Role)],
    [t.type, claims.TYPE ?? '—'],
    [t.email, t.emailUnavailable],
    [t.status, claims.Status ?? '—'],
    [t.sessionEnds, new Date(claims.exp * 1000).toLocaleString()],
  ];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Paper>
        <Table aria-label={t.title}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Worklist role={role} me={{ userId: Number(claims.Id), username: claims.sub }} />
    </Container>
  );
}

/* ---------- the worklist ---------- */

const NO_CARDS: ProjectCard[] = [];

const detailsArg = (projectId: number) => ({ projectId, draft: false });
const selectDetailsOf = (projectId: number) => projectsApi.endpoints.projectDetails.select(detailsArg(projectId));
/** The store's state as RTK Query's selectors type it (the api slice is there on every page that uses it). */
type ApiState = Parameters<ReturnType<typeof selectDetailsOf>>[0];
const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

interface DetailsRead {
  details: Map<number, ProjectDetails>;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The details of the pending cards (GET /api/get_dfc_project/{id}), through RTK Query's cache:
 * the cards do not say whom a pending project waits on. One call per pending project, as the
 * pending list's agency lookups do; the details page then opens from the cache.
 */
function useDetailsOf(ids: readonly number[]): DetailsRead {
  const dispatch = useAppDispatch();
  const key = ids.join(',');
  const subscriptions = useRef<Array<{ refetch: () => unknown }>>([]);
  useEffect(() => {
    const subs = idsOf(key).map((projectId) => dispatch(projectsApi.endpoints.projectDetails.initiate(detailsArg(projectId))));
    subscriptions.current = subs;
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [dispatch, key]);
  const selectors = useMemo(() => idsOf(key).map(selectDetailsOf), [key]);
  const results = useAppSelector((state) => selectors.map((select) => select(state as unknown as ApiState)), shallowEqual);
  const details = new Map<number, ProjectDetails>();
  results.forEach((result, index) => {
    if (result.data) details.set(idsOf(key)[index], result.data);
  });
  return {
    details,
    pending: results.some((result) => !result.data && !result.isError),
    failed: results.some((result) => result.isError),
    retry: () => subscriptions.current.forEach((sub, index) => (results[index]?.isError ? sub.refetch() : undefined)),
  };
}

/** Cards of a pending list that may still wait on someone (the rest need no details read). */
const mayWaitForDecision = (card: ProjectCard) => card.projectStatus == null || card.projectStatus === 'PROJECT_DETAILS_FILLED';

/** The signed-in user's tasks (extension GET /api/get_user_tasks/{userId}), when the role has them. */
function useUserTasks(me: WorkUser, wanted: boolean) {
  const query = useUserTasksQuery(me.userId, { skip: !wanted || !(me.userId > 0) });
  // A backend without the extension answers 404: no task section, and nothing to retry.
  const unavailable = query.isError && isApiError(query.error) && query.error.status === 404;
  return {
    query,
    items: Array.isArray(query.data) ? taskWorkItems(query.data, me) : [],
    failed: query.isError && !query.isFetching && !unavailable,
  };
}

function Worklist({ role, me }: { role: Role | null; me: WorkUser }) {
  const kinds = workKindsFor(role);
  const projectKinds = kinds.filter(isProjectWorkKind);
  const reads = (list: string) => projectKinds.some((kind) => WORK_SOURCES[kind].list === list);
  const submitted = useProjectListQuery('submitted', { skip: !reads('submitted') });
  const assigned = useProjectListQuery('assigned', { skip: !reads('assigned') });
  const approvedForTech = useProjectListQuery('approvedForTech', { skip: !reads('approvedForTech') });
  const lists = { submitted, assigned, approvedForTech };
  const tasks = useUserTasks(me, kinds.includes('tasks'));

  const submittedCards = Array.isArray(submitted.data) ? submitted.data : NO_CARDS;
  const needsDetails = projectKinds.some((kind) => WORK_SOURCES[kind].needsDetails);
  const toCheck = needsDetails ? submittedCards.filter(mayWaitForDecision).map((card) => card.projectId) : [];
  const details = useDetailsOf(toCheck);

  const sections = kinds.map((kind): { kind: WorkKind; rows: WorkRow[] } => {
    if (!isProjectWorkKind(kind)) return { kind, rows: tasks.items.map(taskRow) };
    const query = lists[WORK_SOURCES[kind].list];
    const cards = Array.isArray(query.data) ? query.data : NO_CARDS;
    const items = cards.filter((card) => cardWaits(kind, card, details.details.get(card.projectId), me) === true).map((card) => workItemOf(kind, card));
    return { kind, rows: items.map(projectRow) };
  });
  const used = [...Object.values(lists), tasks.query].filter((query) => !query.isUninitialized);
  const loading = used.some((query) => query.isFetching && !query.data) || details.pending;
  const failed = Object.values(lists).some((query) => !query.isUninitialized && query.isError && !query.isFetching) || tasks.failed || details.failed;
  const retry = () => {
    used.filter((query) => query.isError).forEach((query) => void query.refetch());
    details.retry();
  };
  const count = sections.reduce((sum, section) => sum + section.rows.length, 0);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${WORKLIST_ANCHOR}`) headingRef.current?.focus();
  }, [hash]);

  return (
    <Box component="section" aria-labelledby={WORKLIST_ANCHOR} sx={{ mt: 4 }}>
      <Typography ref={headingRef} id={WORKLIST_ANCHOR} tabIndex={-1} variant="h5" component="h2" gutterBottom sx={{ '&:focus': { outline: 'none' } }}>
        {t.worklist.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.worklist.intro}
      </Typography>
      {failed && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert onRetry={retry}>{t.worklist.failed}</RetryAlert>
        </Box>
      )}
      {sections
        .filter((section) => section.rows.length > 0)
        .map((section) => (
          <WorkSection key={section.kind} kind={section.kind} rows={section.rows} />
        ))}
      {loading && <PageLoading label={t.worklist.loading} />}
      {!loading && !failed && count === 0 && <Typography role="status">{t.worklist.empty}</Typography>}
    </Box>
  );
}

/** One line of a section: a link and what to know about it. */
interface WorkRow {
  key: string;
  label: string;
  to: string;
  detail?: string;
}

function projectDetail(item: WorkItem): string | undefined {
  switch (item.kind) {
    case 'fill':
      return item.projectCreationStatus ? t.worklist.draft : statusText(null);
    case 'devops':
      return item.projectStatus === 'APPROVAL_COMPLETED' ? `${statusText(item.projectStatus)} · ${t.worklist.nextStep}` : statusText(item.projectStatus);
    default:
      return undefined;
  }
}

const projectRow = (item: WorkItem): WorkRow => ({ key: `project-${item.projectId}`, label: item.projectName, to: item.to, detail: projectDetail(item) });

/** A task: its name, then its project, its state (underscores as spaces) and its due date. */
const taskRow = (item: TaskWorkItem): WorkRow => ({
  key: `task-${item.taskId}`,
  label: item.taskName,
  to: item.to,
  detail: [item.projectName, item.state.replace(/_/g, ' '), item.expectedCompletionDate ? t.worklist.due(item.expectedCompletionDate) : t.worklist.noDueDate]
    .filter(Boolean)
    .join(' · '),
});

function WorkSection({ kind, rows }: { kind: WorkKind; rows: WorkRow[] }) {
  const headingId = `worklist-${kind}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {`${t.worklist.sections[kind]} (${rows.length})`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.worklist.hints[kind]}
      </Typography>
      <Paper variant="outlined" sx={{ mt: 1 }}>
        <List dense aria-labelledby={headingId}>
          {rows.map((row) => (
            <ListItem key={row.key} divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={row.to} sx={{ overflowWrap: 'anywhere' }}>
                    {row.label}
                  </Link>
                }
                secondary={row.detail}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
