import { memo, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { SafeHtml } from '../../../components/SafeHtml';
import { datePart, isUnread, type Notification } from '../../../domain/notifications';
import { texts } from '../../../texts';
import { notificationToggled, sameNotification, selectIsToggling } from '../slice';

type RowProps = { notification: Notification };

/** The same notification (a refresh answers new objects): the row, its sanitised HTML and its button stay as they are. */
const sameRow = ({ notification: a }: RowProps, { notification: b }: RowProps) => sameNotification(a, b);

/**
 * One inbox row: the notification's HTML, its date (hidden on small screens) and the read toggle.
 * Plain elements styled by the inbox's static rules (inboxStyles.ts): a row costs no style work
 * when it renders. The text's id comes from useId: a notification may sit, for a moment, on the
 * page shown and on a page rendered ahead (NotificationsPage), and ids stay unique.
 */
export const NotificationRow = memo(function NotificationRow({ notification }: RowProps) {
  const dispatch = useAppDispatch();
  const { notificationId } = notification;
  const toggling = useAppSelector((state) => selectIsToggling(state, notificationId));
  const unread = isUnread(notification);
  const id = useId();
  const textId = `notification-${id}`;
  const date = datePart(notification.createdOn);
  return (
    <li className="NotificationRow" data-unread={unread}>
      <div id={textId} className="NotificationRow-text">
        {unread && <span className="NotificationRow-unread">{`${texts.notifications.unread}: `}</span>}
        <SafeHtml html={notification.notification} />
      </div>
      <time className="NotificationRow-date" dateTime={date} title={texts.notifications.createdOn}>
        {date}
      </time>
      <button
        type="button"
        className="NotificationRow-toggle"
        data-variant={unread ? 'contained' : 'outlined'}
        disabled={toggling}
        aria-describedby={textId}
        onClick={() => dispatch(notificationToggled({ notificationId }))}
      >
        {unread ? texts.notifications.markAsRead : texts.notifications.markAsUnread}
      </button>
    </li>
  );
}, sameRow);
