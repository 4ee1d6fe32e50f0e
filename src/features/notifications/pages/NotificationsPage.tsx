import '..';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Alert, Button, Container, LinearProgress, List, Pagination, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ListFilters, NoMatch } from '../../../components/ListFilters';
import { PageLoading } from '../../../components/PageLoading';
import { useListQuery } from '../../../components/useListQuery';
import { applyListQuery, notificationAccessors, NOTIFICATION_STATUSES } from '../../../domain/listQuery';
import { texts } from '../../../texts';
import { NotificationRow } from '../components/NotificationRow';
import {
  notificationsPageChanged,
  notificationsPageClosed,
  notificationsPageOpened,
  selectNotificationsPage,
  selectToggleError,
  type LoadError,
} from '../slice';

function failureText(error: LoadError | null): string {
  return error && (error.code === 'network' || error.code === 'timeout')
    ? texts.notifications.unreachable
    : texts.notifications.loadFailed;
}

const STATUS_OPTIONS = NOTIFICATION_STATUSES.map((value) => ({ value, label: texts.notifications.statusLabels[value] }));

/**
 * /notificationsCmpnt: title 'Notifications', heading 'Your Notifications' (seed 001 section 2);
 * the inbox, 20 per page, refreshed while open. Beyond the seeds: a search in the notifications'
 * text (their HTML stripped) and an Unread / Read filter, kept in the address (`?q=&status=`).
 * The server pages the inbox, so both work within the loaded page, and say so.
 */
export default function NotificationsPage() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectNotificationsPage);
  const toggleError = useAppSelector(selectToggleError);
  const headingId = useId();
  const list = useListQuery();
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => applyListQuery(page.items, list.query, notificationAccessors), [page.items, list.query]);
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

  const retry = () => dispatch(notificationsPageChanged({ page: page.number }));
  const retryButton = (
    <Button color="inherit" size="small" onClick={retry}>
      {texts.common.retry}
    </Button>
  );
  const waiting = page.status === 'idle' || page.status === 'loading';

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
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
      {page.items.length > 0 && (
        <ListFilters
          controls={list}
          statusOptions={STATUS_OPTIONS}
          helperText={texts.notifications.searchesThisPage}
          resultText={list.filtering ? texts.listQuery.resultCount(shown.length, page.items.length) : ''}
          searchRef={searchRef}
        />
      )}
      {page.items.length > 0 && shown.length === 0 && <NoMatch text={texts.notifications.noMatch} onClear={clear} />}
      {shown.length > 0 && (
        <List aria-labelledby={headingId} aria-busy={waiting}>
          {shown.map((n) => (
            <NotificationRow key={n.notificationId} notification={n} />
          ))}
        </List>
      )}
      {page.totalPages > 1 && (
        <Pagination
          aria-label={texts.notifications.pagination}
          count={page.totalPages}
          page={Math.min(page.number, page.totalPages)}
          onChange={(_event, next) => dispatch(notificationsPageChanged({ page: next }))}
          color="primary"
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Container>
  );
}
