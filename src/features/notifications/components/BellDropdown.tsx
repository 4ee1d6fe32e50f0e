import { Suspense } from 'react';
import { Box, Divider, Link, Popover, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { lazyWithPreload } from '../../../components/lazyWithPreload';
import { RouteErrorBoundary } from '../../../components/RouteErrorBoundary';
import { texts } from '../../../texts';
import { DropdownLoading } from './DropdownLoading';
/** The inbox (its route: the area's manifest). */
const NOTIFICATIONS_PATH = '/notificationsCmpnt';

/**
 * The dropdown's latest notifications, loaded when the bell is first pointed at, focused or
 * opened: they are server HTML, so they bring the sanitiser (DOMPurify), which no page needs
 * before then (issue 11).
 */
export const LatestNotifications = lazyWithPreload(() =>
  import(/* webpackChunkName: "notifications-latest" */ './LatestNotifications').then((m) => ({ default: m.LatestNotifications })),
);

/** The bell's dropdown (its own chunk, loaded with the bell's first pointing, focus or click): the inbox link and the latest notifications. */
export function BellDropdown({ id, anchor, onClose, badgeError }: { id: string; anchor: HTMLElement | null; onClose: () => void; badgeError: boolean }) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: '90vw', maxHeight: '70vh' } } }}
    >
      <Box sx={{ p: 2 }}>
        <Link component={RouterLink} to={NOTIFICATIONS_PATH} onClick={onClose} sx={{ fontWeight: 600 }}>
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
          <LatestNotifications onLinkFollowed={onClose} />
        </Suspense>
      </RouteErrorBoundary>
    </Popover>
  );
}
