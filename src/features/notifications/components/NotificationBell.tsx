import { Suspense, useId, useState, type MouseEvent } from 'react';
import { Badge, Box, Divider, IconButton, Link, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { lazyWithPreload } from '../../../components/lazyWithPreload';
import { RouteErrorBoundary } from '../../../components/RouteErrorBoundary';
import { texts } from '../../../texts';
import { dropdownOpened, selectBadgeError, selectUnreadCount } from '../slice';
import { DropdownLoading } from './DropdownLoading';

export const NOTIFICATIONS_PATH = '/notificationsCmpnt';

/**
 * The dropdown's latest notifications, loaded when the bell is first pointed at, focused or
 * opened: they are server HTML, so they bring the sanitiser (DOMPurify), which no page needs
 * before then (issue 11).
 */
const LatestNotifications = lazyWithPreload(() =>
  import(/* webpackChunkName: "notifications-latest" */ './LatestNotifications').then((m) => ({ default: m.LatestNotifications })),
);
const preloadLatest = () => void LatestNotifications.preload().catch(() => undefined);

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
        onPointerEnter={preloadLatest}
        onFocus={preloadLatest}
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
        <RouteErrorBoundary>
          <Suspense fallback={<DropdownLoading />}>
            <LatestNotifications onLinkFollowed={close} />
          </Suspense>
        </RouteErrorBoundary>
      </Popover>
    </>
  );
}
