import '..';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, LinearProgress, MenuItem, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { useAppsQuery, useProjectBasicQuery } from '../../../api/apps';
import { isApiError, isRefusal } from '../../../api/errors';
import { CardList, preloadWindowedCards } from '../../../components/CardList';
import { NotAvailable } from '../../../components/NotAvailable';
import { useDeferredFirst } from '../../../components/useDeferredFirst';
import { PAGE_SIZE_OPTIONS } from '../../../components/paging';
import { RetryAlert } from '../../../components/RetryAlert';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { APP_TYPES, DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS, type AppType } from '../../../domain/apps';
import { texts } from '../../../texts';
import { appListTexts as t } from '../../../texts/apps';
import { idParam } from '../../../store/manifest';
import { AppCard, appCardOf, AppCardStyles, type AppCardData } from '../components/AppCard';
import { DeleteAppDialog } from '../components/DeleteAppDialog';
import { useAppChangeBlock } from '../useAppChangeBlock';
import { tableTexts } from '../../../texts/tables';

/* ---------- the list's view, kept in the address (?q=…&type=…&rows=…&page=…) ---------- */

interface ListView {
  /** The search text as typed. */
  q: string;
  /** An app type's wire value, or '' for all types. */
  type: AppType | '';
  /** 5, 10, 25, or -1 for All. */
  rows: number;
  /** 1-based. */
  page: number;
}

const ALL_TYPES = 'all';
const ALL_ROWS = 'all';
/** Marks the address changes this page's own controls make (so that they do not reset the search box). */
const OWN_CHANGE = { appListControls: true } as const;

function parseType(value: string | null): AppType | '' {
  return APP_TYPES.find((o) => o.value === value)?.value ?? '';
}

function parseRows(value: string | null): number {
  if (value === ALL_ROWS || value === '-1') return -1;
  const rows = Number(value);
  return value !== null && (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rows) ? rows : DEFAULT_ROWS_PER_PAGE;
}

function parsePage(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

function viewOf(params: URLSearchParams): ListView {
  return { q: params.get('q') ?? '', type: parseType(params.get('type')), rows: parseRows(params.get('rows')), page: parsePage(params.get('page')) };
}

/** The address of a view: defaults are left out; parameters of others are kept. */
function addressOf(prev: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(prev);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put('q', view.q === '' ? null : view.q);
  put('type', view.type === '' ? null : view.type);
  put('rows', view.rows === DEFAULT_ROWS_PER_PAGE ? null : view.rows === -1 ? ALL_ROWS : String(view.rows));
  put('page', view.page <= 1 ? null : String(view.page));
  return next;
}

/** Case-insensitive; underscores and spaces alike. */
function searchKey(text: string): string {
  return text.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

const appKey = (app: AppCardData) => app.appId;

function isApp(card: AppCardData | null): card is AppCardData {
  return card !== null;
}

function failureText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'network';
  return code === 'network' || code === 'timeout' ? texts.common.requestFailed : t.loadFailed;
}

/* ---------- the page ---------- */

/**
 * /project/{projectId}/apps (roles 2-8; seed 001 sections 2, 8 and 9): the project's apps as cards,
 * headed with the project's name, 5 a page by default (5, 10, 25, All), with Create New App and,
 * per card, View App, Delete App and Update App. Beyond the seeds: a search by name and a type
 * filter, kept in the address with the paging, so that a reload or Back shows the same list.
 * A project the server refuses (403, or 404) is not there for the user: said with a way home. A
 * technical user who is not the project's sees its apps without Create, Update and Delete, and why.
 */
export default function AppListPage() {
  const { projectId: raw } = useParams();
  const projectId = idParam(raw);
  if (projectId === null) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t.fallbackTitle}
        </Typography>
        <Alert severity="warning">{t.badProject}</Alert>
      </Container>
    );
  }
  return <AppList key={projectId} projectId={projectId} />;
}

function AppList({ projectId }: { projectId: number }) {
  const basic = useProjectBasicQuery(projectId);
  const list = useAppsQuery(projectId);
  const block = useAppChangeBlock(projectId);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const view = viewOf(params);

  // The search box holds its own text (the address follows it); the address wins when it changes
  // from elsewhere: Back or Forward, or a link to this page.
  const [text, setText] = useState(view.q);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const own = (location.state as { appListControls?: boolean } | null)?.appListControls === true;
    if ((navigationType === 'POP' || !own) && text !== view.q) setText(view.q);
  }

  // The first cards render in the background, in short slices (2,000 of them All at once would be one
  // long task); a long list's windowing code loads meanwhile.
  const { value: data, pending } = useDeferredFirst(list.data);
  useEffect(() => preloadWindowedCards(view.rows === -1 && Array.isArray(list.data) ? list.data.length : 0), [list.data, view.rows]);
  const apps = useMemo(() => (Array.isArray(data) ? (data as unknown[]) : []).map(appCardOf).filter(isApp), [data]);
  // A keystroke paints the field at once; 2,000 cards filter in a background render.
  const searched = useDeferredValue(text);
  const needle = searchKey(searched);
  const matching = useMemo(
    () => apps.filter((app) => (view.type === '' || app.appType === view.type) && (needle === '' || searchKey(app.name).includes(needle))),
    [apps, view.type, needle],
  );
  const pageCount = view.rows === -1 ? 1 : Math.max(1, Math.ceil(matching.length / view.rows));
  const pageIndex = Math.min(view.page, pageCount) - 1;
  const shown = view.rows === -1 ? matching : matching.slice(pageIndex * view.rows, (pageIndex + 1) * view.rows);

  const go = (changes: Partial<ListView>, replace: boolean) =>
    setParams((prev) => addressOf(prev, { ...view, q: text, page: pageIndex + 1, ...changes }), { replace, state: OWN_CHANGE });

  const onSearch = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setText(event.target.value);
    go({ q: event.target.value, page: 1 }, true);
  };

  // Delete: the dialog for one app; once deleted, focus moves to the heading (the card is gone).
  const [target, setTarget] = useState<AppCardData | null>(null);
  // The same card function from render to render: a keystroke in the search renders no card anew.
  const readOnly = block !== null;
  const renderCard = useCallback((app: AppCardData) => <AppCard app={app} onDelete={setTarget} readOnly={readOnly} />, [readOnly]);
  const [announcement, setAnnouncement] = useState('');
  const [deletions, setDeletions] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  const projectName = typeof basic.data?.projectName === 'string' && basic.data.projectName.trim() ? basic.data.projectName : t.fallbackTitle;
  const loaded = data !== undefined;
  const loading = (list.isFetching && !loaded) || pending;
  const error = list.isError && !list.isFetching ? failureText(list.error) : null;
  // Not there for this user (403, 404): no list, no Create, no Retry (it could not help).
  const refused = !loaded && list.isError && !list.isFetching && isRefusal(list.error);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
          {projectName}
        </Typography>
        {!refused && !readOnly && (
          <Button component={RouterLink} to={`/app/${projectId}/createNewApp`} variant="contained" disableElevation>
            {t.createNewApp}
          </Button>
        )}
      </Stack>

      {refused && (
        <NotAvailable to="/" linkLabel={t.goToHome}>
          {t.notThere}
        </NotAvailable>
      )}
      {block && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {block}
        </Alert>
      )}

      {apps.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
          <TextField type="search" label={t.search} value={text} onChange={onSearch} size="small" sx={{ minWidth: { sm: 260 } }} />
          <TextField
            select
            label={t.typeFilter}
            value={view.type || ALL_TYPES}
            onChange={(event) => go({ type: parseType(event.target.value), page: 1 }, false)}
            size="small"
            sx={{ minWidth: { sm: 240 } }}
          >
            <MenuItem value={ALL_TYPES}>{t.allTypes}</MenuItem>
            {APP_TYPES.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}

      {loaded && error && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert onRetry={() => void list.refetch()}>{error}</RetryAlert>
        </Box>
      )}
      {loaded && list.isFetching && <LinearProgress aria-label={texts.common.loading} sx={{ mb: 1 }} />}

      {AppCardStyles}
      {!refused && (
        <CardList
          label={t.listLabel}
          items={loaded ? shown : undefined}
          loading={loading}
          error={loaded ? null : error}
          onRetry={() => void list.refetch()}
          emptyText={apps.length === 0 ? texts.common.noData : t.noMatch}
          getKey={appKey}
          renderCard={renderCard}
        />
      )}

      {matching.length > 0 && (
        <TablePagination
          component="div"
          count={matching.length}
          page={pageIndex}
          rowsPerPage={view.rows}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_event, next) => go({ page: next + 1 }, false)}
          onRowsPerPageChange={(event) => go({ rows: parseRows(event.target.value), page: 1 }, false)}
          labelRowsPerPage={tableTexts.rowsPerPage}
          labelDisplayedRows={tableTexts.displayedRows}
        />
      )}

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>

      {target && (
        <DeleteAppDialog
          key={target.appId}
          app={target}
          projectId={projectId}
          onCancel={() => setTarget(null)}
          onDeleted={() => {
            setAnnouncement(t.delete.deleted(target.name));
            setTarget(null);
            setDeletions((n) => n + 1);
          }}
        />
      )}
    </Container>
  );
}
