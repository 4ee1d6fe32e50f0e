/** The notifications inbox and bell (seed 000 section 7, seed 001 section 7). */
import { NotificationCount, NotificationPageAnswer } from '../notifications';
import { Unread } from './check';
import { defineGroup, get } from './define';

export const notificationsContract = defineGroup('notifications', {
  /** The bell's badge: a number (or {count}). */
  unreadCount: get('/api/unread_notifications_count', 'any').returns(NotificationCount).allow('signedIn').scoped('own'),
  /** The inbox's count: a number (or {count}). */
  count: get('/api/notifications_count/', 'any').returns(NotificationCount).allow('signedIn').scoped('own'),
  /** One page (from 1): {content, totalElements, totalPages, number, size}, or a bare list. */
  page: get('/api/notifications/:page', 'any').returns(NotificationPageAnswer).allow('signedIn').scoped('own'),
  /** Toggles read / unread (a GET that changes state). */
  toggle: get('/api/mark_notification/:notificationId', 'any', { changes: true }).returns(Unread).allow('signedIn', 'notification owner :notificationId'),
});
