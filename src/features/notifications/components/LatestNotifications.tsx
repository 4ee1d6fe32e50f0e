import type { MouseEvent } from 'react';
import { Alert, List, ListItem, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { SafeHtml } from '../../../components/SafeHtml';
import { datePart, isUnread } from '../../../domain/notifications';
import { texts } from '../../../texts';
import { selectLatest } from '../slice';
import { DropdownLoading } from './DropdownLoading';

/** The latest notifications, or why there are none. */
export function LatestNotifications({ onLinkFollowed }: { onLinkFollowed: () => void }) {
  const latest = useAppSelector(selectLatest);
  if (latest.items.length === 0) {
    if (latest.status === 'failed') return <Alert severity="warning" sx={{ m: 1 }}>{texts.notifications.latestFailed}</Alert>;
    if (latest.status === 'succeeded') return <Typography sx={{ p: 2 }}>{texts.nav.noRecentNotifications}</Typography>;
    return <DropdownLoading />;
  }
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest?.('a')) onLinkFollowed();
  };
  return (
    <List dense aria-label={texts.notifications.latestTitle} onClick={onClick} sx={{ py: 0 }}>
      {latest.items.map((n) => (
        <ListItem key={n.notificationId} divider sx={{ display: 'block', fontWeight: isUnread(n) ? 600 : 400 }}>
          <SafeHtml html={n.notification} />
          <Typography variant="caption" color="text.secondary">
            {datePart(n.createdOn)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
