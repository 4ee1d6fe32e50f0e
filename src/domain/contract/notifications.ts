/** The notifications inbox and bell (seed 000 section 7, seed 001 section 7). */
import { defineGroup, get } from './define';

export const notificationsContract = defineGroup('notifications', {
  /** The bell's badge: a number (or {count}). */
  unreadCount: get<unknown>('/api/unread_notifications_count', 'any'),
  /** The inbox's count: a number (or {count}). */
  count: get<unknown>('/api/notifications_count/', 'any'),
  /** One page (from 1): {content, totalElements, totalPages, number, size}, or a bare list. */
  page: get<unknown>('/api/notifications/:page', 'any'),
  /** Toggles read / unread (a GET that changes state). */
  toggle: get<unknown>('/api/mark_notification/:notificationId', 'any', { changes: true }),
});
