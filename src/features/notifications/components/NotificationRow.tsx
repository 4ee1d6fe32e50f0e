import { memo } from 'react';
import { Box, Button, ListItem, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { SafeHtml } from '../../../components/SafeHtml';
import { datePart, isUnread, type Notification } from '../../../domain/notifications';
import { texts } from '../../../texts';
import { notificationToggled, selectIsToggling } from '../slice';
import { visuallyHidden } from '../../../components/visuallyHidden';


type RowProps = { notification: Notification };

/** The same notification (a refresh answers new objects): the row, its sanitised HTML and its button stay as they are. */
const sameRow = ({ notification: a }: RowProps, { notification: b }: RowProps) =>
  a.notificationId === b.notificationId && a.notification === b.notification && a.createdOn === b.createdOn && a.readUnreadFlag === b.readUnreadFlag;

/** One inbox row: the notification's HTML, its date (hidden on small screens) and the read toggle. */
export const NotificationRow = memo(function NotificationRow({ notification }: RowProps) {
  const dispatch = useAppDispatch();
  const { notificationId } = notification;
  const toggling = useAppSelector((state) => selectIsToggling(state, notificationId));
  const unread = isUnread(notification);
  const textId = `notification-${notificationId}`;
  const date = datePart(notification.createdOn);
  return (
    <ListItem
      divider
      data-unread={unread}
      sx={{
        gap: 2,
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Box id={textId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: unread ? 600 : 400 }}>
        {unread && <Box component="span" sx={visuallyHidden}>{`${texts.notifications.unread}: `}</Box>}
        <SafeHtml html={notification.notification} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}>
        <time dateTime={date} title={texts.notifications.createdOn}>
          {date}
        </time>
      </Typography>
      <Button
        size="small"
        variant={unread ? 'contained' : 'outlined'}
        disabled={toggling}
        aria-describedby={textId}
        onClick={() => dispatch(notificationToggled({ notificationId }))}
        sx={{ flexShrink: 0 }}
      >
        {unread ? texts.notifications.markAsRead : texts.notifications.markAsUnread}
      </Button>
    </ListItem>
  );
}, sameRow);
