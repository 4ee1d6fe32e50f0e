import { useId, useState, type MouseEvent } from 'react';
import { Alert, Badge, Box, Divider, IconButton, Link, List, ListItem, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { SafeHtml } from '../../../components/SafeHtml';
import { datePart, isUnread } from '../../../domain/notifications';
import { texts } from '../../../texts';
import { dropdownOpened, selectBadgeError, selectLatest, selectUnreadCount } from '../slice';

export const NOTIFICATIONS_PATH = '/notificationsCmpnt';

/** The latest notifications, or why there are none. */
function LatestNotifications({ onLinkFollowed }: { onLinkFollowed: () => void }) {
  const latest = useAppSelector(selectLatest);
  if (latest.items.length === 0) {
    if (latest.status === 'failed') return <Alert severity="warning" sx={{ m: 1 }}>{texts.notifications.latestFailed}</Alert>;
    if (latest.status === 'succeeded') return <Typography sx={{ p: 2 }}>{texts.nav.noRecentNotifications}</Typography>;
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {texts.common.loading}
      </Typography>
    );
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

/** The top bar's bell: unread badge, and a dropdown with the link to the inbox and the latest notifications. */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectUnreadCount);
  const badgeError = useAppSelector(selectBadgeError);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const onOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    dispatch(dropdownOpened());
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={texts.notifications.bellLabel(texts.nav.notifications, count)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={onOpen}
      >
        <Badge badgeContent={count ?? 0} color="error" max={99} invisible={!count}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '90vw', maxHeight: '70vh' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Link component={RouterLink} to={NOTIFICATIONS_PATH} onClick={close} sx={{ fontWeight: 600 }}>
            {texts.nav.showAllNotifications}
          </Link>
          {badgeError && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {texts.notifications.badgeFailed}
            </Typography>
          )}
        </Box>
        <Divider />
        <LatestNotifications onLinkFollowed={close} />
      </Popover>
    </>
  );
}
