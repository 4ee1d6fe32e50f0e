import '..';
import { memo, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { Alert, Button, Container, GlobalStyles, LinearProgress, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ListFilters, NoMatch } from '../../../components/ListFilters';
import { PageLoading } from '../../../components/PageLoading';
import { PlainPager } from '../../../components/PlainPager';
import { useListQuery } from '../../../components/useListQuery';
import { applyListQuery, notificationAccessors, NOTIFICATION_STATUSES, type ListQuery } from '../../../domain/listQuery';
import type { Notification } from '../../../domain/notifications';
import { texts } from '../../../texts';
import { inboxRules } from '../components/inboxStyles';
import { NotificationRow } from '../components/NotificationRow';
import {
  notificationsPageChanged,
  notificationsPageClosed,
  notificationsPageOpened,
  selectNotificationsPage,
  selectPagesAhead,
  selectToggleError,
  type LoadError,
} from '../slice';

function failureText(error: LoadError | null): string {
  return error && (error.code === 'network' || error.code === 'timeout')
    ? texts.notifications.unreachable
    : texts.notifications.loadFailed;
}

const STATUS_OPTIONS = NOTIFICATION_STATUSES.map((value) => ({ value, label: texts.notifications.statusLabels[value] }));

/** The rows' static rules, into the style sheet once when the inbox opens (a constant element: never rendered again). */
const INBOX_STYLES = <GlobalStyles styles={inboxRules} />;

interface PageRowsProps {
  items: readonly Notification[];
  query: ListQuery;
  /** The page shown, in the list that the heading names; the others are rendered ahead, hidden. */
  shown: boolean;
  labelledBy: string;
  busy: boolean;
}

/** A function that stays the same and calls the latest `fn`: a memoised child is not rendered again for a new closure. */
function useSteady<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

const NO_ROWS: readonly Notification[] = [];

/**
 * One page's rows that the search and the status filter keep; nothing when they keep none. A page
 * rendered ahead mounts empty and gets its rows in a deferred render (interruptible, after what is
 * on screen); it is laid out but takes no room and is not seen, focused or read (.NotificationList
 * [data-ahead] in inboxStyles.ts, and inert), so showing it changes the list's attributes, not its rows.
 */
const PageRows = memo(function PageRows({ items, query, shown, labelledBy, busy }: PageRowsProps) {
  const deferred = useDeferredValue(items, NO_ROWS);
  // Shown, its rows are the current ones at once (a page shown before its deferred pass ended too).
  const rendered = shown ? items : deferred;
  const kept = useMemo(() => applyListQuery(rendered, query, notificationAccessors), [rendered, query]);
  if (kept.length === 0) return null;
  return (
    <ul
      className="NotificationList"
      data-ahead={shown ? undefined : ''}
      inert={!shown}
      aria-labelledby={shown ? labelledBy : undefined}
      aria-busy={shown ? busy : undefined}
    >
      {kept.map((n) => (
        <NotificationRow key={n.notificationId} notification={n} />
      ))}
    </ul>
  );
});

/**
 * /notificationsCmpnt: title 'Notifications', heading 'Your Notifications' (seed 001 section 2);
 * the inbox, 20 per page, refreshed while open. Beyond the seeds: a search in the notifications'
 * text (their HTML stripped) and an Unread / Read filter, kept in the address (`?q=&status=`).
 * The server pages the inbox, so both work within the loaded page, and say so.
 *
 * The pages loaded ahead (the one before and the one after) are rendered ahead too, hidden
 * (PageRows): their rows render in a deferred pass after what is on screen, and are laid out while
 * hidden, so Next or Previous only shows rows that are already there and laid out (issue 27: a page
 * change mounted and sanitised 20 rows in the click's frame; revealing a display:none page laid
 * them all out there). The pager is plain buttons (PlainPager), the refresh waits for the new page's
 * paint (saga.ts), and the page that moves two away leaves in a deferred render. Hidden pages are
 * out of the page's accessibility tree and unnamed; only the page shown is the list named 'Your
 * Notifications'.
 */
export default function NotificationsPage() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectNotificationsPage);
  const ahead = useAppSelector(selectPagesAhead);
  const toggleError = useAppSelector(selectToggleError);
  const headingId = useId();
  const list = useListQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => applyListQuery(page.items, list.query, notificationAccessors), [page.items, list.query]);
  // The page shown and the pages rendered ahead, in page order (the lists keep their places).
  const current = useMemo(
    () => [...ahead.filter((p) => p.page !== page.number), { page: page.number, items: page.items }].sort((a, b) => a.page - b.page),
    [ahead, page.number, page.items],
  );
  // A page no longer next to the one shown leaves in a deferred render, not in the page change's.
  const previous = useDeferredValue(current);
  const pages = useMemo(() => {
    const leaving = previous.filter((p) => !current.some((c) => c.page === p.page));
    return leaving.length === 0 ? current : [...current, ...leaving].sort((a, b) => a.page - b.page);
  }, [current, previous]);
  const setSearch = useSteady(list.setSearch);
  const setStatus = useSteady(list.setStatus);
  const setSort = useSteady(list.setSort);
  const resultText = list.filtering ? texts.listQuery.resultCount(shown.length, page.items.length) : '';
  // The filters render again only when what they show changes, not with every page (a page change
  // or a refresh leaves them as they are).
  const filters = useMemo(
    () => (
      <ListFilters
        controls={{ query: list.query, searchText: list.searchText, setSearch, setStatus, setSort }}
        statusOptions={STATUS_OPTIONS}
        helperText={texts.notifications.searchesThisPage}
        resultText={resultText}
        searchRef={searchRef}
      />
    ),
    [list.query, list.searchText, setSearch, setStatus, setSort, resultText],
  );
  const clear = () => {
    list.clear();
    searchRef.current?.focus();
  };

  useEffect(() => {
    dispatch(notificationsPageOpened({ page: 1 }));
    return () => {
      dispatch(notificationsPageClosed());
    };
  }, [dispatch]);

  const choosePage = useCallback((next: number) => dispatch(notificationsPageChanged({ page: next })), [dispatch]);
  const retry = () => dispatch(notificationsPageChanged({ page: page.number }));
  const retryButton = (
    <Button color="inherit" size="small" onClick={retry}>
      {texts.common.retry}
    </Button>
  );
  const waiting = page.status === 'idle' || page.status === 'loading';

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {INBOX_STYLES}
      <Typography variant="h4" component="h1" gutterBottom>
        {texts.notifications.title}
      </Typography>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {texts.notifications.heading}
      </Typography>
      {toggleError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.notifications.toggleFailed}
        </Alert>
      )}
      {page.status === 'failed' && (
        <Alert severity="error" action={retryButton} sx={{ mb: 2 }}>
          {failureText(page.error)}
        </Alert>
      )}
      {page.status === 'succeeded' && page.error && (
        <Alert severity="warning" action={retryButton} sx={{ mb: 2 }}>
          {texts.notifications.refreshFailed}
        </Alert>
      )}
      {waiting && page.items.length === 0 && <PageLoading />}
      {waiting && page.items.length > 0 && <LinearProgress aria-label={texts.common.loading} />}
      {page.status === 'succeeded' && page.items.length === 0 && <Typography>{texts.notifications.empty}</Typography>}
      {page.items.length > 0 && filters}
      {page.items.length > 0 && shown.length === 0 && <NoMatch text={texts.notifications.noMatch} onClear={clear} />}
      {pages.map((p) => (
        <PageRows key={p.page} items={p.items} query={list.query} shown={p.page === page.number} labelledBy={headingId} busy={p.page === page.number && waiting} />
      ))}
      {page.totalPages > 1 && (
        <PlainPager label={texts.notifications.pagination} count={page.totalPages} page={Math.min(page.number, page.totalPages)} onChange={choosePage} />
      )}
    </Container>
  );
}
