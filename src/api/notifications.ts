import { notificationsContract } from '../domain/contract/notifications';
import { callsOf } from './call';
import { malformed } from './errors';
import { NOTIFICATION_PAGE_SIZE, type Notification, type NotificationPage } from '../domain/notifications';

type Signal = AbortSignal | undefined;

const calls = callsOf(notificationsContract);

function countOf(data: unknown, what: string): number {
  const value = typeof data === 'object' && data !== null ? (data as { count?: unknown }).count : data;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw malformed(what, data);
  return n;
}

/** GET /api/unread_notifications_count: the bell's badge. */
export async function unreadNotificationsCount(signal?: Signal): Promise<number> {
  const data = await calls.unreadCount(undefined, signal);
  return countOf(data, 'unread_notifications_count');
}

/** GET /api/notifications_count/: the count the inbox page refreshes. */
export async function notificationsCount(signal?: Signal): Promise<number> {
  const data = await calls.count(undefined, signal);
  return countOf(data, 'notifications_count');
}

function isNotification(value: unknown): value is Notification {
  const n = value as Notification;
  return typeof n === 'object' && n !== null && typeof n.notificationId === 'number' && typeof n.notification === 'string';
}

/**
 * GET /api/notifications/{page} (pages count from 1). The answer is a page object
 * {content, totalElements, totalPages, number}; a bare list is accepted too.
 */
export async function notificationsPage(page: number, signal?: Signal): Promise<NotificationPage> {
  const data = await calls.page({ params: { page } }, signal);
  const list: unknown = Array.isArray(data) ? data : (data as { content?: unknown } | null)?.content;
  if (!Array.isArray(list) || !list.every(isNotification)) throw malformed('notifications', data);
  const items = list.map((n) => ({ ...n, createdOn: String(n.createdOn ?? ''), readUnreadFlag: String(n.readUnreadFlag ?? '') }));
  if (Array.isArray(data)) {
    const more = items.length >= NOTIFICATION_PAGE_SIZE;
    const totalPages = more ? page + 1 : page;
    return { items, page, totalItems: (page - 1) * NOTIFICATION_PAGE_SIZE + items.length, totalPages };
  }
  const wire = data as { totalElements?: unknown; totalPages?: unknown };
  const totalItems = typeof wire.totalElements === 'number' ? wire.totalElements : items.length;
  const totalPages = typeof wire.totalPages === 'number' ? wire.totalPages : Math.ceil(totalItems / NOTIFICATION_PAGE_SIZE);
  return { items, page, totalItems, totalPages: Math.max(1, totalPages) };
}

/** GET /api/mark_notification/{notificationId}: toggles read / unread. */
export async function toggleNotification(notificationId: number, signal?: Signal): Promise<void> {
  await calls.toggle({ params: { notificationId } }, signal);
}
