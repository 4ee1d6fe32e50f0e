/** The inbox (seed 001 sections 3, 4, 7): pages of 20, newest first, read/unread toggling. */
import { NOTIFICATION_PAGE_SIZE, READ, UNREAD, type Notification } from '../../src/domain/notifications';
import { db, nextId } from '../core/state';
import type { StoredNotification } from './types';
import './table';

/** The wire page of GET /api/notifications/{page} (a Spring-style page, pages from 1 here). */
export interface NotificationPageBody {
  content: Notification[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

const newestFirst = (a: StoredNotification, b: StoredNotification) =>
  b.createdOn.localeCompare(a.createdOn) || b.notificationId - a.notificationId;

export function inboxOf(userId: number): StoredNotification[] {
  return db.notifications.filter((n) => n.userId === userId).sort(newestFirst);
}

export function toWire({ notificationId, notification, createdOn, readUnreadFlag }: StoredNotification): Notification {
  return { notificationId, notification, createdOn, readUnreadFlag };
}

/** page counts from 1; a page past the end has no content. */
export function notificationsPage(userId: number, page: number): NotificationPageBody {
  const inbox = inboxOf(userId);
  const size = NOTIFICATION_PAGE_SIZE;
  return {
    content: inbox.slice((page - 1) * size, page * size).map(toWire),
    totalElements: inbox.length,
    totalPages: Math.ceil(inbox.length / size),
    number: page,
    size,
  };
}

export function unreadCount(userId: number): number {
  return db.notifications.filter((n) => n.userId === userId && n.readUnreadFlag === UNREAD).length;
}

/** Flips UNREAD and READ; undefined when the notification is not the user's. */
export function toggleNotification(userId: number, notificationId: number): Notification | undefined {
  const found = db.notifications.find((n) => n.notificationId === notificationId && n.userId === userId);
  if (!found) return undefined;
  found.readUnreadFlag = found.readUnreadFlag === UNREAD ? READ : UNREAD;
  return toWire(found);
}

/** A new unread notification, dated now. */
export function addNotification(userId: number, html: string, now: number = Date.now()): StoredNotification {
  const row: StoredNotification = {
    notificationId: nextId('notificationId'),
    userId,
    notification: html,
    createdOn: new Date(now).toISOString(),
    readUnreadFlag: UNREAD,
  };
  db.notifications.push(row);
  return row;
}
